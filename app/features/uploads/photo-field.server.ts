import { photoSizeMessage } from "./photos";
import { inspectPhoto, processPhoto, type InspectedPhoto, type PhotoVariant } from "./process-photo.server";

type Limits = { maxBytes: number; maxPixels: number };
export type CheckedPhotoField = { ok: true; photo: Extract<InspectedPhoto, { ok: true }> | null } | { ok: false; message: string };
export type PhotoField = { ok: true; variants: PhotoVariant[] | null } | { ok: false; message: string };

/**
 * The optional photo in a form post, checked cheaply (size, then the image header): nothing
 * chosen gives null; a file of the wrong kind, size or pixel count gives the message to show
 * beside the field. Nothing is decoded, so this can run before the rest of the form is known
 * to be valid.
 */
export async function checkPhotoField(form: FormData, name: string, limits: Limits): Promise<CheckedPhotoField> {
  const value = form.get(name);
  if (value === null || value === "") return { ok: true, photo: null };
  if (typeof value === "string") return { ok: false, message: "Send the photo as a file upload" };
  if (value.size === 0 && value.name === "") return { ok: true, photo: null };
  if (value.size === 0) return { ok: false, message: "The photo file is empty. Please choose it again." };
  if (value.size > limits.maxBytes) return { ok: false, message: photoSizeMessage(limits.maxBytes) };
  const inspected = await inspectPhoto(new Uint8Array(await value.arrayBuffer()), limits.maxPixels);
  return inspected.ok ? { ok: true, photo: inspected } : inspected;
}

/** Decodes a checked photo into its web sizes; call once everything else about the request is known to be fine. */
export async function decodePhotoField(checked: CheckedPhotoField & { ok: true }, limits: Limits): Promise<PhotoField> {
  if (!checked.photo) return { ok: true, variants: null };
  const processed = await processPhoto(checked.photo, limits.maxPixels);
  return processed.ok ? { ok: true, variants: processed.variants } : processed;
}

/** Both steps at once, for forms with nothing else to check first. */
export async function readPhotoField(form: FormData, name: string, limits: Limits): Promise<PhotoField> {
  const checked = await checkPhotoField(form, name, limits);
  return checked.ok ? decodePhotoField(checked, limits) : checked;
}
