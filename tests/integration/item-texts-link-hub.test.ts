import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerOfPageLink } from "~/features/customers/page-link.server";
import { owingInvoices, openQuotes } from "~/features/hub/open-items.server";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { findInvoiceByLink } from "~/features/invoices/views.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { leadsTable } from "~/features/leads/tables";
import { findQuoteByLink } from "~/features/quotes/customer-quote.server";
import { askForReviewNow, findReviewLink, jobsAwaitingReview } from "~/features/reviews/requests.server";
import { stopReviewEmails } from "~/features/reviews/reviews.server";
import { segmentCount } from "~/features/texts/segments";
import { textOutboxTable } from "~/features/texts/tables";
import { INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { drainJobs, finishJob, leadWhoChose, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 45, item 1 (docs/decisions/0233): a quote's, an invoice's and a review request's text to
 * the number a customer gave themselves carries one short link to their own page, which holds
 * what the text is about (the quote to accept, the invoice to pay, the job to review). Two
 * customers each get a link to their own page only. A second request filed under the first
 * customer by its email carries a stranger's number: its texts carry the item's own short link
 * (the quote, the invoice, the review form), never the customer's page. Each text stays the
 * segments it was.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const SETTINGS = { ...INVOICE_SETTINGS, reviews: { requestDelayHours: 24, googleReviewUrl: "" } };

const WHO = {
  aroha: { name: "Aroha Texthub", email: "aroha@item-texts.test", phone: "021 555 0811", mobile: "+64215550811" },
  ben: { name: "Ben Texthub", email: "ben@item-texts.test", phone: "021 555 0812", mobile: "+64215550812" },
  // A request with Aroha's email and someone else's number: filed under Aroha by the email.
  stranger: { name: "Aroha Texthub", email: "aroha@item-texts.test", phone: "022 555 0813", mobile: "+64225550813" },
} as const;
type Who = keyof typeof WHO;

interface Sent {
  leadId: number;
  customerId: number;
  quote: string;
  invoiceId: number;
  jobId: number;
}
const sent = {} as Record<Who, Sent>;

/** A request by a customer who chose text, with a quote sent, and a job done with its invoice sent. */
async function itemsFor(who: Who): Promise<Sent> {
  const leadId = await leadWhoChose(db(), WHO[who], "text");
  const [lead] = await db().select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, leadId));
  const { number } = await sentQuoteOn(db(), leadId);
  const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: `Gutters for ${who}`, scope: "" });
  await finishJob(db(), jobId, `item-texts-${who}@example.co.nz`, SETTINGS);
  const { id: invoiceId } = await createJobInvoice(db(), STAFF, jobId, SETTINGS);
  await saveInvoiceLine(db(), STAFF, invoiceId, { description: "Gutter clean", quantity: 1, unitPriceCents: 23_000 }, SETTINGS);
  await sendInvoice(db(), STAFF, invoiceId, SETTINGS);
  return { leadId, customerId: lead.customerId!, quote: number, invoiceId, jobId };
}

const textTo = async (who: Who, kind: string) => {
  const texts = await db()
    .select()
    .from(textOutboxTable)
    .where(and(eq(textOutboxTable.to, WHO[who].mobile), eq(textOutboxTable.kind, kind)));
  expect(texts, `${kind} to ${who}`).toHaveLength(1);
  return texts[0].body;
};

/** A text's one link, which must be a short one (128 bits, decision 0178): its page letter and token. */
function linkIn(body: string) {
  const links = [...body.matchAll(/https?:\/\/[^\s/]+\/([a-z])\/([A-Za-z0-9_-]+)(?=\s|$)/g)];
  expect(links, body).toHaveLength(1);
  const [, page, token] = links[0];
  expect(token).toHaveLength(22);
  return { page, token };
}

/** The text's segments on the business's own address, as a customer gets it. */
const segments = (body: string) => segmentCount(body.replace(/https?:\/\/[^\s/]+/, "https://harbourside.co.nz")).segments;

