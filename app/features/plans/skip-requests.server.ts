import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { visitsTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import type { StaffActor } from "~/lib/actor";
import { todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import type { HorizonSettings } from "./horizon.server";
import { skipPlanVisit } from "./plan-changes.server";
import { planOccurrencesTable, planSkipRequestsTable, plansTable } from "./tables";

/*
 * A customer's request to skip one plan visit (docs/decisions/0200), sent from their visit's link
 * (a POST; the link's token is the whole of what they may touch). Staff confirm it on the plan's
 * page, which skips that one visit and leaves the rule as it is, or refuse it.
 */

const OPEN = ["scheduled", "confirmed"];

/** The plan visits of a job (a plan books one job a visit) still to come and not started, with any request waiting. */
export async function skippableVisitsOfJob(db: Database, jobId: number, today = todayInAuckland()) {
  const rows = await db
    .select({
      planId: planOccurrencesTable.planId,
      occursOn: planOccurrencesTable.occursOn,
      visitId: visitsTable.id,
      day: visitsTable.day,
      status: visitsTable.status,
    })
    .from(planOccurrencesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .where(eq(planOccurrencesTable.jobId, jobId));
  const open = rows.filter((r) => OPEN.includes(r.status) && r.day >= today);
  if (open.length === 0) return [];
  const waiting = await db
    .select({ occursOn: planSkipRequestsTable.occursOn, planId: planSkipRequestsTable.planId })
    .from(planSkipRequestsTable)
    .where(
      and(inArray(planSkipRequestsTable.planId, [...new Set(open.map((r) => r.planId))]), eq(planSkipRequestsTable.status, "waiting")),
    );
  const asked = new Set(waiting.map((w) => `${w.planId}:${w.occursOn}`));
  return open.map((r) => ({ visitId: r.visitId, day: r.day, asked: asked.has(`${r.planId}:${r.occursOn}`) }));
}

/** The customer asks to skip the visit; a second ask for the same visit finds the first. */
export async function requestSkip(db: Database, jobId: number, visitId: number, reason: string, today = todayInAuckland()) {
  const [row] = await db
    .select({
      planId: planOccurrencesTable.planId,
      occursOn: planOccurrencesTable.occursOn,
      status: visitsTable.status,
      day: visitsTable.day,
    })
    .from(planOccurrencesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .where(and(eq(planOccurrencesTable.jobId, jobId), eq(planOccurrencesTable.visitId, visitId)));
  if (!row) throw new DomainError("This booking has no such regular visit.", { status: 404 });
  if (!OPEN.includes(row.status) || row.day < today) throw new DomainError("This visit can no longer be skipped here: please call us.");
  await db.insert(planSkipRequestsTable).values({ planId: row.planId, occursOn: row.occursOn, visitId, reason }).onConflictDoNothing();
  return row;
}

/** The plan's requests waiting for staff, with the visit's day. */
export async function waitingSkipRequests(db: Database, planId: number) {
  return db
    .select({
      id: planSkipRequestsTable.id,
      occursOn: planSkipRequestsTable.occursOn,
      reason: planSkipRequestsTable.reason,
      day: visitsTable.day,
      createdAt: planSkipRequestsTable.createdAt,
    })
    .from(planSkipRequestsTable)
    .leftJoin(visitsTable, eq(visitsTable.id, planSkipRequestsTable.visitId))
    .where(and(eq(planSkipRequestsTable.planId, planId), eq(planSkipRequestsTable.status, "waiting")))
    .orderBy(asc(planSkipRequestsTable.occursOn));
}

/** Every plan's requests waiting for staff, the soonest visit first, for the office's Today list. */
export async function allWaitingSkipRequests(db: Database, limit: number) {
  return db
    .select({
      id: planSkipRequestsTable.id,
      planId: planSkipRequestsTable.planId,
      plan: plansTable.title,
      customer: leadsTable.name,
      occursOn: planSkipRequestsTable.occursOn,
      day: visitsTable.day,
      createdAt: planSkipRequestsTable.createdAt,
    })
    .from(planSkipRequestsTable)
    .innerJoin(plansTable, eq(plansTable.id, planSkipRequestsTable.planId))
    .innerJoin(leadsTable, eq(leadsTable.id, plansTable.leadId))
    .leftJoin(visitsTable, eq(visitsTable.id, planSkipRequestsTable.visitId))
    .where(eq(planSkipRequestsTable.status, "waiting"))
    .orderBy(asc(planSkipRequestsTable.occursOn), asc(planSkipRequestsTable.id))
    .limit(limit);
}

/** Staff confirm (the visit is skipped, the rule unchanged) or refuse a waiting request of this plan. */
export async function decideSkipRequest(
  db: Database,
  actor: StaffActor,
  planId: number,
  requestId: number,
  decision: "confirmed" | "refused",
  settings: HorizonSettings,
) {
  const [request] = await db
    .select()
    .from(planSkipRequestsTable)
    .where(and(eq(planSkipRequestsTable.id, requestId), eq(planSkipRequestsTable.planId, planId)));
  if (!request) throw new DomainError("There is no such request to skip a visit.", { status: 404 });
  if (request.status !== "waiting") throw new DomainError(`This request was already ${request.status}.`);
  if (decision === "confirmed")
    await skipPlanVisit(db, actor, planId, request.occursOn, `The customer asked${request.reason ? `: ${request.reason}` : ""}`, settings);
  const [decided] = await db
    .update(planSkipRequestsTable)
    .set({ status: decision, decidedByName: actor.name, decidedAt: new Date() })
    .where(and(eq(planSkipRequestsTable.id, requestId), eq(planSkipRequestsTable.status, "waiting")))
    .returning({ id: planSkipRequestsTable.id });
  if (!decided) throw new DomainError("This request was already decided.");
  await recordAudit(db, {
    actor,
    action: `plan.skip-request.${decision}`,
    entityType: "plan",
    entityId: planId,
    after: { requestId, occursOn: request.occursOn },
  });
  return request;
}
