import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { runReviewRequest } from "~/features/reviews/requests.server";
import { textOutboxTable } from "~/features/texts/tables";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { finishJob, leadWhoChose, sendOneLineQuote, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 43, item 1: a quote and an invoice sent go by the customer's choice too. The quote goes
 * by text alone to the customer who chose text (with its link), by email to the one who chose
 * email; the invoice, a tax invoice, always goes by email, and its link by text as well to the
 * customer who chose text. Each text starts with the business's name.
 */
const database = useMigratedDatabase();

const customer = (email: string, phone: string, preference: "email" | "text") =>
  leadWhoChose(database.handle.db, { email, phone, name: `Customer ${preference}` }, preference);

const sentQuote = (leadId: number) => sendOneLineQuote(database.handle.db, leadId, INVOICE_SETTINGS);

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
    expect(text.body).toBe(
      `${INVOICE_SETTINGS.businessName}: your quote Q-000001 is ready to view and accept: ${link} Reply STOP to opt out.`,
    );
    expect(await emailsTo("quote.texter@example.co.nz", "quote-sent")).toEqual([]);
    expect(await textsTo("+64215550902", "quote-sent")).toEqual([]);
    expect(await emailsTo("quote.emailer@example.co.nz", "quote-sent")).toHaveLength(1);
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
      /^Harbourside Property Maintenance: invoice INV-\d{6} for \$123\.45 is ready to view and pay: https?:\/\/\S+\/i\/\S+ Reply STOP to opt out\.$/,
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
      /^Harbourside Property Maintenance: thanks for having us, Customer\. How did we do\? .* https?:\/\/\S+\/r\/\S+ Reply STOP to opt out\.$/,
    );
    expect(await emailsTo("review.texter@example.co.nz", "review-request")).toEqual([]);
    expect(await textsTo("+64215550906", "review-request")).toEqual([]);
    expect(await emailsTo("review.emailer@example.co.nz", "review-request")).toHaveLength(1);
  });
});
