import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/* The texts pages' forms: which text, a text from staff, and marking replies read (isomorphic). */

export const textIdForm = z.object({ textId: recordIdField("Choose a text.") });

/** A text from staff: to a number, about a record when sent from its page. */
export const staffTextForm = z.object({
  to: safeText("The number").trim().min(1, "Enter the number to text").max(40, "Enter a phone number of at most 40 characters"),
  body: safeText("The text").trim().min(1, "Write the text").max(640, "Keep a text to 640 characters (five segments at most)"),
  subjectType: z.enum(["job", "lead", "customer"], "Send the text from a job, lead or customer page").optional(),
  subjectId: recordIdField("Choose the record the text is about.").optional(),
});

export const markRepliesReadForm = z.object({
  from: safeText("The number").trim().max(40, "Enter a phone number of at most 40 characters").optional(),
});
