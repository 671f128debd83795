import { eq } from "drizzle-orm";
import { issueAccessTokens, resolveAccessToken } from "~/features/access-links/tokens.server";
import type { Database } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import { pageOwners, pageOwnersOfLeads, textPageOwnersOfLeads } from "./page-owner.server";
import { customersTable } from "./tables";

/*
 * The link to a customer's own page, the hub (issue 45, docs/decisions/0185): made here, below the
 * features whose emails carry it, so each can put one in what it sends (docs/decisions/0202).
 */

/** A hub link works for half a year; a new one can be had at any time. */
const PAGE_LINK_DAYS = 180;

type Writer = Pick<Database, "select" | "insert">;

/**
 * New links to customers' own pages (256 bits, or 128 for a text: decision 0178; stored hashed), in
 * one statement: each full address, shown or sent once.
 */
async function newPageLinks(tx: Pick<Database, "insert">, customerIds: ReadonlyArray<number | null>, now: Date, forText = false) {
  const wanted = customerIds.flatMap((id) => (id === null ? [] : [id]));
  const expiresAt = new Date(now.getTime() + PAGE_LINK_DAYS * 86_400_000);
  const tokens = await issueAccessTokens(
    tx,
    wanted.map((subjectId) => ({ purpose: "hub", subjectId, expiresAt, forText })),
  );
  let next = 0;
  return customerIds.map((id) => (id === null ? undefined : `${publicUrl()}/c/${tokens[next++]}`));
}

/** A new link to the customer's own page: its full address, shown or sent once. */
export async function newCustomerPageLink(tx: Pick<Database, "insert">, customerId: number, now = new Date()): Promise<string> {
  const [link] = await newPageLinks(tx, [customerId], now);
  return link!;
}

/** The customer a page link opens, or null for anything else (a customer deleted since included). Reads only. */
export async function customerOfPageLink(db: Database, token: string): Promise<number | null> {
  const link = await resolveAccessToken(db, "hub", token);
  if (!link) return null;
  const [customer] = await db.select({ id: customersTable.id }).from(customersTable).where(eq(customersTable.id, link.subjectId));
  return customer?.id ?? null;
}

/** A new page link for an email to this address about this customer's work, when the address may have it (page-owner.server.ts); else none. */
export async function customerPageLinkFor(tx: Writer, customerId: number | null, recipientEmail: string, now = new Date()) {
  const [link] = await newPageLinks(tx, await pageOwners(tx, [{ customerId, email: recipientEmail }]), now);
  return link;
}

/** Page links for emails about leads' records, each to the lead's own address (one read and one insert for a batch). */
export async function customerPageLinksForLeads(tx: Writer, leadIds: readonly number[], now = new Date()) {
  return newPageLinks(tx, await pageOwnersOfLeads(tx, leadIds), now);
}

export async function customerPageLinkForLead(tx: Writer, leadId: number, now = new Date()) {
  const [link] = await customerPageLinksForLeads(tx, [leadId], now);
  return link;
}

/** Short page links for texts to leads' numbers, each only where the number is the customer's own (docs/decisions/0221). */
export async function customerPageTextLinksForLeads(tx: Writer, leadIds: readonly number[], now = new Date()) {
  return newPageLinks(tx, await textPageOwnersOfLeads(tx, leadIds), now, true);
}

/**
 * The short page link for a text to one lead's number about one of its records (a quote, an
 * invoice, a review: docs/decisions/0233), or undefined where the number is not the customer's
 * own: the text then carries the record's own link.
 */
export async function customerPageTextLinkForLead(tx: Writer, leadId: number, now = new Date()): Promise<string | undefined> {
  const [link] = await customerPageTextLinksForLeads(tx, [leadId], now);
  return link;
}
