import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import type { Database } from "~/platform/db/database";
import { notifyTexts } from "./outbox.server";
import { markRepliesRead, sendStaffText, type FileStaffText } from "./inbox.server";
import { confirmTextSent, resendText } from "./text-admin.server";

const textSchema = z.object({ textId: recordIdField("Choose a text.") });

/** A text from staff: to a number, about a record when sent from its page. */
const staffTextSchema = z.object({
  to: safeText("The number").trim().min(1, "Enter the number to text").max(40, "Enter a phone number of at most 40 characters"),
  body: safeText("The text").trim().min(1, "Write the text").max(640, "Keep a text to 640 characters (five segments at most)"),
  subjectType: z.enum(["job", "lead", "customer"], "Send the text from a job, lead or customer page").optional(),
  subjectId: recordIdField("Choose the record the text is about.").optional(),
});

const readSchema = z.object({
  from: safeText("The number").trim().max(40, "Enter a phone number of at most 40 characters").optional(),
});

/** What staff do to a text: send it again now, or say that one which may have gone out did. */
export function textIntents<Permission extends string>(db: Database): FormIntents<StaffActor, Permission> {
  return {
    "resend-text": intent(textSchema, async (input, { actor }) => {
      await resendText(db, actor, input.textId);
      notifyTexts();
      return "The text is being sent again now.";
    }),
    "confirm-text-sent": intent(textSchema, async (input, { actor }) => {
      await confirmTextSent(db, actor, input.textId);
      return "The text is marked as sent: it will not be sent again.";
    }),
    ...staffTextIntents<Permission>(db),
    "mark-read": intent(readSchema, async (input) => {
      await markRepliesRead(db, input.from || undefined);
      return "Marked as read.";
    }),
  };
}

/** "Send a text" on a lead, job or customer page, and a reply from the inbox. */
export function staffTextIntents<Permission extends string>(db: Database, fileOn?: FileStaffText): FormIntents<StaffActor, Permission> {
  return {
    "send-text": intent(staffTextSchema, async (input, { actor }) => {
      await sendStaffText(db, actor, input, fileOn);
      notifyTexts();
      return "The text is on its way.";
    }),
  };
}
