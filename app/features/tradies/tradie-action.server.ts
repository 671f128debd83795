import type { Database } from "~/platform/db/database";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { listAreas } from "~/features/catalogue/catalogue.server";
import { getConfig } from "~/platform/config.server";
import { readPhotoField } from "~/features/uploads/photo-field.server";
import { photoSizeMessage } from "~/features/uploads/photos";
import { DomainError } from "~/lib/domain-error";
import { intent, type ActionFailure, type FormIntent, type FormIntents, type IntentContext, type Outcome } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import { createTradie, replacePhoto, setPublished, setTradieStatus, setVerified, updateTradie } from "./admin.server";
import { textValues } from "./form-schema";
import { statusChangeSchema, tradieFormSchema, tradieFormValues, type TradieInput } from "./schema";
import { tradieStatuses } from "./statuses";
import { TRADE_OPTIONS } from "./trades";

type Typed = Record<string, unknown>;

type Created = { id?: number };
type TradieIntent = FormIntent<Staff, Permission, Created, Typed>;
type TradieIntents = FormIntents<Staff, Permission, Created, Typed>;

/** The admin tradie form, checked against today's areas; a refused form comes back as typed. */
async function profileIntent(run: (input: TradieInput, context: IntentContext<Staff>) => Promise<Outcome<Created>>): Promise<TradieIntent> {
  const schema = tradieFormSchema({ trades: TRADE_OPTIONS, areas: await listAreas() });
  return intent(schema, run, { input: tradieFormValues, values: (form) => textValues(tradieFormValues(form)) });
}

/** The new-tradie form: on success, the new tradie's id. */
export async function createTradieIntents(db: Database): Promise<TradieIntents> {
  return {
    create: await profileIntent(async (input, { actor }) => {
      const id = await createTradie(db, actor, input);
      return { id, message: `${input.name} has been added as a draft.` };
    }),
  };
}

/** A photo too large for the upload limit: refused by the server's body guard, answered beside the photo field. */
export function photoTooLarge(read: { reason: string }): Partial<ActionFailure<Typed>> {
  if (read.reason !== "too-large") return {};
  const message = photoSizeMessage(getConfig().uploads.maxBytes);
  return { intent: "photo", message, errors: { photo: message } };
}

/** The tradie page's forms, by intent. */
export async function tradieIntents(db: Database, id: number): Promise<TradieIntents> {
  const publish = (published: boolean): TradieIntent =>
    intent(noFieldsForm, async (_input, { actor }) => {
      const tradie = await setPublished(db, actor, id, published);
      return tradie.published ? `${tradie.name}'s profile is published.` : `${tradie.name}'s profile is no longer public.`;
    });
  const verify = (verified: boolean): TradieIntent =>
    intent(noFieldsForm, async (_input, { actor }) => {
      const tradie = await setVerified(db, actor, id, verified);
      return tradie.verifiedAt
        ? `${tradie.name} now shows the verified badge.`
        : `The verified badge has been removed from ${tradie.name}.`;
    });
  return {
    update: await profileIntent(async (input, { actor }) => (await updateTradie(db, actor, id, input), "Profile saved.")),
    publish: publish(true),
    unpublish: publish(false),
    status: intent(
      statusChangeSchema,
      async (input, { actor }) => {
        const tradie = await setTradieStatus(db, actor, id, input.status, input.note);
        return `${tradie.name} is now ${tradieStatuses.labels[input.status].toLowerCase()}.`;
      },
      { input: (form) => ({ status: form.get("status") ?? undefined, note: form.get("note") ?? "" }) },
    ),
    verify: verify(true),
    unverify: verify(false),
    photo: intent(noFieldsForm, async (_input, { actor, form }) => {
      const photo = await readPhotoField(form, "photo", getConfig().uploads);
      if (!photo.ok) throw new DomainError(photo.message, { status: 400, field: "photo" });
      if (!photo.variants) throw new DomainError("Choose a photo to upload.", { status: 400, field: "photo" });
      await replacePhoto(db, actor, id, photo.variants);
      return "Photo updated.";
    }),
    "remove-photo": intent(noFieldsForm, async (_input, { actor }) => (await replacePhoto(db, actor, id, null), "Photo removed.")),
  };
}
