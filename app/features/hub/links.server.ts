import { issueAccessToken, resolveAccessToken } from "~/features/access-links/tokens.server";
import { customersTable } from "~/features/customers/tables";
import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";

/** A hub link works for half a year; a new one can be had at any time. */
const HUB_LINK_DAYS = 180;

/** A new link to the customer's hub (256 bits, stored hashed): its full address, shown or sent once. */
export async function newHubLink(tx: Pick<Database, "insert">, customerId: number, now = new Date()): Promise<string> {
  const token = await issueAccessToken(tx, {
    purpose: "hub",
    subjectId: customerId,
    expiresAt: new Date(now.getTime() + HUB_LINK_DAYS * 86_400_000),
  });
  return `${publicUrl()}/c/${token}`;
}

/** The customer a hub link opens, or null for anything else (a customer deleted since included). Reads only. */
export async function findHubCustomer(db: Database, token: string): Promise<number | null> {
  const link = await resolveAccessToken(db, "hub", token);
  if (!link) return null;
  const [customer] = await db.select({ id: customersTable.id }).from(customersTable).where(eq(customersTable.id, link.subjectId));
  return customer?.id ?? null;
}
