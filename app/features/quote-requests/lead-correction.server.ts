import type { Database } from "~/platform/db/database";
import { editLeadDetails } from "~/features/leads/details.server";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { todayInAuckland } from "~/lib/clock";
import { intent, type FormIntents } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { leadCorrectionSchema } from "./schema";

/** What the schema reads: the correction form's own fields (it also carries its intent). */
const correctionValues = (form: FormData) => submittedValues(form, Object.keys(leadCorrectionSchema.shape));

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
