/**
 * Photos as the browser sees them (docs/decisions/0040, 0116): square variants at a few widths,
 * each in AVIF and WebP, served from /api/photos with long cache headers. Isomorphic.
 */
export const PHOTO_WIDTHS = [128, 256, 512, 1024] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** AVIF first: the smaller, for browsers that take it; WebP for the rest (and every photo stored before 0116). */
const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** What people may upload; the server checks the bytes themselves, not the name or the browser's label. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
const ACCEPTED_TYPES = PHOTO_ACCEPT.split(",");

export const PHOTO_TYPE_MESSAGE = "The photo must be a JPEG, PNG or WebP image";

export function photoSizeMessage(maxBytes: number): string {
  return `The photo must be ${formatMegabytes(maxBytes)} or smaller`;
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export function isPhotoWidth(value: number): value is PhotoWidth {
  return (PHOTO_WIDTHS as readonly number[]).includes(value);
}

export function isPhotoFormat(value: string): value is PhotoFormat {
  return (PHOTO_FORMATS as readonly string[]).includes(value);
}

export function photoUrl(photoId: string, width: PhotoWidth, format: PhotoFormat = "webp"): string {
  return `/api/photos/${photoId}/${width}.${format}`;
}

/** Every width of the photo in one format, for `srcset` (the browser picks by `sizes`). */
export function photoSrcSet(photoId: string, format: PhotoFormat = "webp"): string {
  return PHOTO_WIDTHS.map((w) => `${photoUrl(photoId, w, format)} ${w}w`).join(", ");
}

/**
 * The stored variant to serve for a wanted width and format: that one if it exists, otherwise
 * the nearest width in the same format, otherwise the nearest width in any format (a tie goes
 * to the larger, which looks better scaled down than the smaller scaled up). Photos stored
 * before decision 0116 have WebP at 128, 256 and 512 only, and keep working at every address.
 */
export function closestVariant<T extends { width: number; format: string }>(
  variants: readonly T[],
  width: number,
  format: string,
): T | undefined {
  const nearest = (candidates: readonly T[]) =>
    candidates.reduce<T | undefined>((best, v) => {
      if (!best) return v;
      const [d, bestD] = [Math.abs(v.width - width), Math.abs(best.width - width)];
      return d < bestD || (d === bestD && v.width > best.width) ? v : best;
    }, undefined);
  return nearest(variants.filter((v) => v.format === format)) ?? nearest(variants);
}

/**
 * The browser's quick check before a photo is sent: nothing chosen is fine (photos are
 * optional); a wrong type or size gets the same words the server would use.
 */
export function photoFileProblem(
  file: { name: string; size: number; type: string } | null | undefined,
  maxBytes: number,
): string | undefined {
  if (!file || (file.size === 0 && file.name === "")) return undefined;
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > maxBytes) return photoSizeMessage(maxBytes);
  if (file.size === 0) return "The photo file is empty. Please choose it again.";
  return undefined;
}
