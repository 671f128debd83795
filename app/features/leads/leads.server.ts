import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import type { LeadSource } from "./sources";
import { leadsTable, type Lead } from "./tables";

export type LeadDetails = Pick<
  Lead,
  "service" | "preferredDate" | "preferredTime" | "name" | "email" | "phone" | "address" | "suburb" | "message"
>;

type Executor = Pick<Database, "insert" | "select">;

/**
 * Stores a new lead (status "new"). With an idempotency key that is already taken it stores
 * nothing and returns null: the unique index makes a concurrent twin wait for the first
 * transaction and then find the key taken, so one key can never make two leads.
 */
export async function insertLead(
  tx: Executor,
  fields: LeadDetails,
  idempotency: { key: string | null; requestHash: string },
  source: LeadSource = "quote-form",
): Promise<{ id: number } | null> {
  const [row] = await tx
    .insert(leadsTable)
    .values({ ...fields, source, idempotencyKey: idempotency.key, requestHash: idempotency.requestHash })
    .onConflictDoNothing({ target: leadsTable.idempotencyKey })
    .returning({ id: leadsTable.id });
  return row ?? null;
}

export async function findLeadByIdempotencyKey(tx: Executor, key: string) {
  const [row] = await tx
    .select({ id: leadsTable.id, requestHash: leadsTable.requestHash })
    .from(leadsTable)
    .where(eq(leadsTable.idempotencyKey, key))
    .limit(1);
  return row;
}
