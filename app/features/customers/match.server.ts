import { and, eq, or, sql } from "drizzle-orm";
import type { Transaction } from "~/platform/db/database";
import { lockKeysUntilCommit } from "~/platform/db/advisory-locks.server";
import { prebuiltForRows } from "~/platform/db/prebuilt.server";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { emailKey } from "~/lib/email-address";
import { namesAgree, siteKey } from "./contact-keys";
import { phoneKey } from "~/lib/phone";
import { customerContactsTable, customersTable, sitesTable } from "./tables";

export interface PersonDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  suburb: string;
}

type ContactKind = "email" | "phone";

function contactsOf(person: Pick<PersonDetails, "email" | "phone">) {
  return [
    { kind: "email" as ContactKind, value: person.email.trim(), key: emailKey(person.email) },
    { kind: "phone" as ContactKind, value: person.phone.trim(), key: phoneKey(person.phone) },
  ].filter((contact) => contact.key !== "");
}

/** Adds email addresses and phone numbers to a customer; one that is already some customer's stays theirs. */
export async function addContacts(tx: Transaction, customerId: number, person: Pick<PersonDetails, "email" | "phone">) {
  const contacts = contactsOf(person);
  if (contacts.length === 0) return;
  await tx
    .insert(customerContactsTable)
    .values(contacts.map((contact) => ({ ...contact, customerId })))
    .onConflictDoNothing({ target: [customerContactsTable.kind, customerContactsTable.key] });
}

/** A site's row as it is stored: the address as typed (trimmed), and the key that finds it again. */
function siteOf(address: string, suburb: string) {
  return { address: address.trim(), suburb: suburb.trim(), key: siteKey(address, suburb) };
}

/** The site at this address for the customer, made the first time. */
export async function siteFor(tx: Transaction, customerId: number, address: string, suburb: string): Promise<number> {
  const [site] = await tx
    .insert(sitesTable)
    .values({ customerId, ...siteOf(address, suburb) })
    .onConflictDoUpdate({ target: [sitesTable.customerId, sitesTable.key], set: { updatedAt: sql`now()` } })
    .returning({ id: sitesTable.id });
  return site.id;
}

/**
 * A customer with their contacts and first site, in one statement (the usual case: most
 * requests come from someone new), unless a customer already has one of these contacts: then
 * it stores nothing and answers null.
 */
async function newCustomer(tx: Transaction, person: PersonDetails, contacts: ReturnType<typeof contactsOf>) {
  const contactRows = sql.join(
    contacts.map((contact) => sql`(${contact.kind}::text, ${contact.value}::text, ${contact.key}::text)`),
    sql`, `,
  );
  const site = siteOf(person.address, person.suburb);
  const unknown = contacts.length
    ? sql`where not exists (select from ${customerContactsTable} known, (values ${contactRows}) as contact (kind, value, key)
        where known.kind = contact.kind and known.key = contact.key)`
    : sql``;
  const insertContacts = contacts.length
    ? sql`, added_contacts as (
        insert into ${customerContactsTable} (customer_id, kind, value, key, confirmed)
        select customer.id, contact.kind, contact.value, contact.key, true from customer, (values ${contactRows}) as contact (kind, value, key)
        on conflict (kind, key) do nothing)`
    : sql``;
  const result =
    await tx.execute(sql`with customer as (insert into ${customersTable} (name) select ${person.name.trim()}::text ${unknown} returning id),
    site as (
      insert into ${sitesTable} (customer_id, address, suburb, key)
      select id, ${site.address}, ${site.suburb}, ${site.key} from customer
      returning id)${insertContacts}
    select customer.id as customer_id, site.id as site_id from customer, site`);
  const [row] = rowsOf<{ customer_id: number; site_id: number }>(result);
  return row ? { customerId: Number(row.customer_id), siteId: Number(row.site_id) } : null;
}

/** Who already has any of these contacts; built once per number of contacts (docs/decisions/0125). */
const customersWithContacts = prebuiltForRows<"kind" | "key", { customer_id: number; kind: ContactKind; name: string }>(
  ["kind", "key"],
  (db, contacts) =>
    db
      .select({ customerId: customerContactsTable.customerId, kind: customerContactsTable.kind, name: customersTable.name })
      .from(customerContactsTable)
      .innerJoin(customersTable, eq(customersTable.id, customerContactsTable.customerId))
      .where(
        or(...contacts.map((contact) => and(eq(customerContactsTable.kind, contact.kind), eq(customerContactsTable.key, contact.key)))),
      ),
);

/**
 * Files a request under its customer (docs/decisions/0082), in the caller's transaction: the
 * customer who has this email, else the one who has this phone number if the names agree, else
 * a new customer; their contacts gain any new address or number, and the address becomes one of
 * their sites. A phone number shared by someone of another name (a household or an office line)
 * gives a new customer, without that number, flagged as possibly that one (`possibleCustomerId`,
 * docs/decisions/0141) for staff to confirm.
 * Requests sharing an email or number wait for each other here, so two at once from a new
 * customer make one customer. `alongside` runs with the last statements, sent together in one
 * round trip (the caller's look at the customer's earlier requests); a new customer has none.
 */
export async function fileUnderCustomer<T>(
  tx: Transaction,
  person: PersonDetails,
  alongside: (customerId: number) => Promise<T>,
): Promise<{ customerId: number; siteId: number; alongside: T | null; possibleCustomerId: number | null }> {
  const contacts = contactsOf(person);
  // Sent together, in one round trip (docs/decisions/0126): PostgreSQL runs them in the order
  // sent, and the look-up and the new customer, statements of their own, see what was committed
  // before the locks were granted. The new customer is stored only if the look-up finds no one.
  const [, matches, created] = await Promise.all([
    lockKeysUntilCommit(
      tx,
      "customerContacts",
      contacts.map((contact) => `${contact.kind}:${contact.key}`),
    ),
    contacts.length ? customersWithContacts(tx, contacts) : [],
    newCustomer(tx, person, contacts),
  ]);
  if (created) return { ...created, alongside: null, possibleCustomerId: null };
  // Neither, when a contact was added between the two statements by someone not holding the lock: look once more.
  const known = matches.length > 0 ? matches : await customersWithContacts(tx, contacts);
  const byEmail = known.find((row) => row.kind === "email");
  const match = byEmail ?? known[0];
  if (!match) throw new Error("filing a request: its contacts were neither found nor stored");
  if (!byEmail && !namesAgree(match.name, person.name)) {
    const own = await newCustomer(
      tx,
      person,
      contacts.filter((contact) => contact.kind !== "phone"),
    );
    if (own) return { ...own, alongside: null, possibleCustomerId: Number(match.customer_id) };
  }
  const customerId = Number(match.customer_id);
  const [siteId, found] = await Promise.all([
    siteFor(tx, customerId, person.address, person.suburb),
    alongside(customerId),
    known.length < contacts.length ? addContacts(tx, customerId, person) : null,
  ]);
  return { customerId, siteId, alongside: found, possibleCustomerId: null };
}
