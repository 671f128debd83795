import { and, count, eq, gte, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { enqueueJobs } from "~/platform/jobs/queue.server";
import type { JobContext } from "~/platform/jobs/runner.server";
import { logger } from "~/platform/logger.server";
import { cancelJobWithin } from "~/features/jobs/jobs.server";
import { bookPlannedVisit } from "~/features/jobs/planned-visits.server";
import { visitsTable } from "~/features/jobs/tables";
import type { VisitSettings } from "~/features/jobs/visits.server";
import { notifyOutbox } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { notifyTexts } from "~/features/texts/outbox.server";
import { tradiesTable } from "~/features/tradies/tables";
import { SYSTEM_ACTOR, type Actor } from "~/lib/actor";
import { addDays, aucklandInstant, todayInAuckland, type IsoDay } from "~/lib/clock";
import { activePlanIds, eachPlan, jobLinesOf, lockPlan } from "./plans.server";
import { openBlock } from "./prepaid.server";
import { planPrices, priceOn } from "./prices.server";
import { placeOnCalendar, ruleDates } from "./recurrence";
import { planOccurrencesTable, type PlanRow } from "./tables";

/*
 * The rolling horizon (docs/decisions/0182): every day, and whenever a plan is made or changed,
 * each active plan's visits are booked up to the horizon. Each date the rule gives gets one
 * plan_occurrences row, inserted in the same transaction as its job and visit; the row's primary
 * key (plan, date) means a second instance doing the same work finds it there and books nothing.
 */

export const PLAN_HORIZON_JOB = "plans.horizon";

export type HorizonSettings = VisitSettings & Pick<BusinessSettings, "jobs" | "quoting" | "invoicing">;

/** Visit statuses a changed rule may take back: booked, not yet under way. */
const REPLACEABLE = ["scheduled", "confirmed"];

async function bookedCount(tx: Transaction, planId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(planOccurrencesTable)
    .where(and(eq(planOccurrencesTable.planId, planId), eq(planOccurrencesTable.outcome, "booked")));
  return row.n;
}

/** The plan's tradie while they are active; otherwise the visit goes unassigned for the office to fill. */
async function crewOf(tx: Transaction, plan: PlanRow): Promise<number[]> {
  if (plan.tradieId === null) return [];
  const [tradie] = await tx.select({ status: tradiesTable.status }).from(tradiesTable).where(eq(tradiesTable.id, plan.tradieId));
  return tradie?.status === "active" ? [plan.tradieId] : [];
}

/** Books the plan's visits from today to the horizon, in the caller's transaction with the plan locked; returns how many were booked. */
export async function extendPlanWithin(tx: Transaction, actor: Actor, plan: PlanRow, settings: HorizonSettings, today: IsoDay) {
  if (plan.status !== "active") return 0;
  const dates = ruleDates(plan, today, addDays(today, settings.jobs.planHorizonWeeks * 7));
  if (dates.length === 0) return 0;
  const known = new Set(
    (
      await tx
        .select({ occursOn: planOccurrencesTable.occursOn })
        .from(planOccurrencesTable)
        .where(and(eq(planOccurrencesTable.planId, plan.id), inArray(planOccurrencesTable.occursOn, dates)))
    ).map((r) => r.occursOn),
  );
  let booked = plan.visitLimit === null ? 0 : await bookedCount(tx, plan.id);
  const tradieIds = await crewOf(tx, plan);
  const prices = await planPrices(tx, plan.id);
  // Visits paid ahead (docs/decisions/0199): the block's unbooked visits first, then the plan's own billing.
  const block = await openBlock(tx, plan.id);
  let prepaid = block?.unbooked ?? 0;
  let made = 0;
  for (const occursOn of dates) {
    if (known.has(occursOn)) continue;
    if (plan.visitLimit !== null && booked >= plan.visitLimit) break;
    const place = placeOnCalendar(occursOn, plan.holidays === "skip" ? "skip" : "move");
    const [row] = await tx
      .insert(planOccurrencesTable)
      .values({ planId: plan.id, occursOn, bookedOn: place.day, outcome: place.day ? "booked" : "skipped", note: place.note })
      .onConflictDoNothing()
      .returning({ occursOn: planOccurrencesTable.occursOn });
    if (!row || place.day === null) continue;
    // Priced as the plan prices the day it is booked for (docs/decisions/0198).
    const price = priceOn(plan, prices, place.day);
    const visit = await bookPlannedVisit(
      tx,
      actor,
      {
        leadId: plan.leadId,
        title: plan.title,
        scope: `Maintenance plan #${plan.id}`,
        lines: jobLinesOf(price.lines),
        pricing: { amountsAre: "inclusive", gstRounding: settings.quoting.gstRounding },
        valueCents: price.visitValueCents,
        billedPeriodically: plan.billing === "monthly" || prepaid > 0,
        origin: `Booked by maintenance plan #${plan.id} for ${occursOn}${place.note ? ` (${place.note})` : ""}`,
        visit: {
          day: place.day,
          timing: plan.timing === "fixed" ? "fixed" : "window",
          start: plan.startMinute,
          end: plan.endMinute,
          tradieIds,
          instructions: plan.instructions,
        },
      },
      settings,
      today,
    );
    await tx
      .update(planOccurrencesTable)
      .set({ jobId: visit.jobId, visitId: visit.visitId, prepaidBlockId: prepaid > 0 && block ? block.id : null })
      .where(and(eq(planOccurrencesTable.planId, plan.id), eq(planOccurrencesTable.occursOn, occursOn)));
    booked += 1;
    made += 1;
    if (prepaid > 0) prepaid -= 1;
  }
  return made;
}

/** One plan's horizon in a transaction of its own, its offers sent after commit. */
export async function extendPlan(
  db: Database,
  planId: number,
  settings: HorizonSettings,
  today = todayInAuckland(),
  actor: Actor = SYSTEM_ACTOR,
) {
  const made = await db.transaction(async (tx) => extendPlanWithin(tx, actor, await lockPlan(tx, planId), settings, today));
  if (made > 0) {
    notifyOutbox();
    notifyTexts();
  }
  return made;
}

/**
 * After the plan's terms changed: the visits still to come that nobody has started on are
 * cancelled and their dates forgotten, so the horizon books them again by the new terms. Visits
 * done, under way or skipped by staff, and everything before today, stay as they are.
 */
export async function takeBackFutureVisits(
  tx: Transaction,
  actor: Actor,
  planId: number,
  settings: HorizonSettings,
  today: IsoDay,
  why = "The maintenance plan changed",
) {
  const rows = await tx
    .select({
      occursOn: planOccurrencesTable.occursOn,
      jobId: planOccurrencesTable.jobId,
      status: visitsTable.status,
      outcome: planOccurrencesTable.outcome,
    })
    .from(planOccurrencesTable)
    .leftJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .where(and(eq(planOccurrencesTable.planId, planId), gte(planOccurrencesTable.occursOn, today)));
  const taken = rows.filter((r) => r.outcome === "skipped" || (r.jobId !== null && r.status !== null && REPLACEABLE.includes(r.status)));
  for (const row of taken) if (row.outcome === "booked" && row.jobId !== null) await cancelJobWithin(tx, actor, row.jobId, why, settings);
  if (taken.length)
    await tx.delete(planOccurrencesTable).where(
      and(
        eq(planOccurrencesTable.planId, planId),
        inArray(
          planOccurrencesTable.occursOn,
          taken.map((r) => r.occursOn),
        ),
      ),
    );
  return taken.length;
}

/** Queues the horizon's run for a day (02:00 in Auckland), once however many instances ask. */
export async function queuePlanHorizon(db: Pick<Database, "insert" | "update">, day: IsoDay) {
  await enqueueJobs(db, [{ kind: PLAN_HORIZON_JOB, runAt: aucklandInstant(day, "02:00"), dedupeKey: `${PLAN_HORIZON_JOB}:${day}` }]);
}

/** The daily run: every active plan up to the horizon (a plan that fails is logged and left for tomorrow), then tomorrow's run queued. */
export async function runPlanHorizon(db: Database, job: JobContext, settings: HorizonSettings, today = todayInAuckland()) {
  const made = await eachPlan(
    await activePlanIds(db),
    (id) => extendPlan(db, id, settings, today),
    "a maintenance plan's visits could not be booked",
  );
  await queuePlanHorizon(db, addDays(today, 1));
  logger.info({ jobId: job.id, made }, "maintenance plans' horizon booked");
  return made;
}
