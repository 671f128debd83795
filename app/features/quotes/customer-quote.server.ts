import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { resolveAccessToken } from "~/features/access-links/tokens.server";
import { documentNumber } from "~/features/documents/numbers";
import { recordCustomerEvent } from "~/features/leads/timeline.server";
import { leadsTable } from "~/features/leads/tables";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { todayInAuckland } from "~/lib/clock";
import { customerLines } from "./customer-lines";
import type { QuoteInput } from "./pricing";
import { quoteForEmail, quoteNewsEmail } from "./quote-emails.server";
import { quotesTable, quoteVersionsTable } from "./tables";
import { quoteInputOf, versionLines, type QuoteVersionRow } from "./versions.server";
import type { QuoteStatus } from "./statuses";
import { publicUrl } from "~/platform/public-url.server";

/**
 * A version as it stands today: one still out with the customer after its valid-until day is
 * expired, whether or not the nightly expiry has marked it yet.
 */
export function statusToday(version: Pick<QuoteVersionRow, "status" | "validUntil">, today: string): QuoteStatus {
  const status = version.status as QuoteStatus;
  return (status === "sent" || status === "viewed") && version.validUntil < today ? "expired" : status;
}

/** Everything the customer's quote page, its PDF and its answers need, from one token. */
export async function findQuoteByLink(db: Database, token: string) {
  const link = await resolveAccessToken(db, "quote", token);
  return link ? findSentVersion(db, link.subjectId) : null;
}

/**
 * A version as the customer's pages see it, by its id (the quote link's subject, or an id the
 * customer's hub has checked is theirs); null for a draft or a forgotten request.
 */
export async function findSentVersion(db: Pick<Database, "select">, versionId: number) {
  const [row] = await db
    .select({
      version: quoteVersionsTable,
      quote: quotesTable,
      lead: {
        id: leadsTable.id,
        name: leadsTable.name,
        email: leadsTable.email,
        address: leadsTable.address,
        suburb: leadsTable.suburb,
        service: leadsTable.service,
      },
    })
    .from(quoteVersionsTable)
    .innerJoin(quotesTable, eq(quotesTable.id, quoteVersionsTable.quoteId))
    .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
    .where(and(eq(quoteVersionsTable.id, versionId), isNull(leadsTable.anonymisedAt)));
  if (!row || row.version.status === "draft") return null;
  const lines = await versionLines(db, row.version.id);
  return { ...row, lines, number: documentNumber("Q", row.quote.number, row.version.version) };
}

export type LinkedQuote = NonNullable<Awaited<ReturnType<typeof findQuoteByLink>>>;

/** What the customer may see of a version's pricing: materials at their selling price, nothing of cost or markup. */
export function customerQuoteInput(quote: LinkedQuote): QuoteInput {
  return quoteInputOf(quote.version, customerLines(quote.lines));
}

/**
 * The fingerprint of what the customer accepted: SHA-256 over the version's words, lines and
 * terms exactly as stored, with the options they ticked. Anyone holding the stored version can
 * recompute it and show it was not changed after.
 */
export function quoteFingerprint(quote: LinkedQuote, chosen: readonly number[]): string {
  const { version } = quote;
  const frozen = {
    number: quote.number,
    amountsAre: version.amountsAre,
    gstRounding: version.gstRounding,
    scope: version.scope,
    terms: version.terms,
    validUntil: version.validUntil,
    discount: version.discount,
    deposit: version.deposit,
    lines: quote.lines,
    chosen: [...chosen].sort((a, b) => a - b),
  };
  return createHash("sha256").update(JSON.stringify(frozen)).digest("hex");
}

/** The customer, as the actor of what they do from their link. */
export function customerActor(name: string) {
  return { id: null, name: `${name} (customer)` };
}

export function staffQuoteUrl(quoteId: number): string {
  return `${publicUrl()}/admin/quotes/${quoteId}`;
}

/**
 * The one change a GET of the page makes (docs/decisions/0103): the first time the customer
 * opens a sent version it becomes "viewed", the team is told once, and the lead's timeline says
 * so. Later opens (and opens of an answered quote) change nothing.
 */
export async function markQuoteViewed(
  db: Database,
  quote: LinkedQuote,
  business: Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">,
) {
  if (quote.version.viewedAt || statusToday(quote.version, todayInAuckland()) !== "sent") return;
  const told = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(quoteVersionsTable)
      .set({ status: "viewed", viewedAt: new Date() })
      .where(and(eq(quoteVersionsTable.id, quote.version.id), eq(quoteVersionsTable.status, "sent"), isNull(quoteVersionsTable.viewedAt)))
      .returning({ id: quoteVersionsTable.id });
    if (!marked) return false;
    await recordCustomerEvent(tx, customerActor(quote.lead.name), quote.lead.id, "quote", `Opened quote ${quote.number}`);
    await queueEmails(tx, [
      quoteNewsEmail(
        quoteForEmail(quote.quote, quote.version, quote.number, quote.lead),
        { what: "viewed" },
        business,
        staffQuoteUrl(quote.quote.id),
      ),
    ]);
    return true;
  });
  if (told) notifyOutbox();
}
