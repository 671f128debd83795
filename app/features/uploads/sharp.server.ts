import { createRequire } from "node:module";
import type Sharp from "sharp";

let sharp: typeof Sharp | undefined;

/**
 * sharp, loaded the first time a photo is processed rather than at every start (decision 0214):
 * with what it needs it is some 150 modules. One image at a time in this process, and no cache:
 * a photo is made once and stored, and libvips' cache would only hold memory.
 */
export function sharpLib(): typeof Sharp {
  if (!sharp) {
    sharp = createRequire(import.meta.url)("sharp") as typeof Sharp;
    sharp.concurrency(1);
    sharp.cache(false);
  }
  return sharp;
}
