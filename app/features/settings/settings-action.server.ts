import type { Database } from "~/platform/db/database";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { settingsErrors, settingsInputFromForm } from "./form";
import { businessSettingsSchema } from "./schema";
import { saveSettings } from "./settings.server";

/** The settings form (one form, no intent field; the action needs settings.edit). */
export function settingsIntents<Permission extends string>(db: Database): FormIntents<StaffActor, Permission> {
  return {
    save: intent(
      businessSettingsSchema,
      async (input, { actor }) => (await saveSettings(db, actor, input), "Settings saved. The website shows them now."),
      {
        input: settingsInputFromForm,
        errors: settingsErrors,
        invalidMessage: "Please correct the highlighted fields.",
        values: submittedValues,
      },
    ),
  };
}
