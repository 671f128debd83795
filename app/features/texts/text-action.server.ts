import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import type { Database } from "~/platform/db/database";
import { notifyTexts } from "./outbox.server";
import { markRepliesRead, sendStaffText, type FileStaffText } from "./inbox.server";
import { confirmTextSent, resendText } from "./text-admin.server";
import { markRepliesReadForm, staffTextForm, textIdForm } from "./text-action-schema";

/** What staff do to a text: send it again now, or say that one which may have gone out did. */
export function textIntents<Permission extends string>(db: Database): FormIntents<StaffActor, Permission> {
  return {
    "resend-text": intent(textIdForm, async (input, { actor }) => {
      await resendText(db, actor, input.textId);
      notifyTexts();
      return "The text is being sent again now.";
    }),
    "confirm-text-sent": intent(textIdForm, async (input, { actor }) => {
      await confirmTextSent(db, actor, input.textId);
      return "The text is marked as sent: it will not be sent again.";
    }),
    ...staffTextIntents<Permission>(db),
    "mark-read": intent(markRepliesReadForm, async (input) => {
      await markRepliesRead(db, input.from || undefined);
      return "Marked as read.";
    }),
  };
}

/** "Send a text" on a lead, job or customer page, and a reply from the inbox. */
export function staffTextIntents<Permission extends string>(db: Database, fileOn?: FileStaffText): FormIntents<StaffActor, Permission> {
  return {
    "send-text": intent(staffTextForm, async (input, { actor }) => {
      await sendStaffText(db, actor, input, fileOn);
      notifyTexts();
      return "The text is on its way.";
    }),
  };
}
