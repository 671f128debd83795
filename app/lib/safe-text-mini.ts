import { zm } from "./zod-mini";
import { controlCharactersMessage, hasControlCharacters, hasLoneSurrogates, loneSurrogateMessage } from "./text-safety";

/**
 * safeText (./safe-text) for a zod/mini schema: the same refusals in the same words. Its own
 * module, so that a bundle with it carries no classic zod (decision 0238).
 */
export function safeTextMini(label: string, params?: Parameters<typeof zm.string>[0]) {
  return zm.string(params).check(
    zm.refine((value) => !hasControlCharacters(value), controlCharactersMessage(label)),
    zm.refine((value) => !hasLoneSurrogates(value), loneSurrogateMessage(label)),
  );
}
