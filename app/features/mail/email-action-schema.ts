import { recordIdField } from "~/lib/record-id";
import { z } from "~/lib/zod";

/* The outbox page's forms: which email (isomorphic). */

export const emailIdForm = z.object({ emailId: recordIdField("Choose an email.") });
