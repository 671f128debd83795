import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import type { Database } from "~/platform/db/database";
import { confirmEmailSent, resendEmail } from "./email-admin.server";
import { notifyOutbox } from "./outbox.server";
import { emailIdForm } from "./email-action-schema";

/** What staff do to an email in trouble, on the outbox and on the email's own page: send it again, or say it went out. */
export function emailIntents<Permission extends string>(db: Database): FormIntents<StaffActor, Permission> {
  return {
    resend: intent(emailIdForm, async (input, { actor }) => {
      await resendEmail(db, actor, input.emailId);
      notifyOutbox();
      return "The email is being sent again now.";
    }),
    "confirm-sent": intent(emailIdForm, async (input, { actor }) => {
      await confirmEmailSent(db, actor, input.emailId);
      return "The email is marked as sent: it will not be sent again.";
    }),
  };
}
