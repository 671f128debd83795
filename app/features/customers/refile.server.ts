import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "~/platform/db/database";
import { DomainError } from "~/lib/domain-error";
import { emailKey } from "~/lib/email-address";
import { phoneKey } from "~/lib/phone";
import { addContacts, siteFor } from "./match.server";
import { forgetCustomerIfUnused } from "./privacy.server";
import { customerContactsTable, customersTable } from "./tables";

/** A person's contact details, as a request gave them. */
interface Person {
  name: string;
  email: string;
  phone: string;
  address: string;
  suburb: string;
}

const keysOf = (person: Pick<Person, "email" | "phone">) =>
  [
    { kind: "email", key: emailKey(person.email) },
    { kind: "phone", key: phoneKey(person.phone) },
  ].filter((contact) => contact.key !== "");

/**
 * A new customer for a request that was filed under someone else (issue 40, item 9;
 * docs/decisions/0141), with its site. The request's email and phone move to the new customer
 * unless the old customer's other requests use them too (a shared household number stays).
 */
export async function splitOffCustomer(
  tx: Transaction,
  fromCustomerId: number,
  person: Person,
  othersOfOld: ReadonlyArray<Pick<Person, "email" | "phone">>,
): Promise<{ customerId: number; siteId: number }> {
  const [created] = await tx.insert(customersTable).values({ name: person.name.trim() }).returning({ id: customersTable.id });
  const shared = new Set(othersOfOld.flatMap(keysOf).map((c) => `${c.kind}:${c.key}`));
  const moving = keysOf(person).filter((c) => !shared.has(`${c.kind}:${c.key}`));
  for (const kind of ["email", "phone"]) {
    const keys = moving.filter((c) => c.kind === kind).map((c) => c.key);
    if (keys.length)
      await tx
        .update(customerContactsTable)
        .set({ customerId: created.id })
        .where(
          and(
            eq(customerContactsTable.customerId, fromCustomerId),
            eq(customerContactsTable.kind, kind),
            inArray(customerContactsTable.key, keys),
          ),
        );
  }
  // A contact no one had yet (the old customer never got it) is the new customer's.
  await addContacts(tx, created.id, { email: person.email, phone: person.phone });
  return { customerId: created.id, siteId: await siteFor(tx, created.id, person.address, person.suburb) };
}

/**
 * Staff confirmed that a request filed under a customer of its own is another customer's (the
 * one with the same phone number). Call it once the request points at that customer: the
 * request's site is made theirs, and the customer made for the request is removed when it has
 * no other request, its email then going to the customer kept.
 */
export async function joinCustomer(
  tx: Transaction,
  fromCustomerId: number | null,
  intoCustomerId: number,
  person: Person,
): Promise<{ siteId: number }> {
  const [into] = await tx.select({ id: customersTable.id }).from(customersTable).where(eq(customersTable.id, intoCustomerId)).for("update");
  if (!into) throw new DomainError("That customer no longer exists.", { status: 409 });
  await forgetCustomerIfUnused(tx, fromCustomerId);
  await addContacts(tx, intoCustomerId, { email: person.email, phone: person.phone });
  await tx
    .update(customersTable)
    .set({ updatedAt: sql`now()` })
    .where(eq(customersTable.id, intoCustomerId));
  return { siteId: await siteFor(tx, intoCustomerId, person.address, person.suburb) };
}
