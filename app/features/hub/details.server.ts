import { updateSiteAccessNotes } from "~/features/customers/admin.server";
import { CONTACT_PREFERENCES } from "~/features/customers/contact-preference";
import { updateOwnDetails } from "~/features/customers/own-details.server";
import { siteNotesSchema } from "~/features/customers/site-schema";
import { quoteRequestSchema } from "~/features/quote-requests/schema";
import { intent } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { z } from "~/lib/zod";
import type { Database } from "~/platform/db/database";
import type { Hub } from "./respond.server";

/** Their email and phone with the quote form's own rules and messages, and how we keep them posted. */
const ownDetailsSchema = z.object({
  email: quoteRequestSchema.shape.email,
  phone: quoteRequestSchema.shape.phone,
  contactPreference: z.enum(CONTACT_PREFERENCES, "Choose email, text or both"),
});

const detailsValues = (form: FormData) => submittedValues(form, Object.keys(ownDetailsSchema.shape));

/** The customer as the actor of a change they make on their own page, in the audit log. */
const hubActor = (hub: Hub) => ({ id: `customer-hub:${hub.customerId}`, name: `${hub.name} (customer, own page)` });

/** "Your details" on the hub (issue 45, item 3): changed through the customers feature's own services. */
export function hubDetailsIntents(db: Database, hub: Hub) {
  return {
    details: intent(
      ownDetailsSchema,
      async (input) => {
        const changed = await updateOwnDetails(db, hubActor(hub), hub.customerId, {
          email: input.email.trim(),
          phone: input.phone.trim(),
          contactPreference: input.contactPreference,
        });
        return changed ? "Thanks: your details are updated." : "Your details are as they were: nothing needed changing.";
      },
      { values: detailsValues },
    ),
    "site-notes": intent(
      siteNotesSchema,
      async (input) => {
        await updateSiteAccessNotes(db, hubActor(hub), hub.customerId, input.siteId, input.accessNotes);
        return "Thanks: the notes on getting in are saved for every visit there.";
      },
      { values: (form) => ({ siteId: String(form.get("siteId") ?? "") }) },
    ),
  };
}
