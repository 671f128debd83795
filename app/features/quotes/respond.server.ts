import { customerPageLinkForLead } from "~/features/customers/page-link.server";
import { eq } from "drizzle-orm";
import { currentWordings } from "~/features/message-templates/templates.server";
import type { Database, Transaction } from "~/platform/db/database";
import { extendAccessTokens } from "~/features/access-links/tokens.server";
import { emitEvent } from "~/platform/jobs/events.server";
import { recordAudit } from "~/features/audit/audit.server";
import { settleLead } from "~/features/leads/status.server";
import { recordCustomerEvent } from "~/features/leads/timeline.server";
import { notifyOutbox, queueEmails, type OutgoingEmail } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { formatMoney } from "~/lib/money";
import { customerActor, customerQuoteInput, quoteFingerprint, staffQuoteUrl, statusToday, type LinkedQuote } from "./customer-quote.server";
import { stopQuoteJobs } from "./follow-ups.server";
import { acceptedLinkExpiry } from "./links";
import { priceQuote } from "./pricing";
import { quoteAcceptedReceipt, quoteForEmail, quoteNewsEmail, type QuoteNews } from "./quote-emails.server";
import { declineReasonText, type QuoteAcceptance, type QuoteDecline } from "./responses";
import { quoteVersionsTable } from "./tables";
import type { QuoteStatus } from "./statuses";

type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

/** Why an answer cannot be taken, in words for the customer, with the way forward. */
const CLOSED: Partial<Record<QuoteStatus, string>> = {
  expired: "This quote has expired, so it can no longer be accepted. Ask us below for a new one and we will send it.",
  superseded:
    "This quote has been replaced by a newer version, which we have sent or will send you shortly. Ask us below if you cannot find it.",
  declined: "You declined this quote. If you have changed your mind, ask us below for a new one.",
  accepted: "You have already accepted this quote.",
};

/** The version locked for the answer, with its status as of today. */
async function lockForAnswer(tx: Transaction, quote: LinkedQuote) {
  const [version] = await tx.select().from(quoteVersionsTable).where(eq(quoteVersionsTable.id, quote.version.id)).for("update");
  return { ...quote, version, status: statusToday(version, todayInAuckland()) };
}

function refuseUnlessOpen(status: QuoteStatus) {
  if (status === "sent" || status === "viewed") return;
  throw new DomainError(CLOSED[status] ?? "This quote cannot be answered.", { status: 409 });
}

function news(quote: LinkedQuote, item: QuoteNews, business: Business): OutgoingEmail {
  return quoteNewsEmail(quoteForEmail(quote.quote, quote.version, quote.number, quote.lead), item, business, staffQuoteUrl(quote.quote.id));
}

function audit(tx: Transaction, quote: LinkedQuote, name: string, action: string, after: unknown) {
  return recordAudit(tx, {
    actor: { id: `customer-link:quote:${quote.version.id}`, name: `${name} (customer, quote link)` },
    action,
    entityType: "quote",
    entityId: quote.quote.id,
    after,
  });
}

export interface Client {
  ip: string;
  userAgent: string;
}

/**
 * The customer accepts (docs/decisions/0103): their typed name, the time, address and browser,
 * the options they ticked, the total so chosen and a SHA-256 of the frozen version are stored;
 * the lead is won at that total, the link lasts a year, and the "quote.accepted" event goes
 * out. A second click answers as the first
 * did, with nothing stored twice.
 */
/** Emitted in the acceptance's transaction; the job is made from it (docs/decisions/0107). */
export const QUOTE_ACCEPTED_EVENT = "quote.accepted";

