import { describe, expect, it } from "vitest";
import { invoicesForCustomer, paymentsForCustomer } from "~/features/invoices/customer-history.server";
import { jobsForCustomer } from "~/features/jobs/list.server";
import { quotesForCustomer } from "~/features/quotes/list.server";
import { reviewsForCustomer } from "~/features/reviews/reviews.server";
import { customerWithWork } from "../helpers/customer-history";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * A customer's whole history (issue 40, item 10): the quotes, jobs, invoices, payments and
 * reviews of their requests, each customer's own, read for two customers whose records differ.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

describe("a customer's history", () => {
  it("lists each customer's own quotes, jobs, invoices, payments and reviews", async () => {
    const aroha = await customerWithWork(
      db(),
      { name: "Aroha History", email: "aroha.history@example.co.nz", phone: "021 555 0101" },
      20_000,
      5_000,
      5,
    );
    const ben = await customerWithWork(
      db(),
      { name: "Ben History", email: "ben.history@example.co.nz", phone: "021 555 0202" },
      33_300,
      33_300,
      3,
    );
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
    expect((await reviewsForCustomer(db(), ben.customerId))[0]).toMatchObject({
      label: "3 stars",
      about: "Ben History says the gutters run clear",
    });
    expect((await quotesForCustomer(db(), aroha.customerId))[0]).toMatchObject({ amountCents: 20_000, status: "Sent" });
    expect((await quotesForCustomer(db(), ben.customerId))[0]).toMatchObject({ amountCents: 33_300 });
  });
});
