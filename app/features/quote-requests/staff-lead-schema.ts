import { STAFF_LEAD_SOURCES } from "~/features/leads/sources";
import { z } from "~/lib/zod";
import { submittedValues } from "~/lib/submitted-values";
import { quoteRequestSchema, quoteSubmissionSchema } from "./schema";

/** A contact field that may be left empty (stored as ""), checked with the public form's message when filled in. */
function unlessEmpty<T extends z.core.$ZodType<string>>(field: T) {
  return z
    .preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.optional(field))
    .transform((value): string => value ?? "");
}

/** A choice that may be left as "Not asked". */
const unlessEmptyChoice = <T extends z.core.$ZodType>(field: T) => z.preprocess((value) => (value === "" ? undefined : value), field);

const ONE_WAY_TO_REACH = "Enter a phone number or an email address";

/**
 * A phone, walk-in or email enquiry entered by staff: the public quote form's fields with its
 * messages (one schema), where it came from, and whether to send the customer the confirmation
 * email (off unless ticked: the customer is often still on the phone). Unlike the public form
 * it needs one way to reach the person, a phone number or an email, not both (issue 40, item 8):
 * a caller may have no email, and a walk-in may give only one.
 */
export const staffLeadSchema = z
  // The quote request's fields (zod/mini, decision 0238) in a classic object, for its refinement.
  .strictObject({
    ...quoteRequestSchema.shape,
    contactPreference: unlessEmptyChoice(quoteSubmissionSchema.shape.contactPreference),
    email: unlessEmpty(quoteRequestSchema.shape.email),
    phone: unlessEmpty(quoteRequestSchema.shape.phone),
    source: z.enum(STAFF_LEAD_SOURCES, { error: "Choose how the enquiry came in" }),
    emailCustomer: z
      .literal("yes")
      .optional()
      .transform((v) => v === "yes"),
  })
  .superRefine((lead, context) => {
    if (!lead.email && !lead.phone) {
      context.addIssue({ code: "custom", path: ["phone"], message: ONE_WAY_TO_REACH });
      context.addIssue({ code: "custom", path: ["email"], message: ONE_WAY_TO_REACH });
    } else if (lead.emailCustomer && !lead.email)
      context.addIssue({ code: "custom", path: ["email"], message: "Enter the customer's email to send them the confirmation" });
  });

export type StaffLeadInput = z.output<typeof staffLeadSchema>;

/** What the schema reads from the posted form: its own fields only (the form also carries its intent). */
export const staffLeadFormValues = (form: FormData) => submittedValues(form, Object.keys(staffLeadSchema.shape));
