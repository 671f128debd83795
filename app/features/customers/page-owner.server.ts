import { and, eq, inArray } from "drizzle-orm";
import { leadsTable } from "~/features/leads/tables";
import type { Database } from "~/platform/db/database";
import { phoneKey } from "~/lib/phone";
import { emailKey } from "~/lib/email-address";
import { customerContactsTable, customersTable } from "./tables";

/*
 * Who may be led to a customer's own page (docs/decisions/0187). Requests are filed under a
 * customer by their email, or by their phone number when the names agree, and the request's
 * address then joins the customer's: anyone knowing a customer's name and number could attach
 * their own address. So only an address the customer gave themselves (`confirmed`: on the request
 * that made the customer, or on their own page), or their own phone, is theirs for this.
 */

type Reader = Pick<Database, "select">;

/** Each customer's own email addresses' (or phone numbers') keys, for these customers. */
async function ownContactKeys(db: Reader, customerIds: readonly number[], kind: "email" | "phone"): Promise<Map<number, Set<string>>> {
  const keys = new Map<number, Set<string>>();
  if (customerIds.length === 0) return keys;
  const rows = await db
    .select({ customerId: customerContactsTable.customerId, key: customerContactsTable.key })
    .from(customerContactsTable)
    .where(
      and(
        inArray(customerContactsTable.customerId, [...customerIds]),
        eq(customerContactsTable.kind, kind),
        eq(customerContactsTable.confirmed, true),
      ),
    );
  for (const row of rows) keys.set(row.customerId, (keys.get(row.customerId) ?? new Set()).add(row.key));
  return keys;
}

/** For each recipient (an empty address: by phone, to the customer's own number), the customer whose page a message to them may lead to, or null. */
export async function pageOwners(db: Reader, recipients: ReadonlyArray<{ customerId: number | null; email: string }>) {
  const ids = [...new Set(recipients.flatMap((r) => (r.customerId === null ? [] : [r.customerId])))];
  const own = await ownContactKeys(db, ids, "email");
  return recipients.map((r) =>
    r.customerId !== null && (r.email.trim() === "" || own.get(r.customerId)?.has(emailKey(r.email))) ? r.customerId : null,
  );
}

/** pageOwners for one recipient. */
export async function pageCustomerFor(db: Reader, customerId: number | null, recipientEmail: string): Promise<number | null> {
  const [owner] = await pageOwners(db, [{ customerId, email: recipientEmail }]);
  return owner;
}

/** The leads' customers and contact details, by lead id. */
async function contactsOfLeads(db: Reader, leadIds: readonly number[]) {
  const leads = await db
    .select({ id: leadsTable.id, customerId: leadsTable.customerId, email: leadsTable.email, phone: leadsTable.phone })
    .from(leadsTable)
    .where(inArray(leadsTable.id, [...new Set(leadIds)]));
  return new Map(leads.map((lead) => [lead.id, lead]));
}

/** For each lead, the customer whose page the lead's own pages and emails may lead to: null when unfiled, or the lead's address is not theirs. */
export async function pageOwnersOfLeads(db: Reader, leadIds: readonly number[]): Promise<Array<number | null>> {
  if (leadIds.length === 0) return [];
  const byId = await contactsOfLeads(db, leadIds);
  return pageOwners(
    db,
    leadIds.map((id) => byId.get(id) ?? { customerId: null, email: "" }),
  );
}

/**
 * For each lead, the customer whose page a text to the lead's number may lead to: null when
 * unfiled, or the number is not one the customer gave themselves (a request filed by its email
 * may carry a stranger's number).
 */
export async function textPageOwnersOfLeads(db: Reader, leadIds: readonly number[]): Promise<Array<number | null>> {
  if (leadIds.length === 0) return [];
  const byId = await contactsOfLeads(db, leadIds);
  const own = await ownContactKeys(
    db,
    [...byId.values()].flatMap((lead) => (lead.customerId === null ? [] : [lead.customerId])),
    "phone",
  );
  return leadIds.map((id) => {
    const lead = byId.get(id);
    if (!lead || lead.customerId === null) return null;
    return own.get(lead.customerId)?.has(phoneKey(lead.phone)) ? lead.customerId : null;
  });
}

export async function customerOfLead(db: Reader, leadId: number): Promise<number | null> {
  const [owner] = await pageOwnersOfLeads(db, [leadId]);
  return owner;
}

/** The customer who gave this email address as their own (any case, spaces around it ignored), with their name. */
export async function customerByOwnEmail(db: Reader, email: string): Promise<{ id: number; name: string } | undefined> {
  const [contact] = await db
    .select({ id: customersTable.id, name: customersTable.name })
    .from(customerContactsTable)
    .innerJoin(customersTable, eq(customersTable.id, customerContactsTable.customerId))
    .where(
      and(
        eq(customerContactsTable.kind, "email"),
        eq(customerContactsTable.key, emailKey(email)),
        eq(customerContactsTable.confirmed, true),
      ),
    )
    .limit(1);
  return contact;
}
