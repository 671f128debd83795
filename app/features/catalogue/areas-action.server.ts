import type { Database } from "~/platform/db/database";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntent, type FormIntents } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { areaErrors, areaInputFromForm } from "./area-form";
import { areaEditSchema, type AreaEdit } from "./area-schema";
import type { AreaRenamed } from "./area-rename.server";
import { createArea, updateArea } from "./areas-admin.server";

/* The area pages' forms (the actions need areas.edit; catalogue sits below auth, so the permission names come from the caller). */
type Added = { id?: number };

function areaForm<P extends string>(
  save: (edit: AreaEdit, actor: StaffActor) => Promise<string | { message: string; id: number }>,
): FormIntent<StaffActor, P, Added> {
  return intent(areaEditSchema, (input, { actor }) => save(input, actor), {
    input: areaInputFromForm,
    errors: areaErrors,
    invalidMessage: "Please correct the highlighted fields.",
    values: submittedValues,
  });
}

export function areaIntents<P extends string>(db: Database, id: number, renameCoverage: AreaRenamed): FormIntents<StaffActor, P, Added> {
  return {
    update: areaForm(
      async (edit, actor) =>
        `${(await updateArea(db, actor, id, edit, renameCoverage)).name} has been saved. The website shows the change now.`,
    ),
  };
}

export function addAreaIntents<P extends string>(db: Database): FormIntents<StaffActor, P, Added> {
  return {
    create: areaForm(async (edit, actor) => {
      const area = await createArea(db, actor, edit);
      return { id: area.id, message: `${area.name} has been added.` };
    }),
  };
}
