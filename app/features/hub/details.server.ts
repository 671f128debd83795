import { updateSiteAccessNotes } from "~/features/customers/admin.server";
import { updateOwnDetails } from "~/features/customers/own-details.server";
import { siteNotesSchema } from "~/features/customers/site-schema";
import { intent } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import type { Database } from "~/platform/db/database";
import type { Hub } from "./respond.server";
import { ownDetailsForm } from "./details-schema";

const detailsValues = (form: FormData) => submittedValues(form, Object.keys(ownDetailsForm.shape));

/** The customer as the actor of a change they make on their own page, in the audit log. */
const hubActor = (hub: Hub) => ({ id: `customer-hub:${hub.customerId}`, name: `${hub.name} (customer, own page)` });

/** "Your details" on the hub (issue 45, item 3): changed through the customers feature's own services. */
export function hubDetailsIntents(db: Database, hub: Hub) {
  return {
    details: intent(
      ownDetailsForm,
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
