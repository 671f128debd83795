import { and, eq } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import type { Database, Transaction } from "~/platform/db/database";
import { emailKey } from "~/lib/email-address";
import { phoneKey } from "~/lib/phone";
import type { ContactPreference } from "./contact-preference";
import { customerContactsTable, customersTable } from "./tables";

export interface OwnDetails {
  email: string;
  phone: string;
  contactPreference: ContactPreference;
}

const TAKEN = {
  email: "That email address is on another of our customer records. Call us and we will sort it out.",
  phone: "That phone number is on another of our customer records. Call us and we will sort it out.",
} as const;

/**
 * Makes `value` the customer's current email or phone (the newest of its kind, which every page
 * and message uses), keeping the older ones so their later requests still find them, and marks it
 * confirmed: the customer gave it on their own page (docs/decisions/0187). One that is already
 * another customer's is refused: contacts belong to one customer (docs/decisions/0195).
 */
async function makeCurrent(tx: Transaction, customerId: number, kind: "email" | "phone", value: string): Promise<boolean> {
  const key = kind === "email" ? emailKey(value) : phoneKey(value);
  const [latest] = await tx
    .select()
    .from(customerContactsTable)
    .where(and(eq(customerContactsTable.customerId, customerId), eq(customerContactsTable.kind, kind)))
    .orderBy(customerContactsTable.id)
    .then((rows) => rows.slice(-1));
  if (latest?.key === key && latest.value === value) {
    if (latest.confirmed) return false;
    await tx.update(customerContactsTable).set({ confirmed: true }).where(eq(customerContactsTable.id, latest.id));
    return true;
  }
  const [held] = await tx
    .select()
    .from(customerContactsTable)
    .where(and(eq(customerContactsTable.kind, kind), eq(customerContactsTable.key, key)))
    .for("update");
  if (held && held.customerId !== customerId) throw new DomainError(TAKEN[kind], { status: 409, field: kind });
  if (held) await tx.delete(customerContactsTable).where(eq(customerContactsTable.id, held.id));
  await tx.insert(customerContactsTable).values({ customerId, kind, value, key, confirmed: true });
  return true;
}

/**
 * The customer's own change of their email, phone and how we keep them posted (issue 45, item 3):
 * one transaction, audited with what was there before; nothing stored when any part is refused.
 */
export async function updateOwnDetails(db: Database, actor: StaffActor, customerId: number, details: OwnDetails): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customersTable).where(eq(customersTable.id, customerId)).for("update");
    if (!customer) throw new DomainError("We no longer hold a record for you.", { status: 404 });
    const before = await tx
      .select()
      .from(customerContactsTable)
      .where(eq(customerContactsTable.customerId, customerId))
      .orderBy(customerContactsTable.id);
    const emailChanged = await makeCurrent(tx, customerId, "email", details.email);
    const phoneChanged = await makeCurrent(tx, customerId, "phone", details.phone);
    const preferenceChanged = customer.contactPreference !== details.contactPreference;
    if (preferenceChanged)
      await tx
        .update(customersTable)
        .set({ contactPreference: details.contactPreference, updatedAt: new Date() })
        .where(eq(customersTable.id, customerId));
    if (!emailChanged && !phoneChanged && !preferenceChanged) return false;
    const current = (kind: string) => before.filter((c) => c.kind === kind).at(-1)?.value ?? "";
    await recordAudit(tx, {
      actor,
      action: "customer.own-details",
      entityType: "customer",
      entityId: customerId,
      before: { email: current("email"), phone: current("phone"), contactPreference: customer.contactPreference },
      after: details,
    });
    return true;
  });
}
