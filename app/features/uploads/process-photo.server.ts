import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import { PHOTO_TYPE_MESSAGE, PHOTO_WIDTHS, type PhotoFormat } from "./photos";

export interface PhotoVariant {
  width: number;
  format: PhotoFormat;
  contentType: string;
  data: Buffer;
}

export type ProcessedPhoto = { ok: true; variants: PhotoVariant[] } | { ok: false; message: string };
/** A photo whose header was read and found acceptable; nothing has been decoded yet. */
export type InspectedPhoto = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const UNREADABLE_PHOTO_MESSAGE = "We could not read that photo. Please choose another JPEG, PNG or WebP image.";
const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8 };

// One decode at a time: a photo can take hundreds of megabytes while it is being resized.
sharp.concurrency(1);
sharp.cache(false);
const decoding = pLimit(1);

const pixelMessage = (maxPixels: number) =>
  `The photo has too many pixels. Please choose one of at most ${maxPixels.toLocaleString("en-NZ")} pixels.`;

/**
 * Checks an upload by its header alone (docs/decisions/0045): the format from its content
 * (not its name or declared type), its width and height, and what it would take to decode
 * (16-bit or many-channel images are far bigger in memory than their pixel count says).
 * Refuses without decoding anything, so a small file that expands hugely costs nothing.
 */
export async function inspectPhoto(bytes: Uint8Array, maxPixels: number): Promise<InspectedPhoto> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: PHOTO_TYPE_MESSAGE };
  }
  if (!header.format || !ACCEPTED_FORMATS.has(header.format)) return { ok: false, message: PHOTO_TYPE_MESSAGE };
  const pixels = (header.width ?? 0) * (header.height ?? 0) * (header.pages ?? 1);
  const decodedBytes = pixels * (header.channels ?? 4) * (BYTES_PER_SAMPLE[header.depth ?? "uchar"] ?? 8);
  // The budget of an 8-bit RGBA image at the pixel limit.
  if (pixels === 0) return { ok: false, message: UNREADABLE_PHOTO_MESSAGE };
  if (pixels > maxPixels || decodedBytes > maxPixels * 4) return { ok: false, message: pixelMessage(maxPixels) };
  return { ok: true, bytes };
}

/**
 * AVIF at quality 50 looks like WebP at 80 at about half the bytes. Effort 3 of 9 (measured by
 * `node bench/photos.bench.ts` on a 2-core machine, docs/decisions/0116): a 25-megapixel phone
 * photo takes about 1.5 to 1.9 s for all eight variants, the 1024 px AVIF about 58 KB. Effort 0
 * took 0.6 s but made it 88 KB; effort 4, 4.7 s for 54 KB.
 */
const AVIF = { quality: 50, effort: 3 } as const;
const WEBP = { quality: 80 } as const;
const LARGEST = Math.max(...PHOTO_WIDTHS);

/**
 * Makes the web sizes of an inspected photo: square, turned the right way up, every embedded
 * detail (camera, GPS position) dropped, each width in AVIF and WebP. The photo is decoded
 * once, into the largest square (cropped on its most interesting part); the smaller sizes are
 * made from that. sharp's own pixel limit stays on as a second guard.
 */
export async function processPhoto(photo: { bytes: Uint8Array }, maxPixels: number): Promise<ProcessedPhoto> {
  const input = { limitInputPixels: maxPixels, failOn: "error" } as const;
  return decoding(async () => {
    try {
      const square = await sharp(photo.bytes, input)
        .rotate()
        .resize(LARGEST, LARGEST, { fit: "cover", position: "attention" })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true });
      const variants: PhotoVariant[] = [];
      for (const width of PHOTO_WIDTHS) {
        const sized = () => sharp(square.data, { raw: square.info }).resize(width, width);
        variants.push({ width, format: "avif", contentType: "image/avif", data: await sized().avif(AVIF).toBuffer() });
        variants.push({ width, format: "webp", contentType: "image/webp", data: await sized().webp(WEBP).toBuffer() });
      }
      return { ok: true, variants };
    } catch (error) {
      const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
      return { ok: false, message: tooManyPixels ? pixelMessage(maxPixels) : UNREADABLE_PHOTO_MESSAGE };
    }
  });
}
