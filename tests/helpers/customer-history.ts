import { eq } from "drizzle-orm";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { recordPayment } from "~/features/invoices/payments.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { insertLead } from "~/features/leads/leads.server";
import { leadsTable } from "~/features/leads/tables";
import { createQuoteFromLead, saveQuoteDraft } from "~/features/quotes/quotes.server";
import { sendQuote } from "~/features/quotes/send.server";
import { reviewsTable } from "~/features/reviews/tables";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "~/platform/db/database";
import { INVOICE_SETTINGS } from "./invoices";
import { STAFF } from "./jobs";

export interface Person {
  name: string;
  email: string;
  phone: string;
  /** The site, as the customer typed it (7 Kauri Road, Albany unless given). */
  address?: string;
  suburb?: string;
}

/** A request from this person, filed under their customer as the quote form files it. */
export async function requestFrom(db: Database, person: Person, service = "Gutter Cleaning") {
  const lead = await db.transaction((tx) =>
    insertLead(
      tx,
      {
        service,
        preferredDate: addDays(todayInAuckland(), 14),
        preferredTime: "10:00 AM",
        address: "7 Kauri Road",
        suburb: "Albany",
        ...person,
        message: "Gutters overflow.",
      },
      { key: null, requestHash: "" },
    ),
  );
  if (!lead) throw new Error("the request was not stored");
  const [{ customerId }] = await db.select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, lead.id));
  if (customerId === null) throw new Error("the request was filed under no customer");
  return { leadId: lead.id, customerId };
}

/**
 * A customer with one of everything on their page (issue 40, item 10): a request with a quote
 * sent, a job, its invoice sent and `paidCents` of it paid by bank transfer, and a review.
 */
export async function customerWithWork(db: Database, person: Person, invoiceCents: number, paidCents: number, rating: number) {
  const { leadId, customerId } = await requestFrom(db, person);
  const { id: quoteId } = await createQuoteFromLead(db, STAFF, leadId, DEFAULT_SETTINGS.quoting);
  await saveQuoteDraft(db, STAFF, quoteId, {
    lines: [{ kind: "item", description: "Gutter clean", quantity: 1, unitPriceCents: invoiceCents, amountsAre: "inclusive" }],
    amountsAre: "inclusive",
    scope: "",
    terms: "",
    validUntil: addDays(todayInAuckland(), 30),
    discount: null,
    deposit: { kind: "none" },
    followUps: false,
  });
  await sendQuote(db, STAFF, quoteId, { ...DEFAULT_SETTINGS, notificationEmails: [] });
  const { id: jobId } = await createJobFromLead(db, STAFF, leadId, { title: `Gutters for ${person.name}`, scope: "" });
  const { id: invoiceId } = await createJobInvoice(db, STAFF, jobId, INVOICE_SETTINGS);
  await saveInvoiceLine(db, STAFF, invoiceId, { description: "Repair", quantity: 1, unitPriceCents: invoiceCents }, INVOICE_SETTINGS);
  await sendInvoice(db, STAFF, invoiceId, INVOICE_SETTINGS);
  await recordPayment(
    db,
    STAFF,
    invoiceId,
    { amountCents: paidCents, paidOn: todayInAuckland(), method: "bank_transfer", reference: `${person.name} ref`, sendReceipt: false },
    INVOICE_SETTINGS,
  );
  await db.insert(reviewsTable).values({
    jobId,
    source: "site",
    writtenOn: todayInAuckland(),
    rating,
    text: `${person.name} says the gutters run clear`,
    firstName: person.name,
    consent: false,
    status: "private",
  });
  return { customerId, leadId, jobId, invoiceId, quoteId };
}
