import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { recordIdField } from "~/lib/record-id";
import { z } from "~/lib/zod";
import type { Database } from "~/platform/db/database";
import { notifyTexts } from "./outbox.server";
import { confirmTextSent, resendText } from "./text-admin.server";

const textSchema = z.object({ textId: recordIdField("Choose a text.") });

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
  };
}
