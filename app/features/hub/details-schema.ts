import { CONTACT_PREFERENCES } from "~/features/customers/contact-preference";
import { quoteRequestSchema } from "~/features/quote-requests/schema";
import { z } from "~/lib/zod";

/** Their email and phone with the quote form's own rules and messages, and how we keep them posted. */
export const ownDetailsForm = z.object({
  email: quoteRequestSchema.shape.email,
  phone: quoteRequestSchema.shape.phone,
  contactPreference: z.enum(CONTACT_PREFERENCES, "Choose email, text or both"),
});
