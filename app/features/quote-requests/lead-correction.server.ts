import type { Database } from "~/platform/db/database";
import { editLeadDetails } from "~/features/leads/changes.server";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { todayInAuckland } from "~/lib/clock";
import { intent, type FormIntents } from "~/lib/form-action";
import { leadCorrectionSchema } from "./schema";

const FIELDS = Object.keys(leadCorrectionSchema.shape);

/** What the schema reads: the correction form's own fields (it also carries its intent). */
function correctionValues(form: FormData): Record<string, string> {
  return Object.fromEntries(FIELDS.flatMap((name) => (typeof form.get(name) === "string" ? [[name, form.get(name) as string]] : [])));
}

/** The lead page's "Correct the details" form, checked with the quote form's rules and messages. */
export function leadCorrectionIntents(db: Database, id: number): FormIntents<Staff, Permission> {
  return {
    edit: intent(
      leadCorrectionSchema,
      async (input, { actor }) => {
        const changed = await editLeadDetails(db, actor, id, input, todayInAuckland());
        return changed.length === 0 ? "Nothing was changed." : "The lead's details have been corrected.";
      },
      { input: correctionValues, values: correctionValues },
    ),
  };
}
