import { eq, inArray } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import { tradiesTable } from "~/features/tradies/tables";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { type Cents } from "~/lib/money";
import type { Database } from "~/platform/db/database";
import { tradieCostRatesTable } from "./tables";

/* Tradies' cost rates (docs/decisions/0216): pay information, for administrators to set and staff to read. */

/** A tradie's cost rate in cents per hour, or null when none is set. Staff only. */
export async function costRateOf(db: Pick<Database, "select">, tradieId: number): Promise<Cents | null> {
  const [row] = await db.select().from(tradieCostRatesTable).where(eq(tradieCostRatesTable.tradieId, tradieId));
  return row?.centsPerHour ?? null;
}

export async function setCostRate(db: Database, staff: StaffActor, tradieId: number, centsPerHour: Cents): Promise<void> {
  await db.transaction(async (tx) => {
    const [tradie] = await tx.select({ id: tradiesTable.id }).from(tradiesTable).where(eq(tradiesTable.id, tradieId));
    if (!tradie) throw new DomainError("There is no tradie with that number.", { status: 404 });
    const before = await costRateOf(tx, tradieId);
    await tx
      .insert(tradieCostRatesTable)
      .values({ tradieId, centsPerHour, updatedByName: staff.name })
      .onConflictDoUpdate({
        target: tradieCostRatesTable.tradieId,
        set: { centsPerHour, updatedByName: staff.name, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor: staff,
      action: "tradie.cost-rate",
      entityType: "tradie",
      entityId: tradieId,
      before: { centsPerHour: before },
      after: { centsPerHour },
    });
  });
}

/** The tradies' names and cost rates (null where none is set). */
export async function ratesOf(db: Database, tradieIds: readonly number[]) {
  if (tradieIds.length === 0) return new Map<number, { name: string; rate: Cents | null }>();
  const rows = await db
    .select({ id: tradiesTable.id, name: tradiesTable.name, rate: tradieCostRatesTable.centsPerHour })
    .from(tradiesTable)
    .leftJoin(tradieCostRatesTable, eq(tradieCostRatesTable.tradieId, tradiesTable.id))
    .where(inArray(tradiesTable.id, [...tradieIds]));
  return new Map(rows.map((r) => [r.id, { name: r.name, rate: r.rate }]));
}
