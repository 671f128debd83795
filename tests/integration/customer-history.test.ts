import { describe, expect, it } from "vitest";
import { invoicesForCustomer, paymentsForCustomer } from "~/features/invoices/customer-history.server";
import { recordPayment } from "~/features/invoices/payments.server";
import { jobsForCustomer } from "~/features/jobs/list.server";
import { leadsTable } from "~/features/leads/tables";
import { quotesForCustomer } from "~/features/quotes/list.server";
import { createQuoteFromLead, saveQuoteDraft } from "~/features/quotes/quotes.server";
import { sendQuote } from "~/features/quotes/send.server";
import { reviewsForCustomer } from "~/features/reviews/reviews.server";
import { reviewsTable } from "~/features/reviews/tables";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { addDays, todayInAuckland } from "~/lib/clock";
import { eq } from "drizzle-orm";
import { sentInvoice } from "../helpers/card-payments";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * A customer's whole history (issue 40, item 10): the quotes, jobs, invoices, payments and
 * reviews of their requests, each customer's own, read for two customers whose records differ.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

async function customerWithWork(name: string, email: string, invoiceCents: number, paidCents: number, rating: number) {
  const { leadId, jobId, invoiceId } = await sentInvoice(db(), email, invoiceCents, name);
  const [{ customerId }] = await db().select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, leadId));
  const { id: quoteId } = await createQuoteFromLead(db(), STAFF, leadId, DEFAULT_SETTINGS.quoting);
  await saveQuoteDraft(db(), STAFF, quoteId, {
    lines: [{ kind: "item", description: "Gutter clean", quantity: 1, unitPriceCents: invoiceCents, amountsAre: "inclusive" }],
    amountsAre: "inclusive",
    scope: "",
    terms: "",
    validUntil: addDays(todayInAuckland(), 30),
    discount: null,
    deposit: { kind: "none" },
    followUps: false,
  });
  await sendQuote(db(), STAFF, quoteId, { ...DEFAULT_SETTINGS, notificationEmails: [] });
  await recordPayment(
    db(),
    STAFF,
    invoiceId,
    { amountCents: paidCents, paidOn: todayInAuckland(), method: "bank_transfer", reference: `${name} ref`, sendReceipt: false },
    INVOICE_SETTINGS,
  );
  await db()
    .insert(reviewsTable)
    .values({
      jobId,
      source: "site",
      writtenOn: todayInAuckland(),
      rating,
      text: `${name} says hello`,
      firstName: name,
      consent: false,
      status: "private",
    });
  return { customerId: customerId!, leadId, jobId, invoiceId, quoteId };
}

describe("a customer's history", () => {
  it("lists each customer's own quotes, jobs, invoices, payments and reviews", async () => {
    const aroha = await customerWithWork("Aroha History", "aroha.history@example.co.nz", 20_000, 5_000, 5);
    const ben = await customerWithWork("Ben History", "ben.history@example.co.nz", 33_300, 33_300, 3);
    expect(aroha.customerId).not.toBe(ben.customerId);
    // Exactly each one's own records, none of the other's.
    for (const who of [aroha, ben]) {
      const [quotes, jobs, invoices, payments, reviews] = await Promise.all([
        quotesForCustomer(db(), who.customerId),
        jobsForCustomer(db(), who.customerId),
        invoicesForCustomer(db(), who.customerId),
        paymentsForCustomer(db(), who.customerId),
        reviewsForCustomer(db(), who.customerId),
      ]);
      expect(quotes.map((q) => q.href)).toEqual([`/admin/quotes/${who.quoteId}`]);
      expect(jobs.map((j) => j.href)).toEqual([`/admin/jobs/${who.jobId}`]);
      expect(invoices.map((i) => i.href)).toEqual([`/admin/invoices/${who.invoiceId}`]);
      expect(payments.map((p) => p.href)).toEqual([`/admin/invoices/${who.invoiceId}`]);
      expect(reviews.map((r) => r.href)).toEqual([`/admin/jobs/${who.jobId}`]);
    }
    const [arohaInvoice] = await invoicesForCustomer(db(), aroha.customerId);
    const [benInvoice] = await invoicesForCustomer(db(), ben.customerId);
    expect([arohaInvoice.amountCents, arohaInvoice.status]).toEqual([20_000, "Part paid"]);
    expect([benInvoice.amountCents, benInvoice.status]).toEqual([33_300, "Paid"]);
    const [arohaPayment] = await paymentsForCustomer(db(), aroha.customerId);
    expect(arohaPayment).toMatchObject({ amountCents: 5_000, about: "Bank transfer, Aroha History ref", status: "Paid" });
    expect((await reviewsForCustomer(db(), ben.customerId))[0]).toMatchObject({ label: "3 stars", about: "Ben History says hello" });
    expect((await quotesForCustomer(db(), aroha.customerId))[0]).toMatchObject({ amountCents: 20_000, status: "Sent" });
    expect((await quotesForCustomer(db(), ben.customerId))[0]).toMatchObject({ amountCents: 33_300 });
  });
});
