import { and, eq, isNull, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { issueAccessToken, resolveAccessToken } from "~/features/access-links/tokens.server";
import type { Database } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import { emailKey } from "./contact-keys";
import { customerContactsTable, customersTable } from "./tables";

/*
 * The link to a customer's own page, the hub (issue 45, docs/decisions/0185): made here, below the
 * features whose emails carry it, so each can put one in what it sends.
 */

/** A hub link works for half a year; a new one can be had at any time. */
const PAGE_LINK_DAYS = 180;

/** A new link to the customer's own page (256 bits, stored hashed): its full address, shown or sent once. */
export async function newCustomerPageLink(tx: Pick<Database, "insert">, customerId: number, now = new Date()): Promise<string> {
  const token = await issueAccessToken(tx, {
    purpose: "hub",
    subjectId: customerId,
    expiresAt: new Date(now.getTime() + PAGE_LINK_DAYS * 86_400_000),
  });
  return `${publicUrl()}/c/${token}`;
}

/** The customer a page link opens, or null for anything else (a customer deleted since included). Reads only. */
export async function customerOfPageLink(db: Database, token: string): Promise<number | null> {
  const link = await resolveAccessToken(db, "hub", token);
  if (!link) return null;
  const [customer] = await db.select({ id: customersTable.id }).from(customersTable).where(eq(customersTable.id, link.subjectId));
  return customer?.id ?? null;
}

/**
 * The customer whose first email address this is (any case, spaces around it ignored), with
 * their name. Only the first: a later address may have come with a request matched to them by
 * phone alone, which anyone knowing their name and number could make (docs/decisions/0187).
 */
export async function customerByFirstEmail(tx: Pick<Database, "select">, email: string): Promise<{ id: number; name: string } | undefined> {
  const earlier = alias(customerContactsTable, "earlier");
  const [row] = await tx
    .select({ id: customersTable.id, name: customersTable.name })
    .from(customerContactsTable)
    .innerJoin(customersTable, eq(customersTable.id, customerContactsTable.customerId))
    .leftJoin(
      earlier,
      and(eq(earlier.customerId, customerContactsTable.customerId), eq(earlier.kind, "email"), lt(earlier.id, customerContactsTable.id)),
    )
    .where(and(eq(customerContactsTable.kind, "email"), eq(customerContactsTable.key, emailKey(email)), isNull(earlier.id)))
    .limit(1);
  return row;
}

/**
 * The customer whose page a message or page for this recipient may lead to: theirs when the
 * recipient's address is the customer's first (or the message goes by phone, to the customer's
 * own number), else none, as the address may be a stranger's filed under them by a phone match.
 */
export async function pageCustomerFor(
  db: Pick<Database, "select">,
  customerId: number | null,
  recipientEmail: string,
): Promise<number | null> {
  if (customerId === null) return null;
  if (recipientEmail.trim() === "") return customerId;
  const owner = await customerByFirstEmail(db, recipientEmail);
  return owner?.id === customerId ? customerId : null;
}
