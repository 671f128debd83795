import { and, asc, count, desc, eq, gte, inArray, isNull, ne } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { draftPrepaidInvoice } from "~/features/invoices/invoices.server";
import { markPlannedJobPaidAhead } from "~/features/jobs/planned-prices.server";
import { visitsTable } from "~/features/jobs/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import type { StaffActor } from "~/lib/actor";
import { todayInAuckland, type IsoDay } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { formatMoney } from "~/lib/money";
import { lockPlan } from "./plans.server";
import { planPrices, priceOn } from "./prices.server";
import { planOccurrencesTable, planPrepaidBlocksTable } from "./tables";

/*
 * Prepaid plans (docs/decisions/0199): staff sell a block of N visits, invoiced at once through
 * the invoices feature. The plan's next N visits are booked against the block (no invoice of
 * their own); each one done counts it down. When every visit of the block is booked, the horizon
 * books the rest as the plan bills them, and the plan's page and list say the block is used.
 */

/** The plan's latest block and how many of its visits are booked (not cancelled) against it. */
export async function openBlock(tx: Pick<Database, "select">, planId: number) {
  const [block] = await tx
    .select()
    .from(planPrepaidBlocksTable)
    .where(eq(planPrepaidBlocksTable.planId, planId))
    .orderBy(desc(planPrepaidBlocksTable.id))
    .limit(1);
  if (!block) return null;
  const [booked] = await tx
    .select({ n: count() })
    .from(planOccurrencesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .where(and(eq(planOccurrencesTable.prepaidBlockId, block.id), ne(visitsTable.status, "cancelled")));
  return { id: block.id, visits: block.visits, unbooked: Math.max(0, block.visits - booked.n) };
}

/** Each plan's latest block: its size and how many of its visits are not yet done ("3 of 6 prepaid visits left"). */
export async function prepaidLeft(db: Pick<Database, "select">, planIds: readonly number[]) {
  const result = new Map<number, { visits: number; left: number }>();
  if (planIds.length === 0) return result;
  const blocks = await db
    .select()
    .from(planPrepaidBlocksTable)
    .where(inArray(planPrepaidBlocksTable.planId, [...planIds]))
    .orderBy(asc(planPrepaidBlocksTable.id));
  const latest = new Map(blocks.map((b) => [b.planId, b]));
  const ids = [...latest.values()].map((b) => b.id);
  const done = ids.length
    ? await db
        .select({ blockId: planOccurrencesTable.prepaidBlockId, n: count() })
        .from(planOccurrencesTable)
        .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
        .where(and(inArray(planOccurrencesTable.prepaidBlockId, ids), eq(visitsTable.status, "done")))
        .groupBy(planOccurrencesTable.prepaidBlockId)
    : [];
  const doneOf = new Map(done.map((d) => [d.blockId, d.n]));
  for (const [planId, block] of latest)
    result.set(planId, { visits: block.visits, left: Math.max(0, block.visits - (doneOf.get(block.id) ?? 0)) });
  return result;
}

/** "3 of 6 prepaid visits left", or that the block is used. */
export function prepaidWords(prepaid: { visits: number; left: number } | undefined) {
  if (!prepaid) return null;
  if (prepaid.left === 0) return `All ${prepaid.visits} prepaid visits used`;
  return `${prepaid.left} of ${prepaid.visits} prepaid ${prepaid.visits === 1 ? "visit" : "visits"} left`;
}

/** Books the plan's visits still to come, not started and not yet billed, against the block, in date order. */
async function claimBookedVisits(
  tx: Transaction,
  actor: StaffActor,
  planId: number,
  blockId: number,
  visits: number,
  invoice: string,
  today: IsoDay,
) {
  const rows = await tx
    .select({ occursOn: planOccurrencesTable.occursOn, jobId: planOccurrencesTable.jobId })
    .from(planOccurrencesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .where(
      and(
        eq(planOccurrencesTable.planId, planId),
        isNull(planOccurrencesTable.prepaidBlockId),
        isNull(planOccurrencesTable.invoiceId),
        gte(visitsTable.day, today),
        inArray(visitsTable.status, ["scheduled", "confirmed"]),
      ),
    )
    .orderBy(asc(visitsTable.day));
  let claimed = 0;
  for (const row of rows) {
    if (claimed >= visits || row.jobId === null) break;
    if (!(await markPlannedJobPaidAhead(tx, actor, row.jobId, invoice))) continue;
    await tx
      .update(planOccurrencesTable)
      .set({ prepaidBlockId: blockId })
      .where(and(eq(planOccurrencesTable.planId, planId), eq(planOccurrencesTable.occursOn, row.occursOn)));
    claimed += 1;
  }
  return claimed;
}

/** Staff sell a block of visits paid ahead: its invoice is drafted now, and the plan's next visits are booked against it. */
export async function sellPrepaidBlock(
  db: Database,
  actor: StaffActor,
  planId: number,
  visits: number,
  settings: Pick<BusinessSettings, "quoting" | "invoicing">,
  today = todayInAuckland(),
) {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (plan.status === "ended") throw new DomainError("This plan has ended: make a new plan for more work.");
    const current = (await prepaidLeft(tx, [planId])).get(planId);
    if (current && current.left > 0)
      throw new DomainError(`This plan still has ${prepaidWords(current)}: sell the next block when they are used.`);
    const price = priceOn(plan, await planPrices(tx, planId), today);
    const reference = `Plan #${plan.id}, ${visits} visits paid ahead`;
    const invoice = await draftPrepaidInvoice(
      tx,
      actor,
      {
        leadId: plan.leadId,
        title: `${plan.title}: ${visits} visits paid ahead`,
        reference,
        description: `${plan.title}, visits paid ahead at ${formatMoney(price.visitValueCents)} each`,
        visits,
        visitCents: price.visitValueCents,
      },
      settings,
    );
    const [block] = await tx
      .insert(planPrepaidBlocksTable)
      .values({ planId, visits, invoiceId: invoice.id, createdByName: actor.name })
      .returning({ id: planPrepaidBlocksTable.id });
    const claimed = await claimBookedVisits(tx, actor, planId, block.id, visits, invoice.number, today);
    await recordAudit(tx, { actor, action: "plan.prepay", entityType: "plan", entityId: planId, after: { visits, invoiceId: invoice.id } });
    return { invoice, claimed };
  });
}
