import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/** A text's wording before its fields are filled: five segments' worth is plenty (docs/decisions/0191). */
export const TEXT_WORDING_MAX = 640;
const EMAIL_WORDING_MAX = 4_000;
const SUBJECT_MAX = 200;

/** What the editor posts: the subject (emails) and the wording. Unknown and missing fields are checked against the message (wording.ts). */
export const wordingSchema = z.object({
  subject: safeText("The subject").trim().max(SUBJECT_MAX, `Keep the subject to ${SUBJECT_MAX} characters`).optional(),
  body: safeText("The wording")
    .trim()
    .min(1, "Write the wording")
    .max(EMAIL_WORDING_MAX, `Keep the wording to ${EMAIL_WORDING_MAX} characters`),
});
