import { photoSizeMessage } from "./photos";
import { processPhoto, type PhotoVariant } from "./process-photo.server";

export type PhotoField = { ok: true; variants: PhotoVariant[] | null } | { ok: false; message: string };

/**
 * The optional photo in a form post: nothing chosen gives null; a file of the wrong kind or
 * size gives the message to show beside the field.
 */
export async function readPhotoField(form: FormData, name: string, limits: { maxBytes: number; maxPixels: number }): Promise<PhotoField> {
  const value = form.get(name);
  if (value === null || value === "") return { ok: true, variants: null };
  if (typeof value === "string") return { ok: false, message: "Send the photo as a file upload" };
  if (value.size === 0 && value.name === "") return { ok: true, variants: null };
  if (value.size === 0) return { ok: false, message: "The photo file is empty. Please choose it again." };
  if (value.size > limits.maxBytes) return { ok: false, message: photoSizeMessage(limits.maxBytes) };
  const processed = await processPhoto(new Uint8Array(await value.arrayBuffer()), limits.maxPixels);
  return processed.ok ? { ok: true, variants: processed.variants } : processed;
}
