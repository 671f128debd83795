/**
 * Tradie photos as the browser sees them (docs/decisions/0040): square WebP variants at a few
 * widths, served from /api/photos with long cache headers. Isomorphic.
 */
export const PHOTO_WIDTHS = [128, 256, 512] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

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

export function photoUrl(photoId: string, width: PhotoWidth): string {
  return `/api/photos/${photoId}/${width}.webp`;
}

export function photoSrcSet(photoId: string): string {
  return PHOTO_WIDTHS.map((w) => `${photoUrl(photoId, w)} ${w}w`).join(", ");
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
