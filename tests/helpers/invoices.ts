import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import type { BusinessSettings } from "~/features/settings/schema";
import { findQuoteByLink } from "~/features/quotes/customer-quote.server";
import { createQuoteFromLead, saveQuoteDraft } from "~/features/quotes/quotes.server";
import { acceptQuote } from "~/features/quotes/respond.server";
import { sendQuote } from "~/features/quotes/send.server";
import type { QuoteDraft } from "~/features/quotes/draft-schema";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "~/platform/db/database";
import { STAFF, newLead } from "./jobs";

/** A business registered for GST with a bank account: what a tax invoice needs. */
export const INVOICE_SETTINGS: BusinessSettings = {
  ...DEFAULT_SETTINGS,
  notificationEmails: ["office@example.co.nz"],
  gstNumber: "49-091-850",
  invoicing: { ...DEFAULT_SETTINGS.invoicing, bankAccount: "12-3140-0123456-00" },
};

const GUTTERS: QuoteDraft["lines"] = [
  { kind: "item", description: "Clean the gutters", quantity: 1, unitPriceCents: 25_000, amountsAre: "inclusive" },
];

/**
 * A quote on a lead, saved with these lines and sent; returns its id, the customer's link (the
 * email's) and its number. `followUps` and `validDays` for a quote whose follow-ups should run.
 */
export async function sentQuoteOn(
  db: Database,
  leadId: number,
  lines = GUTTERS,
  deposit: QuoteDraft["deposit"] = { kind: "none" },
  { followUps = false, validDays = 30 }: { followUps?: boolean; validDays?: number } = {},
) {
  const { id } = await createQuoteFromLead(db, STAFF, leadId, DEFAULT_SETTINGS.quoting);
  await saveQuoteDraft(db, STAFF, id, {
    lines,
    amountsAre: "inclusive",
    scope: "Clean the gutters.",
    terms: "Payment on completion.",
    validUntil: addDays(todayInAuckland(), validDays),
    discount: null,
    deposit,
    followUps,
  });
  const { link, number } = await sendQuote(db, STAFF, id, INVOICE_SETTINGS);
  return { quoteId: id, link, number };
}

/** A quote for a new lead, sent and accepted by the customer: its quote.accepted event waits in the queue. */
export async function acceptedQuote(db: Database, email: string, lines: QuoteDraft["lines"], deposit: QuoteDraft["deposit"]) {
  const leadId = await newLead(db, email);
  const { quoteId: id, link } = await sentQuoteOn(db, leadId, lines, deposit);
  const quote = (await findQuoteByLink(db, link.split("/q/")[1]))!;
  await acceptQuote(db, quote, { name: "Aroha Customer", chosen: [] }, { ip: "203.0.113.9", userAgent: "Test" }, INVOICE_SETTINGS, link);
  return { leadId, quoteId: id };
}

/** The customer's invoice link in an email: its path (/i/{token}). */
export function invoiceLinkIn(text: string): string {
  const link = /https?:\/\/[^\s"]+(\/i\/[A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!link) throw new Error("no invoice link in the email");
  return link;
}