export async function acceptQuote(
  db: Database,
  linked: LinkedQuote,
  input: { name: string; chosen: number[] },
  client: Client,
  business: Business,
  /** The address of the page they accepted on, for their receipt. */
  link: string,
  now = new Date(),
) {
  const result = await db.transaction(async (tx) => {
    const quote = await lockForAnswer(tx, linked);
    if (quote.status === "accepted") return { already: true };
    refuseUnlessOpen(quote.status);
    const optional = new Set(quote.lines.flatMap((line, index) => ("optional" in line && line.optional ? [index] : [])));
    const chosen = [...new Set(input.chosen)].sort((a, b) => a - b);
    if (chosen.some((index) => !optional.has(index)))
      throw new DomainError("Choose only from the optional items of this quote.", { status: 400 });
    const totals = priceQuote(customerQuoteInput(quote), new Set(chosen));
    const accepted: QuoteAcceptance = {
      name: input.name,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      chosen,
      inclusiveCents: totals.gst.inclusive,
      depositCents: totals.depositCents,
      sha256: quoteFingerprint(quote, chosen),
    };
    await tx
      .update(quoteVersionsTable)
      .set({ status: "accepted", accepted, acceptedCents: accepted.inclusiveCents, acceptedAt: now, updatedAt: now })
      .where(eq(quoteVersionsTable.id, quote.version.id));
    await extendAccessTokens(tx, "quote", quote.version.id, acceptedLinkExpiry(now));
    await stopQuoteJobs(tx, quote.version.id, "all");
    await emitEvent(tx, { name: QUOTE_ACCEPTED_EVENT, subject: { type: "quote-version", id: quote.version.id } });
    await settleLead(tx, customerActor(input.name), quote.lead.id, {
      status: "won",
      wonValueCents: totals.gst.inclusive,
      detail: `Accepted quote ${quote.number}: ${formatMoney(totals.gst.inclusive)}`,
    });
    await audit(tx, quote, input.name, "quote.accept", {
      number: quote.number,
      inclusiveCents: accepted.inclusiveCents,
      chosen,
      sha256: accepted.sha256,
    });
    const summary = {
      ...quote,
      version: { ...quote.version, inclusiveCents: accepted.inclusiveCents, depositCents: accepted.depositCents },
    };
    await queueEmails(tx, [
      news(summary, { what: "accepted", name: input.name }, business),
      quoteAcceptedReceipt(
        quoteForEmail(quote.quote, summary.version, quote.number, quote.lead),
        business,
        link,
        (await currentWordings(tx)).withCustomerPage(await customerPageLinkForLead(tx, quote.lead.id)),
      ),
    ]);
    return { already: false };
  });
  notifyOutbox();
  return result;
}

/** The customer declines with a reason: the lead is lost with it (unless another of its quotes was accepted). */
export async function declineQuote(db: Database, linked: LinkedQuote, decline: QuoteDecline, business: Business, now = new Date()) {
  await db.transaction(async (tx) => {
    const quote = await lockForAnswer(tx, linked);
    refuseUnlessOpen(quote.status);
    const reason = declineReasonText(decline);
    await stopQuoteJobs(tx, quote.version.id, "all");
    await tx
      .update(quoteVersionsTable)
      .set({ status: "declined", declined: decline, declinedAt: now, updatedAt: now })
      .where(eq(quoteVersionsTable.id, quote.version.id));
    await settleLead(tx, customerActor(quote.lead.name), quote.lead.id, {
      status: "lost",
      lostReason: `Declined quote ${quote.number}: ${reason}`,
      detail: `Declined quote ${quote.number}: ${reason}`,
    });
    await audit(tx, quote, quote.lead.name, "quote.decline", { number: quote.number, reason: decline.reason });
    await queueEmails(tx, [news(quote, { what: "declined", reason }, business)]);
  });
  notifyOutbox();
}

/**
 * The customer asks a question: it goes to the team by email (replies reach the customer) and
 * onto the lead's timeline, and it pauses the quote's follow-ups. A question can be asked of
 * any quote the link still opens, even an expired one (that is how they ask for a new one).
 */
export async function askAboutQuote(db: Database, linked: LinkedQuote, question: string, business: Business, now = new Date()) {
  await db.transaction(async (tx) => {
    const quote = await lockForAnswer(tx, linked);
    await tx.update(quoteVersionsTable).set({ questionAt: now }).where(eq(quoteVersionsTable.id, quote.version.id));
    await stopQuoteJobs(tx, quote.version.id, "follow-ups");
    await recordCustomerEvent(tx, customerActor(quote.lead.name), quote.lead.id, "question", `Asked about quote ${quote.number}`, question);
    await audit(tx, quote, quote.lead.name, "quote.question", { number: quote.number });
    await queueEmails(tx, [news(quote, { what: "question", question }, business)]);
  });
  notifyOutbox();
}
