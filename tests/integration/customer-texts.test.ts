import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setContactPreference } from "~/features/customers/contact-preference.server";
import { customerOfPageLink } from "~/features/customers/page-link.server";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { insertLead } from "~/features/leads/leads.server";
import { leadsTable } from "~/features/leads/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import { runReviewRequest } from "~/features/reviews/requests.server";
import { segmentCount } from "~/features/texts/segments";
import { textOutboxTable } from "~/features/texts/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { finishJob, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 43, item 1: a quote and an invoice sent go by the customer's choice too. The quote goes
 * by text alone to the customer who chose text (with its link), by email to the one who chose
 * email; the invoice, a tax invoice, always goes by email, and its link by text as well to the
 * customer who chose text. Each text starts with the business's name, and its one link opens the
 * customer's own page, where the quote is accepted and the invoice paid (docs/decisions/0233).
 */
const database = useMigratedDatabase();

async function customer(email: string, phone: string, preference: "email" | "text" | null) {
  const lead = await database.handle.db.transaction((tx) =>
    insertLead(
      tx,
      {
        service: "Gutter Cleaning",
        preferredDate: addDays(todayInAuckland(), 3),
        preferredTime: "10:00 AM",
        name: `Customer ${preference}`,
        email,
        phone,
        address: "7 Kauri Road",
        suburb: "Albany",
        message: "Gutters overflow.",
      },
      { key: null, requestHash: "" },
    ),
  );
  const [row] = await database.handle.db.select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, lead!.id));
  if (preference) await setContactPreference(database.handle.db, row.customerId!, preference);
  return lead!.id;
}

const sentQuote = (leadId: number) => sentQuoteOn(database.handle.db, leadId);

async function customerOf(leadId: number) {
  const [lead] = await database.handle.db.select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, leadId));
  return lead.customerId;
}

const textsTo = (to: string, kind: string) =>
  database.handle.db
    .select()
    .from(textOutboxTable)
    .where(and(eq(textOutboxTable.to, to), eq(textOutboxTable.kind, kind)));
const emailsTo = (to: string, kind: string) =>
  database.handle.db
    .select()
    .from(emailOutboxTable)
    .where(and(eq(emailOutboxTable.kind, kind), eq(emailOutboxTable.to, [to])));

describe("a quote and an invoice by the customer's choice", () => {
  it("texts the quote's link to the customer who chose text, and emails it to the one who chose email", async () => {
    const texter = await customer("quote.texter@example.co.nz", "021 555 0901", "text");
    const emailer = await customer("quote.emailer@example.co.nz", "021 555 0902", "email");
    const { link } = await sentQuote(texter);
    await sentQuote(emailer);
    const [text] = await textsTo("+64215550901", "quote-sent");
    // A link of its own, with a shorter token than staff's and the email's, that opens the customer's own page, where the quote waits.
    const textLink = new RegExp(
      `^${INVOICE_SETTINGS.businessName}: your quote Q-000001 is ready to view and accept: (\\S+/c/([\\w-]{22})) Reply STOP to opt out\\.$`,
    ).exec(text.body);
    expect(textLink?.[1]).not.toBe(link);
    expect(await customerOfPageLink(database.handle.db, textLink![2])).toBe(await customerOf(texter));
    // On the business's own address, the text and its link fit one segment (a 128-bit token, docs/decisions/0178).
    expect(segmentCount(text.body.replace(/^(.*)https?:\/\/[^/]+/, "$1https://harbourside.co.nz")).segments).toBe(1);
    expect(await emailsTo("quote.texter@example.co.nz", "quote-sent")).toEqual([]);
    expect(await textsTo("+64215550902", "quote-sent")).toEqual([]);
    expect(await emailsTo("quote.emailer@example.co.nz", "quote-sent")).toHaveLength(1);
  });

  it("texts the quote to a caller who gave no email and was not asked, and emails a landline caller who gave one", async () => {
    const caller = await customer("", "021 555 0907", null);
    const landline = await customer("landline@example.co.nz", "09 555 0908", null);
    await sentQuote(caller);
    await sentQuote(landline);
    expect((await textsTo("+64215550907", "quote-sent")).map((t) => t.body)).toEqual([
      expect.stringMatching(/ready to view and accept: \S+\/c\/[\w-]{22} /),
    ]);
    expect(await emailsTo("", "quote-sent")).toEqual([]);
    expect(await emailsTo("landline@example.co.nz", "quote-sent")).toHaveLength(1);
  });

  it("emails every invoice, and texts its link as well to the customer who chose text", async () => {
    const texter = await customer("invoice.texter@example.co.nz", "027 555 0903", "text");
    const emailer = await customer("invoice.emailer@example.co.nz", "027 555 0904", "email");
    for (const leadId of [texter, emailer]) {
      const { id: jobId } = await createJobFromLead(database.handle.db, STAFF, leadId, { title: "Small job", scope: "" });
      const { id } = await createJobInvoice(database.handle.db, STAFF, jobId, INVOICE_SETTINGS);
      await saveInvoiceLine(
        database.handle.db,
        STAFF,
        id,
        { description: "Repair", quantity: 1, unitPriceCents: 12_345 },
        INVOICE_SETTINGS,
      );
      await sendInvoice(database.handle.db, STAFF, id, INVOICE_SETTINGS);
    }
    const [text] = await textsTo("+64275550903", "invoice-sent");
    expect(text.body).toMatch(
      /^Harbourside Property Maintenance: invoice INV-\d{6} for \$123\.45 is ready to view and pay: https?:\/\/\S+\/c\/[\w-]{22} Reply STOP to opt out\.$/,
    );
    expect(await textsTo("+64275550904", "invoice-sent")).toEqual([]);
    expect(await emailsTo("invoice.texter@example.co.nz", "invoice-sent")).toHaveLength(1);
    expect(await emailsTo("invoice.emailer@example.co.nz", "invoice-sent")).toHaveLength(1);
  });

  it("asks for a review by text, with its link, of the customer who chose text, and by email of the one who chose email", async () => {
    const settings = { ...INVOICE_SETTINGS, reviews: { requestDelayHours: 24, googleReviewUrl: "https://g.page/r/harbourside/review" } };
    const texter = await customer("review.texter@example.co.nz", "021 555 0905", "text");
    const emailer = await customer("review.emailer@example.co.nz", "021 555 0906", "email");
    for (const [i, leadId] of [texter, emailer].entries()) {
      const { id: jobId } = await createJobFromLead(database.handle.db, STAFF, leadId, { title: "Gutters", scope: "" });
      await finishJob(database.handle.db, jobId, `review-tradie-${i}@example.co.nz`, settings);
      const job = { id: 0, kind: "review.request", attempt: 1, payload: { jobId }, complete: async () => {} };
      expect(await runReviewRequest(database.handle.db, job, settings)).toBe(true);
    }
    const [text] = await textsTo("+64215550905", "review-request");
    expect(text.body).toMatch(
      /^Harbourside Property Maintenance: thanks for having us, Customer\. How did we do\? .* https?:\/\/\S+\/c\/[\w-]{22} Reply STOP to opt out\.$/,
    );
    expect(await emailsTo("review.texter@example.co.nz", "review-request")).toEqual([]);
    expect(await textsTo("+64215550906", "review-request")).toEqual([]);
    expect(await emailsTo("review.emailer@example.co.nz", "review-request")).toHaveLength(1);
  });
});
