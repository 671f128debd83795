import type { Database } from "~/platform/db/database";
import { setContactPreference } from "~/features/customers/contact-preference.server";
import { recordEnteredLead } from "~/features/leads/details.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { getSettings } from "~/features/settings/settings.server";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { currentWordings } from "~/features/message-templates/templates.server";
import { CONFIRMATION, leadConfirmationEmail } from "./quote-emails.server";
import { withServiceOption } from "./service-choice";
import { staffLeadFormValues, staffLeadSchema, type StaffLeadInput } from "./staff-lead-schema";

/**
 * Stores an enquiry staff took by phone, in person or by email, with who entered it. The team
 * is not emailed (they are the ones entering it); the customer gets the usual confirmation
 * only when staff tick the box. The lead and its email commit together.
 */
async function enterStaffLead(db: Database, actor: StaffActor, input: StaffLeadInput): Promise<number> {
  const { source, emailCustomer, contactPreference, ...asEntered } = input;
  const request = withServiceOption(asEntered);
  const settings = emailCustomer ? await getSettings() : undefined;
  const id = await db.transaction(async (tx) => {
    const lead = await recordEnteredLead(tx, actor, request, source);
    // Not asked, a customer keeps their choice; one with no email address is texted (docs/decisions/0176).
    if (contactPreference && lead.customerId) await setContactPreference(tx, lead.customerId, contactPreference);
    if (settings)
      await queueEmails(tx, [leadConfirmationEmail({ ...request, id: lead.id }, settings, await currentWordings(tx, [CONFIRMATION]))]);
    return lead.id;
  });
  if (settings) notifyOutbox();
  return id;
}

/** The new-lead page's one form: on success, the new lead's number. */
export function staffLeadIntents(db: Database): FormIntents<StaffActor, never, { id?: number }> {
  return {
    create: intent(
      staffLeadSchema,
      async (input, { actor }) => {
        const id = await enterStaffLead(db, actor, input);
        return { id, message: `Lead #${id} has been added.` };
      },
      { input: staffLeadFormValues, values: staffLeadFormValues },
    ),
  };
}
