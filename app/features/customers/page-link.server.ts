import { and, eq } from "drizzle-orm";
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

/** The customer an email address belongs to (any case, spaces around it ignored), with their name. */
export async function customerByEmail(tx: Pick<Database, "select">, email: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx
    .select({ id: customersTable.id, name: customersTable.name })
    .from(customerContactsTable)
    .innerJoin(customersTable, eq(customersTable.id, customerContactsTable.customerId))
    .where(and(eq(customerContactsTable.kind, "email"), eq(customerContactsTable.key, emailKey(email))))
    .limit(1);
  return row;
}
