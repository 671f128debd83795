import { and, asc, eq, gt, gte, inArray, isNull, ne } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { invoicesTable } from "~/features/invoices/tables";
import { repricePlannedJob } from "~/features/jobs/planned-prices.server";
import { visitsTable } from "~/features/jobs/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import type { Actor, StaffActor } from "~/lib/actor";
import { formatIsoDay, type IsoDay } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { storableAmount, type Cents } from "~/lib/money";
import type { PlanLine } from "./plan-schema";
import { jobLinesOf, lockPlan, visitValue } from "./plans.server";
import { planOccurrencesTable, planPricesTable, type PlanPriceRow, type PlanRow } from "./tables";

/*
 * A plan's prices from a date (docs/decisions/0198). Each visit is priced by the prices in force
 * on its day: the latest change on or before it, or the plan's own lines before the first. A
 * change reprices the plan's visits on or after its date that are not yet invoiced (nor prepaid);
 * those invoiced keep the price they were billed at.
 */

export type PriceInForce = { lines: PlanLine[]; visitValueCents: Cents };

/** The plan's price changes, oldest first. */
export async function planPrices(db: Pick<Database, "select">, planId: number): Promise<PlanPriceRow[]> {
  return db.select().from(planPricesTable).where(eq(planPricesTable.planId, planId)).orderBy(asc(planPricesTable.effectiveFrom));
}

/** Each plan's price changes, oldest first, by plan id, in one query (for lists). */
export async function planPricesOf(db: Pick<Database, "select">, planIds: readonly number[]): Promise<Map<number, PlanPriceRow[]>> {
  const byPlan = new Map<number, PlanPriceRow[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select()
    .from(planPricesTable)
    .where(inArray(planPricesTable.planId, [...planIds]))
    .orderBy(asc(planPricesTable.effectiveFrom));
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row]);
  return byPlan;
}

/** The prices in force on `day`, from the plan and its changes (oldest first). */
export function priceOn(plan: Pick<PlanRow, "lines" | "visitValueCents">, changes: readonly PlanPriceRow[], day: IsoDay): PriceInForce {
  let inForce: PriceInForce = { lines: plan.lines, visitValueCents: plan.visitValueCents };
  for (const change of changes) if (change.effectiveFrom <= day) inForce = { lines: change.lines, visitValueCents: change.visitValueCents };
  return inForce;
}

/**
 * Reprices, in the caller's transaction, the plan's booked visits on or after `from` that are
 * not yet invoiced, each by the prices in force on its day; answers how many changed.
 */
async function repriceVisitsFrom(tx: Transaction, actor: Actor, plan: PlanRow, from: IsoDay) {
  const changes = await planPrices(tx, plan.id);
  const rows = await tx
    .select({ jobId: planOccurrencesTable.jobId, day: visitsTable.day, invoiceId: invoicesTable.id })
    .from(planOccurrencesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .leftJoin(
      invoicesTable,
      and(eq(invoicesTable.jobId, planOccurrencesTable.jobId), eq(invoicesTable.kind, "invoice"), ne(invoicesTable.status, "void")),
    )
    .where(
      and(
        eq(planOccurrencesTable.planId, plan.id),
        gte(visitsTable.day, from),
        isNull(planOccurrencesTable.invoiceId),
        isNull(planOccurrencesTable.prepaidBlockId),
      ),
    );
  let changed = 0;
  for (const row of rows) {
    if (row.jobId === null || row.invoiceId !== null) continue;
    const price = priceOn(plan, changes, row.day);
    if (
      await repricePlannedJob(tx, actor, row.jobId, {
        lines: jobLinesOf(price.lines),
        valueCents: price.visitValueCents,
        why: `New plan prices from ${formatIsoDay(from)}`,
      })
    )
      changed += 1;
  }
  return changed;
}

export type PriceChange = { effectiveFrom: IsoDay; unitPrices: Cents[]; note: string };

/** Staff set new unit prices for the plan's lines from a date; answers the visits repriced. */
export async function changePlanPrices(
  db: Database,
  actor: StaffActor,
  planId: number,
  change: PriceChange,
  settings: Pick<BusinessSettings, "quoting">,
) {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (plan.status === "ended") throw new DomainError("This plan has ended: make a new plan for more work.");
    if (change.effectiveFrom < plan.startsOn)
      throw new DomainError(`Choose a day on or after the plan's first, ${formatIsoDay(plan.startsOn)}.`, {
        status: 400,
        field: "effectiveFrom",
      });
    const base = priceOn(plan, await planPrices(tx, planId), change.effectiveFrom);
    if (change.unitPrices.length !== base.lines.length)
      throw new DomainError("Enter a price for each of the plan's lines.", { status: 400, field: "prices" });
    const lines = base.lines.map((line, i) => ({ ...line, unitPriceCents: storableAmount(change.unitPrices[i], "the unit price") }));
    const visitValueCents = visitValue(lines, settings.quoting.gstRounding);
    await tx
      .insert(planPricesTable)
      .values({ planId, effectiveFrom: change.effectiveFrom, lines, visitValueCents, note: change.note, createdByName: actor.name })
      .onConflictDoUpdate({
        target: [planPricesTable.planId, planPricesTable.effectiveFrom],
        set: { lines, visitValueCents, note: change.note, createdByName: actor.name, createdAt: new Date() },
      });
    // Later changes were set against the old prices of these lines: they keep their own prices.
    await recordAudit(tx, {
      actor,
      action: "plan.prices",
      entityType: "plan",
      entityId: planId,
      before: base,
      after: { effectiveFrom: change.effectiveFrom, lines, visitValueCents },
    });
    return { repriced: await repriceVisitsFrom(tx, actor, plan, change.effectiveFrom), visitValueCents };
  });
}

/**
 * After staff edit the plan's lines (docs/decisions/0198): changes dated after today were set for
 * the old lines and are dropped; if an earlier one is in force, the edited lines take over from
 * today with a change of their own, so the edit holds for the visits booked again.
 */
export async function pricesAfterLinesEdited(tx: Transaction, actor: StaffActor, plan: PlanRow, today: IsoDay) {
  await tx.delete(planPricesTable).where(and(eq(planPricesTable.planId, plan.id), gt(planPricesTable.effectiveFrom, today)));
  const earlier = await planPrices(tx, plan.id);
  if (earlier.length === 0) return;
  await tx
    .insert(planPricesTable)
    .values({
      planId: plan.id,
      effectiveFrom: today,
      lines: plan.lines,
      visitValueCents: plan.visitValueCents,
      note: "The plan's lines were edited",
      createdByName: actor.name,
    })
    .onConflictDoUpdate({
      target: [planPricesTable.planId, planPricesTable.effectiveFrom],
      set: { lines: plan.lines, visitValueCents: plan.visitValueCents, note: "The plan's lines were edited", createdByName: actor.name },
    });
}

/** The plan page's prices: what a visit costs today, the lines to price, and every change (docs/decisions/0198). */
export async function planPriceHistory(db: Database, plan: PlanRow, today: IsoDay) {
  const changes = await planPrices(db, plan.id);
  const now = priceOn(plan, changes, today);
  return {
    lines: now.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
    history: [
      { effectiveFrom: plan.startsOn, visitValueCents: plan.visitValueCents, note: "The plan's first prices", by: plan.createdByName },
      ...changes.map((c) => ({ effectiveFrom: c.effectiveFrom, visitValueCents: c.visitValueCents, note: c.note, by: c.createdByName })),
    ].map((row, i, all) => ({ ...row, inForce: row.effectiveFrom <= today && (all[i + 1]?.effectiveFrom ?? "9999-12-31") > today })),
  };
}
