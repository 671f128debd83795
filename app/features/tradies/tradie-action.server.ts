import type { Database } from "~/db/client.server";
import type { Staff } from "~/features/auth/access.server";
import { fieldErrors } from "~/features/auth/schema";
import { listAreas } from "~/features/catalogue/catalogue.server";
import { readFormData } from "~/features/uploads/form-data.server";
import { uploadLimits } from "~/features/uploads/limits.server";
import { readPhotoField } from "~/features/uploads/photo-field.server";
import { photoSizeMessage } from "~/features/uploads/photos";
import { createTradie, replacePhoto, setPublished, setTradieStatus, setVerified, TradieChangeError, updateTradie } from "./admin.server";
import { textValues } from "./form-schema";
import { statusChangeSchema, tradieFormSchema, tradieFormValues, type TradieInput } from "./schema";
import { TRADIE_STATUS_INFO } from "./statuses";
import { TRADE_OPTIONS } from "./trades";

export type TradieActionResult =
  | { ok: true; intent: string; message: string; id?: number }
  | { ok: false; intent: string; status: 400 | 404 | 409 | 413; message: string; errors?: Record<string, string>; values?: Record<string, unknown> };

const INVALID = "Please check the highlighted fields.";

async function parseProfile(form: FormData): Promise<{ ok: true; input: TradieInput } | { ok: false; errors: Record<string, string>; values: Record<string, unknown> }> {
  const areas = await listAreas();
  const values = tradieFormValues(form);
  const parsed = tradieFormSchema({ trades: TRADE_OPTIONS, areas }).safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error), values: textValues(values) };
}

/** The new-tradie form: on success, the new tradie's id. */
export async function runCreateTradie(db: Database, staff: Staff, form: FormData): Promise<TradieActionResult> {
  const profile = await parseProfile(form);
  if (!profile.ok) return { ok: false, intent: "create", status: 400, message: INVALID, errors: profile.errors, values: profile.values };
  const id = await createTradie(db, { id: staff.id, name: staff.name }, profile.input);
  return { ok: true, intent: "create", id, message: `${profile.input.name} has been added as a draft.` };
}

/** The tradie page's form posts, by intent. The caller has already checked the staff member's role. */
export async function runTradieAction(db: Database, staff: Staff, id: number, form: FormData): Promise<TradieActionResult> {
  const intent = String(form.get("intent") ?? "");
  const actor = { id: staff.id, name: staff.name };
  try {
    switch (intent) {
      case "update": {
        const profile = await parseProfile(form);
        if (!profile.ok) return { ok: false, intent, status: 400, message: INVALID, errors: profile.errors, values: profile.values };
        await updateTradie(db, actor, id, profile.input);
        return { ok: true, intent, message: "Profile saved." };
      }
      case "publish":
      case "unpublish": {
        const tradie = await setPublished(db, actor, id, intent === "publish");
        return { ok: true, intent, message: tradie.published ? `${tradie.name}'s profile is published.` : `${tradie.name}'s profile is no longer public.` };
      }
      case "status": {
        const parsed = statusChangeSchema.safeParse({ status: form.get("status") ?? undefined, note: form.get("note") ?? "" });
        if (!parsed.success) return { ok: false, intent, status: 400, message: INVALID, errors: fieldErrors(parsed.error) };
        const tradie = await setTradieStatus(db, actor, id, parsed.data.status, parsed.data.note);
        return { ok: true, intent, message: `${tradie.name} is now ${TRADIE_STATUS_INFO[parsed.data.status].label.toLowerCase()}.` };
      }
      case "verify":
      case "unverify": {
        const tradie = await setVerified(db, actor, id, intent === "verify");
        return { ok: true, intent, message: tradie.verifiedAt ? `${tradie.name} now shows the verified badge.` : `The verified badge has been removed from ${tradie.name}.` };
      }
      case "photo": {
        const photo = await readPhotoField(form, "photo", uploadLimits());
        if (!photo.ok) return { ok: false, intent, status: 400, message: photo.message, errors: { photo: photo.message } };
        if (!photo.variants) return { ok: false, intent, status: 400, message: "Choose a photo to upload.", errors: { photo: "Choose a photo to upload" } };
        await replacePhoto(db, actor, id, photo.variants);
        return { ok: true, intent, message: "Photo updated." };
      }
      case "remove-photo":
        await replacePhoto(db, actor, id, null);
        return { ok: true, intent, message: "Photo removed." };
      default:
        return { ok: false, intent, status: 400, message: "That change is not one we know how to make." };
    }
  } catch (error) {
    if (error instanceof TradieChangeError) return { ok: false, intent, status: error.status, message: error.message };
    throw error;
  }
}

/** Room for the other fields and the multipart framing beside a photo. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;

/** Reads the tradie page's form post (a photo upload included) within the size limit, then runs it. */
export async function tradieAction(db: Database, staff: Staff, id: number, request: Request): Promise<TradieActionResult> {
  const { maxBytes } = uploadLimits();
  const read = await readFormData(request, maxBytes + FORM_ALLOWANCE_BYTES);
  if (!read.ok) {
    if (read.reason === "malformed") return { ok: false, intent: "", status: 400, message: "We could not read the form. Please try again." };
    return { ok: false, intent: "photo", status: 413, message: photoSizeMessage(maxBytes), errors: { photo: photoSizeMessage(maxBytes) } };
  }
  return runTradieAction(db, staff, id, read.form);
}
