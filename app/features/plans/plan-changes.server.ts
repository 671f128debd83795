import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { cancelJob } from "~/features/jobs/jobs.server";
import { visitsTable } from "~/features/jobs/tables";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { notifyTexts } from "~/features/texts/outbox.server";
import type { StaffActor } from "~/lib/actor";
import { todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { extendPlanWithin, takeBackFutureVisits, type HorizonSettings } from "./horizon.server";
import type { PlanInput } from "./plan-schema";
import { pricesAfterLinesEdited } from "./prices.server";
import { insertPlan, lockPlan, updatePlanRow, visitsChanged } from "./plans.server";
import { planOccurrencesTable } from "./tables";

/*
 * Staff's changes to a plan (docs/decisions/0180). Making or changing a plan books its visits up
 * to the horizon in the same transaction, so the schedule shows them as soon as the page comes back.
 */

function sendAfterCommit() {
  notifyOutbox();
  notifyTexts();
}

export async function createPlan(db: Database, actor: StaffActor, input: PlanInput, settings: HorizonSettings, today = todayInAuckland()) {
  const result = await db.transaction(async (tx) => {
    const plan = await insertPlan(tx, actor, input, settings);
    return { id: plan.id, booked: await extendPlanWithin(tx, actor, plan, settings, today) };
  });
  sendAfterCommit();
  return result;
}

/**
 * New terms for a plan. When they reshape its visits, the visits still to come that nobody has
 * started are taken back and booked again by the new terms; those done, under way, moved or
 * skipped by hand before today stay.
 */
export async function updatePlan(
  db: Database,
  actor: StaffActor,
  id: number,
  input: PlanInput,
  settings: HorizonSettings,
  today = todayInAuckland(),
) {
  const result = await db.transaction(async (tx) => {
    const before = await lockPlan(tx, id);
    const after = await updatePlanRow(tx, actor, before, input, settings);
    if (JSON.stringify(before.lines) !== JSON.stringify(after.lines)) await pricesAfterLinesEdited(tx, actor, after, today);
    if (!visitsChanged(before, after)) return { replaced: 0, booked: 0 };
    const replaced = await takeBackFutureVisits(tx, actor, id, settings, today);
    return { replaced, booked: await extendPlanWithin(tx, actor, after, settings, today) };
  });
  sendAfterCommit();
  return result;
}

/**
 * Skips one visit: its job is cancelled (the tradie and customer are told as for any
 * cancellation) and its date stays taken, so the horizon does not book it again and the rule
 * is unchanged.
 */
export async function skipPlanVisit(
  db: Database,
  actor: StaffActor,
  planId: number,
  occursOn: string,
  reason: string,
  settings: HorizonSettings,
) {
  const [row] = await db
    .select({ jobId: planOccurrencesTable.jobId, status: visitsTable.status })
    .from(planOccurrencesTable)
    .leftJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .where(and(eq(planOccurrencesTable.planId, planId), eq(planOccurrencesTable.occursOn, occursOn)));
  if (!row?.jobId) throw new DomainError("This plan has no visit on that date.", { status: 404 });
  if (row.status !== "scheduled" && row.status !== "confirmed") throw new DomainError("Only a visit that has not started can be skipped.");
  await cancelJob(db, actor, row.jobId, `Skipped (maintenance plan #${planId}): ${reason}`, settings);
}
