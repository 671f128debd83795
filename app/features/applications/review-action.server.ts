import type { Database } from "~/platform/db/database";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { intent, type ActionResult, type FormIntents } from "~/lib/form-action";
import { approveSchema, noteSchema, rejectSchema, requestInformationSchema, statusSchema } from "./review-schema";
import { addNote, approveApplication, changeStatus, rejectApplication, requestInformation } from "./review.server";
import { applicationStatuses } from "./statuses";

type Approved = { tradieId?: number };
export type ReviewActionResult = ActionResult<Approved>;

/** The application page's forms, by intent. */
export function reviewIntents(db: Database, id: number): FormIntents<Staff, Permission, Approved> {
  return {
    note: intent(noteSchema, async (input, { actor }) => (await addNote(db, actor, id, input.note), "Note added.")),
    status: intent(statusSchema, async (input, { actor }) => {
      await changeStatus(db, actor, id, input.status, input.note);
      return `Status changed to ${applicationStatuses.labels[input.status].toLowerCase()}.`;
    }),
    "request-information": intent(requestInformationSchema, async (input, { actor }) => {
      await requestInformation(db, actor, id, input);
      return input.emailApplicant ? "Information requested, and the applicant has been emailed." : "Marked as information requested.";
    }),
    approve: intent(approveSchema, async (input, { actor }) => ({
      tradieId: await approveApplication(db, actor, id, input),
      message:
        "Approved. A draft tradie profile has been created: check it, add their insurance and licence expiry dates, then publish it.",
    })),
    reject: intent(rejectSchema, async (input, { actor }) => {
      await rejectApplication(db, actor, id, input);
      return input.emailApplicant
        ? "Rejected, and the applicant has been emailed the reason."
        : "Rejected. The applicant has not been emailed.";
    }),
  };
}
