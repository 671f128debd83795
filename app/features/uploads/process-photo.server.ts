import sharp from "sharp";
import { PHOTO_TYPE_MESSAGE, PHOTO_WIDTHS } from "./photos";

export interface PhotoVariant {
  width: number;
  contentType: string;
  data: Buffer;
}

export type ProcessedPhoto = { ok: true; variants: PhotoVariant[] } | { ok: false; message: string };

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
export const UNREADABLE_PHOTO_MESSAGE = "We could not read that photo. Please choose another JPEG, PNG or WebP image.";

/**
 * Checks an upload by its content (not its name or declared type) and makes the web sizes:
 * square, turned the right way up, every embedded detail (camera, GPS position) dropped,
 * as WebP. `maxPixels` stops a small file that decodes into an enormous image.
 */
export async function processPhoto(bytes: Uint8Array, maxPixels: number): Promise<ProcessedPhoto> {
  const input = { limitInputPixels: maxPixels, failOn: "error" } as const;
  const tooManyPixels = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
  const pixelMessage = `The photo has too many pixels. Please choose one of at most ${maxPixels.toLocaleString("en-NZ")} pixels.`;
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, input).metadata());
  } catch (error) {
    return { ok: false, message: tooManyPixels(error) ? pixelMessage : PHOTO_TYPE_MESSAGE };
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, message: PHOTO_TYPE_MESSAGE };
  try {
    const variants = await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        contentType: "image/webp",
        data: await sharp(bytes, input).rotate().resize(width, width, { fit: "cover", position: "attention" }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { ok: true, variants };
  } catch (error) {
    return { ok: false, message: tooManyPixels(error) ? pixelMessage : UNREADABLE_PHOTO_MESSAGE };
  }
}