describe("an item's text links the customer's own page when the number is theirs", () => {
  it("sends each customer's quote, invoice and review request with one short link to their own page", async () => {
    for (const who of ["aroha", "ben", "stranger"] as const) sent[who] = await itemsFor(who);
    expect(sent.stranger.customerId).toBe(sent.aroha.customerId);
    // The review requests, sent now: the job.done events first queue them, a day ahead.
    await drainJobs(db(), SETTINGS);
    for (const who of ["aroha", "ben", "stranger"] as const) await askForReviewNow(db(), STAFF, sent[who].jobId);
    await drainJobs(db(), SETTINGS);

    for (const who of ["aroha", "ben"] as const) {
      const { customerId } = sent[who];
      for (const kind of ["quote-sent", "invoice-sent", "review-request"]) {
        const { page, token } = linkIn(await textTo(who, kind));
        expect(page, `${kind} to ${who}`).toBe("c");
        expect(await customerOfPageLink(db(), token), `${kind} to ${who}`).toBe(customerId);
      }
      // The page holds what each text is about: the quote to accept, the invoice to pay, the job to review.
      expect((await openQuotes(db(), customerId, SETTINGS)).map((q) => q.number)).toContain(sent[who].quote);
      expect((await owingInvoices(db(), customerId, SETTINGS, new URLSearchParams())).map((i) => i.invoiceId)).toContain(
        sent[who].invoiceId,
      );
      expect((await jobsAwaitingReview(db(), customerId)).map((j) => j.jobId)).toContain(sent[who].jobId);
    }
    // Neither customer's page holds the other's.
    expect((await openQuotes(db(), sent.ben.customerId, SETTINGS)).map((q) => q.number)).not.toContain(sent.aroha.quote);
    expect((await jobsAwaitingReview(db(), sent.ben.customerId)).map((j) => j.jobId)).toEqual([sent.ben.jobId]);
  });

  it("sends the item's own short link to a stranger's number on a request filed under the customer", async () => {
    const quote = linkIn(await textTo("stranger", "quote-sent"));
    expect(quote.page).toBe("q");
    expect((await findQuoteByLink(db(), quote.token))?.number).toBe(sent.stranger.quote);
    const invoice = linkIn(await textTo("stranger", "invoice-sent"));
    expect(invoice.page).toBe("i");
    expect((await findInvoiceByLink(db(), invoice.token))?.id).toBe(sent.stranger.invoiceId);
    const review = linkIn(await textTo("stranger", "review-request"));
    expect(review.page).toBe("r");
    expect(await findReviewLink(db(), review.token)).toEqual({ jobId: sent.stranger.jobId });
    // Not a link to the customer's page under any letter.
    for (const { token } of [quote, invoice, review]) expect(await customerOfPageLink(db(), token)).toBeNull();
  });

  it("offers on the page every job of the customer's whose review was asked for, but not one they asked to hear no more about", async () => {
    // Aroha's customer has two requests (hers and the one with a stranger's number), each with a job asked for its review.
    const offered = async () => (await jobsAwaitingReview(db(), sent.aroha.customerId)).map((j) => j.jobId).sort();
    expect(await offered()).toEqual([sent.aroha.jobId, sent.stranger.jobId].sort());
    await stopReviewEmails(db(), sent.stranger.jobId);
    expect(await offered()).toEqual([sent.aroha.jobId]);
    expect((await jobsAwaitingReview(db(), sent.ben.customerId)).map((j) => j.jobId)).toEqual([sent.ben.jobId]);
  });

  it("keeps each text to the segments it was: the page's link is as long as the item's", async () => {
    for (const kind of ["quote-sent", "invoice-sent", "review-request"]) {
      const [own, stranger] = [await textTo("aroha", kind), await textTo("stranger", kind)];
      // The same customer's name and amounts: the bodies differ only in their link's letter and token.
      expect(own.length, kind).toBe(stranger.length);
      expect(segments(own), kind).toBe(segments(stranger));
    }
    // As before: the quote's text one segment (decision 0178), the invoice's and the review's two.
    expect(segments(await textTo("aroha", "quote-sent"))).toBe(1);
    expect(segments(await textTo("aroha", "invoice-sent"))).toBe(2);
    expect(segments(await textTo("aroha", "review-request"))).toBe(2);
  });
});
