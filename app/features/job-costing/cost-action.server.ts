import type { Permission } from "~/features/auth/permissions";
import { readPhotoField } from "~/features/uploads/photo-field.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { intent, type FormIntents } from "~/lib/form-action";
import { formatMoney } from "~/lib/money";
import { getConfig } from "~/platform/config.server";
import type { Database } from "~/platform/db/database";
import { addMaterial, removeMaterial, type MaterialAuthor } from "./materials.server";
import { setCostRate } from "./rates.server";
import { costRateSchema, materialFromForm, materialSchema, type MaterialInput } from "./schema";
import { removeMaterialForm } from "./schema";

/*
 * The forms of job costing (docs/decisions/0216): a tradie's cost rate on their admin page, and
 * materials on the staff job page and on the tradie's visit in /crew.
 */

/** The receipt photo, checked and re-encoded by the uploads feature; a bad file is a 400 beside the field, before anything is stored. */
async function receiptOf(form: FormData) {
  const photo = await readPhotoField(form, "receipt", getConfig().uploads);
  if (!photo.ok) throw new DomainError(photo.message, { status: 400, field: "receipt" });
  return photo.variants;
}

async function saveMaterial(db: Database, author: MaterialAuthor, jobId: number | null, input: MaterialInput, form: FormData) {
  await addMaterial(db, author, jobId, input, await receiptOf(form));
  return `Material added: ${input.quantity} × ${formatMoney(input.unitCost)}.`;
}

/** The cost-rate form on a tradie's admin page: administrators only. */
export function costRateIntents(db: Database, tradieId: number): FormIntents<StaffActor, Permission> {
  return {
    "cost-rate": intent(
      costRateSchema,
      async ({ rate }, { actor }) => {
        await setCostRate(db, actor, tradieId, rate);
        return `The cost rate is now ${formatMoney(rate)} an hour.`;
      },
      { permission: "costs.rates" },
    ),
  };
}

/** Materials on the staff job page. */
export function staffMaterialIntents(db: Database, jobId: number): FormIntents<StaffActor, Permission> {
  return {
    "add-material": intent(
      materialSchema,
      async (input, { actor, form }) => saveMaterial(db, { kind: "staff", name: actor.name }, jobId, input, form),
      { permission: "costs.change", input: materialFromForm },
    ),
    "remove-material": intent(
      removeMaterialForm,
      async ({ material }) => {
        await removeMaterial(db, jobId, material);
        return "Material removed.";
      },
      { permission: "costs.change" },
    ),
  };
}

/** Materials the tradie bought for the visit they are on. */
export function crewMaterialIntents<T extends { id: number; name: string }>(
  db: Database,
  tradie: T,
  visitId: number,
): FormIntents<T, Permission> {
  return {
    "add-material": intent(
      materialSchema,
      async (input, { form }) => saveMaterial(db, { kind: "tradie", id: tradie.id, name: tradie.name, visitId }, null, input, form),
      { permission: "visits.work", input: materialFromForm },
    ),
  };
}
