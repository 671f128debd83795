import { STAFF_LEAD_SOURCES } from "~/features/leads/sources";
import { z } from "~/lib/zod";
import { submittedValues } from "~/lib/submitted-values";
import { quoteRequestSchema } from "./schema";

/**
 * A phone, walk-in or email enquiry entered by staff: the public quote form's fields with its
 * messages (one schema), where it came from, and whether to send the customer the confirmation
 * email (off unless ticked: the customer is often still on the phone).
 */
export const staffLeadSchema = quoteRequestSchema.extend({
  source: z.enum(STAFF_LEAD_SOURCES, { error: "Choose how the enquiry came in" }),
  emailCustomer: z
    .literal("yes")
    .optional()
    .transform((v) => v === "yes"),
});

export type StaffLeadInput = z.output<typeof staffLeadSchema>;

/** What the schema reads from the posted form: its own fields only (the form also carries its intent). */
export const staffLeadFormValues = (form: FormData) => submittedValues(form, Object.keys(staffLeadSchema.shape));
