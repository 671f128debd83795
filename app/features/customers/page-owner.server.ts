import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { leadsTable } from "~/features/leads/tables";
import type { Database } from "~/platform/db/database";
import { emailKey } from "./contact-keys";
import { customerContactsTable, customersTable } from "./tables";

/*
 * Who may be led to a customer's own page (docs/decisions/0187). Requests are filed under a
 * customer by their email, or by their phone number when the names agree, and the request's
 * address then joins the customer's: anyone knowing a customer's name and number could attach
 * their own address. So only the customer's first address (or their own phone) is theirs for this.
 */

type Reader = Pick<Database, "select">;

/** Each customer's first email address's key, for these customers (none for one with no email address). */
async function firstEmailKeys(db: Reader, customerIds: readonly number[]): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const earlier = alias(customerContactsTable, "earlier");
  const rows = await db
    .select({ customerId: customerContactsTable.customerId, key: customerContactsTable.key })
    .from(customerContactsTable)
    .leftJoin(
      earlier,
      and(eq(earlier.customerId, customerContactsTable.customerId), eq(earlier.kind, "email"), lt(earlier.id, customerContactsTable.id)),
    )
    .where(and(inArray(customerContactsTable.customerId, [...customerIds]), eq(customerContactsTable.kind, "email"), isNull(earlier.id)));
  return new Map(rows.map((row) => [row.customerId, row.key]));
}

/** Whether a message to this address (empty: by phone, to the customer's own number) may lead to the customer's page. */
const mayHavePage = (firstKey: string | undefined, recipientEmail: string) =>
  recipientEmail.trim() === "" || (firstKey !== undefined && emailKey(recipientEmail) === firstKey);

/** For each recipient, the customer whose page a message to them may lead to, or null. */
export async function pageOwners(db: Reader, recipients: ReadonlyArray<{ customerId: number | null; email: string }>) {
  const ids = [...new Set(recipients.flatMap((r) => (r.customerId === null ? [] : [r.customerId])))];
  const firsts = await firstEmailKeys(db, ids);
  return recipients.map((r) => (r.customerId !== null && mayHavePage(firsts.get(r.customerId), r.email) ? r.customerId : null));
}

/** pageOwners for one recipient. */
export async function pageCustomerFor(db: Reader, customerId: number | null, recipientEmail: string): Promise<number | null> {
  const [owner] = await pageOwners(db, [{ customerId, email: recipientEmail }]);
  return owner;
}

/** For each lead, the customer whose page the lead's own pages and emails may lead to: null when unfiled, or the lead's address is not theirs. */
export async function pageOwnersOfLeads(db: Reader, leadIds: readonly number[]): Promise<Array<number | null>> {
  if (leadIds.length === 0) return [];
  const leads = await db
    .select({ id: leadsTable.id, customerId: leadsTable.customerId, email: leadsTable.email })
    .from(leadsTable)
    .where(inArray(leadsTable.id, [...new Set(leadIds)]));
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  return pageOwners(
    db,
    leadIds.map((id) => byId.get(id) ?? { customerId: null, email: "" }),
  );
}

export async function customerOfLead(db: Reader, leadId: number): Promise<number | null> {
  const [owner] = await pageOwnersOfLeads(db, [leadId]);
  return owner;
}

/** The customer whose first email address this is (any case, spaces around it ignored), with their name. */
export async function customerByFirstEmail(db: Reader, email: string): Promise<{ id: number; name: string } | undefined> {
  const [contact] = await db
    .select({ id: customersTable.id, name: customersTable.name })
    .from(customerContactsTable)
    .innerJoin(customersTable, eq(customersTable.id, customerContactsTable.customerId))
    .where(and(eq(customerContactsTable.kind, "email"), eq(customerContactsTable.key, emailKey(email))))
    .limit(1);
  if (!contact) return undefined;
  return (await pageCustomerFor(db, contact.id, email)) === null ? undefined : contact;
}
