// Photo processing (issue 19, docs/decisions/0116): what one upload costs from its bytes to its
// eight variants (128, 256, 512 and 1024 px, AVIF and WebP), one photo at a time as the server
// does it. The photos are made on the spot to look like a phone's: soft shapes and fine grain,
// saved as JPEG under the 5 MB upload limit. Prints the median of BENCH_RUNS (3) runs.
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";
import type * as ProcessPhoto from "../app/features/uploads/process-photo.server";

const { inspectPhoto, processPhoto } = (await tsImport(
  "../app/features/uploads/process-photo.server.ts",
  import.meta.url,
)) as typeof ProcessPhoto;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MAX_PIXELS = 25_000_000;

/** A width × height JPEG with the texture of a photo. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const shapes = await sharp({
    create: { width: 160, height: 120, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 50 } },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(await sharp(shapes).resize(width, height, { kernel: "cubic" }).png({ compressionLevel: 1 }).toBuffer())
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

for (const [label, width, height] of [
  ["12 MP (4000 × 3000)", 4000, 3000],
  ["25 MP (6124 × 4082)", 6124, 4082],
] as const) {
  const jpeg = await phonePhoto(width, height);
  const times: number[] = [];
  let sizes: Record<string, number> = {};
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const inspected = await inspectPhoto(new Uint8Array(jpeg), MAX_PIXELS);
    if (!inspected.ok) throw new Error(inspected.message);
    const processed = await processPhoto(inspected, MAX_PIXELS);
    if (!processed.ok) throw new Error(processed.message);
    times.push(performance.now() - started);
    sizes = Object.fromEntries(processed.variants.map((v) => [`${v.width}.${v.format}`, v.data.length]));
  }
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  console.log(
    `${label}, ${kb(jpeg.length)} JPEG: ${Math.round(median(times))} ms (median of ${RUNS}); variants ${kb(total)} in all; ` +
      `1024: AVIF ${kb(sizes["1024.avif"])}, WebP ${kb(sizes["1024.webp"])}; 512: AVIF ${kb(sizes["512.avif"])}, WebP ${kb(sizes["512.webp"])}`,
  );
}
