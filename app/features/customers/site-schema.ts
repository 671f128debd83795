import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

const ACCESS_NOTES_MAX = 1000;

/** The customer page's one form: a site's access notes. Isomorphic. */
export const siteNotesSchema = z.object({
  siteId: recordIdField("Choose a site of this customer."),
  accessNotes: safeText("Access notes").trim().max(ACCESS_NOTES_MAX, `Keep the access notes under ${ACCESS_NOTES_MAX} characters.`),
});
