import { and, eq } from "drizzle-orm";
import { sitesTable } from "~/features/customers/tables";
import { recordCustomerEvents } from "~/features/leads/timeline.server";
import { insertLead } from "~/features/leads/leads.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { leadNotificationEmail } from "~/features/quote-requests/quote-emails.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { DomainError } from "~/lib/domain-error";
import type { Database } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import type { HubView } from "./view.server";
import type { NewWork } from "./new-work-schema";

/**
 * A request from the customer's hub (issue 45, item 3): a lead with the source "customer hub",
 * filed under them at their chosen site with their details as we hold them, on its timeline, and
 * the team emailed as for any request, in one transaction.
 */
export async function askForNewWork(
  db: Database,
  customerId: number,
  customer: Pick<HubView, "name" | "email" | "phone">,
  input: NewWork,
  settings: BusinessSettings,
  now = new Date(),
): Promise<number> {
  const leadId = await db.transaction(async (tx) => {
    const [site] = await tx
      .select({ address: sitesTable.address, suburb: sitesTable.suburb })
      .from(sitesTable)
      .where(and(eq(sitesTable.id, input.siteId), eq(sitesTable.customerId, customerId)));
    if (!site) throw new DomainError("Choose one of your addresses.", { status: 400, field: "siteId" });
    const details = {
      service: input.service,
      preferredDate: input.preferredDate,
      preferredTime: input.preferredTime,
      message: input.message,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      ...site,
    };
    const lead = await insertLead(tx, details, { key: null, requestHash: "" }, "customer-hub");
    if (!lead) throw new Error("a lead without an idempotency key was not stored");
    await recordCustomerEvents(tx, { id: null, name: customer.name }, [
      { leadId: lead.id, kind: "entered", detail: "Asked for from the customer's own page" },
    ]);
    if (settings.notificationEmails.length > 0)
      await queueEmails(tx, [leadNotificationEmail({ ...details, id: lead.id }, settings, now, `${publicUrl()}/admin/leads/${lead.id}`)]);
    return lead.id;
  });
  notifyOutbox();
  return leadId;
}
