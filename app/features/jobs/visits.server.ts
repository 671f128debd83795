import { and, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { documentNumber } from "~/features/documents/numbers";
import { lockLead, refuseIfAnonymised } from "~/features/leads/lock.server";
import { markVisitBooked } from "~/features/leads/status.server";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { notifyTexts } from "~/features/texts/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { tradiesTable } from "~/features/tradies/tables";
import type { Actor, StaffActor } from "~/lib/actor";
import { addDays, todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import {
  announceVisitStatus,
  answerOffer,
  offerVisit,
  tellCrew,
  tellCustomer,
  type DispatchSettings,
  type StatusAnnouncement,
} from "./dispatch.server";
import { refuseWhileDepositOwed } from "./deposit.server";
import { lockJob, refuseUnlessOpen, syncJobStatus } from "./jobs.server";
import type { ScheduleMove } from "./schedule-schema";
import { isVisitOpen, type VisitStatus, visitStatuses } from "./statuses";
import { serviceJobsTable, visitsTable, visitTradiesTable } from "./tables";
import { recordVisitEvent } from "./timeline.server";
import type { VisitInput } from "./visit-schema";
import { describeVisitTime, visitInstants, visitTimeOf, type VisitTime } from "./visit-times";
import { clashWhat, type Clash } from "./clash";
import { visitWarnings } from "./warnings";

/*
 * Visits (docs/decisions/0108): booked on a job, or on a lead as a site visit to quote, at an
 * Auckland day and wall-clock time, with the tradies who go. Every change is one transaction
 * with its timeline line, its messages (dispatch.server.ts) and the job's status.
 */

const NO_VISIT = "There is no visit with that number.";
/** How far back a visit may be entered (work already done) and how far ahead it may be booked. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 366;

type VisitRow = typeof visitsTable.$inferSelect;
type Target = { jobId: number } | { leadId: number };
export type VisitSettings = DispatchSettings & Pick<BusinessSettings, "openingHours">;

function refuseFarDays(day: string, today: string) {
  if (day < addDays(today, -DAYS_BACK))
    throw new DomainError(`Choose a day from the last ${DAYS_BACK} days or later.`, { status: 400, field: "day" });
  if (day > addDays(today, DAYS_AHEAD)) throw new DomainError("Choose a day within the next year.", { status: 400, field: "day" });
}

/** The tradies chosen, each active; anyone else is refused by name. */
async function activeTradies(tx: Pick<Database, "select">, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: tradiesTable.id, name: tradiesTable.name, status: tradiesTable.status })
    .from(tradiesTable)
    .where(inArray(tradiesTable.id, [...ids]));
  if (rows.length !== ids.length) throw new DomainError("Choose tradies from the list.", { status: 400, field: "tradieIds" });
  const inactive = rows.find((t) => t.status !== "active");
  if (inactive)
    throw new DomainError(`${inactive.name} is ${inactive.status}, so cannot be sent on a visit.`, { status: 400, field: "tradieIds" });
  return rows;
}

/** The visit, locked, when it belongs to the page's job (or is a site visit of the page's lead); otherwise a 404. */
async function lockVisit(tx: Transaction, id: number, within?: Target): Promise<VisitRow> {
  const [visit] = await tx.select().from(visitsTable).where(eq(visitsTable.id, id)).for("update");
  const belongs = !within || ("jobId" in within ? visit?.jobId === within.jobId : visit?.jobId === null && visit?.leadId === within.leadId);
  if (!visit || !belongs) throw new DomainError(NO_VISIT, { status: 404 });
  return visit;
}

/** Two visits of one job never overlap: the second is a mistake, or the first should be longer. */
async function refuseOverlapWithinJob(tx: Transaction, jobId: number | null, visitId: number | null, at: { startsAt: Date; endsAt: Date }) {
  if (jobId === null) return;
  const [other] = await tx
    .select({ id: visitsTable.id })
    .from(visitsTable)
    .where(
      and(
        eq(visitsTable.jobId, jobId),
        ne(visitsTable.status, "cancelled"),
        lt(visitsTable.startsAt, at.endsAt),
        gt(visitsTable.endsAt, at.startsAt),
        visitId === null ? undefined : ne(visitsTable.id, visitId),
      ),
    )
    .limit(1);
  if (other)
    throw new DomainError("This job already has a visit at that time: change that visit instead.", { status: 409, field: "start" });
}

/**
 * Puts the chosen tradies on the visit: those already on it keep their answer (and move with
 * it), new ones are offered it, and those taken off are told it is off for them.
 */
async function setCrew(
  tx: Transaction,
  actor: Actor,
  visitId: number,
  tradieIds: readonly number[],
  at: { startsAt: Date; endsAt: Date },
  settings: DispatchSettings,
) {
  const current = (
    await tx.select({ tradieId: visitTradiesTable.tradieId }).from(visitTradiesTable).where(eq(visitTradiesTable.visitId, visitId))
  ).map((r) => r.tradieId);
  const removed = current.filter((id) => !tradieIds.includes(id));
  const added = tradieIds.filter((id) => !current.includes(id));
  const kept = current.filter((id) => tradieIds.includes(id));
  await tellCrew(tx, visitId, removed, "cancelled", settings);
  if (removed.length)
    await tx.delete(visitTradiesTable).where(and(eq(visitTradiesTable.visitId, visitId), inArray(visitTradiesTable.tradieId, removed)));
  if (kept.length)
    await tx
      .update(visitTradiesTable)
      .set(at)
      .where(and(eq(visitTradiesTable.visitId, visitId), inArray(visitTradiesTable.tradieId, kept)));
  if (added.length) await tx.insert(visitTradiesTable).values(added.map((tradieId) => ({ visitId, tradieId, ...at })));
  await offerVisit(tx, actor, visitId, added, settings);
  return { kept };
}

function withWhom(names: readonly string[]) {
  return names.length ? ` with ${names.join(", ")}` : " (no tradie yet)";
}

/**
 * Books a visit on a job or a lead and offers it to its tradies, in the caller's transaction;
 * answers with its id. A site visit to a lead is booked by staff only.
 */
export async function bookVisit(tx: Transaction, actor: Actor, target: Target, input: VisitInput, settings: VisitSettings, today: string) {
  refuseFarDays(input.day, today);
  let leadId: number;
  if ("jobId" in target) {
    const job = await lockJob(tx, target.jobId);
    refuseUnlessOpen(job);
    await refuseWhileDepositOwed(tx, job, settings);
    leadId = job.leadId;
  } else {
    const lead = await lockLead(tx, target.leadId);
    refuseIfAnonymised(lead);
    leadId = lead.id;
  }
  const tradies = await activeTradies(tx, input.tradieIds);
  const time: VisitTime = { day: input.day, timing: input.timing, startMinute: input.start, endMinute: input.end };
  const at = visitInstants(time);
  await refuseOverlapWithinJob(tx, "jobId" in target ? target.jobId : null, null, at);
  const [visit] = await tx
    .insert(visitsTable)
    .values({ jobId: "jobId" in target ? target.jobId : null, leadId, ...time, ...at, instructions: input.instructions })
    .returning();
  await recordVisitEvent(tx, actor, visit, "visit", `Visit booked: ${describeVisitTime(time)}${withWhom(tradies.map((t) => t.name))}`);
  await setCrew(tx, actor, visit.id, input.tradieIds, at, settings);
  if (visit.jobId) await syncJobStatus(tx, actor, await lockJob(tx, visit.jobId));
  else if (actor.id) await markVisitBooked(tx, { ...actor, id: actor.id }, leadId);
  else throw new Error("a site visit is booked by staff");
  if (actor.id)
    await recordAudit(tx, {
      actor: { id: actor.id, name: actor.name },
      action: "visit.create",
      entityType: "visit",
      entityId: visit.id,
      after: { ...time, tradieIds: input.tradieIds },
    });
  return visit.id;
}

/** Books a visit on a job or a lead and offers it to its tradies; answers with its id and the warnings staff should see. */
export async function addVisit(
  db: Database,
  actor: StaffActor,
  target: Target,
  input: VisitInput,
  settings: VisitSettings,
  today = todayInAuckland(),
) {
  const id = await db.transaction((tx) => bookVisit(tx, actor, target, input, settings, today));
  notifyOutbox();
  notifyTexts();
  return { id, warnings: await warningsForVisit(db, id, settings) };
}

/** Moves or resizes a visit, or changes who goes: only while it has not started. Everyone already told hears of a new time. */
export async function changeVisit(
  db: Database,
  actor: StaffActor,
  visitId: number,
  input: VisitInput,
  settings: VisitSettings,
  within?: Target,
  today = todayInAuckland(),
) {
  refuseFarDays(input.day, today);
  await db.transaction(async (tx) => {
    const visit = await lockVisit(tx, visitId, within);
    if (visit.jobId) refuseUnlessOpen(await lockJob(tx, visit.jobId));
    if (!isVisitOpen(visit.status))
      throw new DomainError(`This visit is ${visitStatuses.label(visit.status).toLowerCase()}, so its time can no longer change.`);
    const tradies = await activeTradies(tx, input.tradieIds);
    const time: VisitTime = { day: input.day, timing: input.timing, startMinute: input.start, endMinute: input.end };
    const before = visitTimeOf(visit);
    const moved = describeVisitTime(before) !== describeVisitTime(time);
    const at = visitInstants(time);
    await refuseOverlapWithinJob(tx, visit.jobId, visitId, at);
    await tx
      .update(visitsTable)
      .set({
        ...time,
        ...at,
        instructions: input.instructions,
        sequence: moved ? visit.sequence + 1 : visit.sequence,
        updatedAt: new Date(),
      })
      .where(eq(visitsTable.id, visitId));
    const detail = moved
      ? `Visit moved from ${describeVisitTime(before)} to ${describeVisitTime(time)}${withWhom(tradies.map((t) => t.name))}`
      : `Visit changed${withWhom(tradies.map((t) => t.name))}`;
    await recordVisitEvent(tx, actor, visit, "visit", detail);
    const { kept } = await setCrew(tx, actor, visitId, input.tradieIds, at, settings);
    if (moved) {
      await tellCrew(tx, visitId, kept, "moved", settings);
      await tellCustomer(tx, actor, visitId, "moved", settings);
    }
    await recordAudit(tx, {
      actor,
      action: "visit.change",
      entityType: "visit",
      entityId: visitId,
      before,
      after: { ...time, tradieIds: input.tradieIds },
    });
  });
  notifyOutbox();
  notifyTexts();
  return { warnings: await warningsForVisit(db, visitId, settings) };
}

/** A visit's next step, in the caller's transaction: confirmed, on the way, started, done or cancelled; the job follows and the messages go. */
export async function moveVisitStatus(
  tx: Transaction,
  actor: Actor,
  visitId: number,
  status: VisitStatus,
  settings: DispatchSettings,
  within?: Target,
  announcement: StatusAnnouncement = {},
) {
  const visit = await lockVisit(tx, visitId, within);
  if (visit.status === status) return { status, jobStatus: null };
  const job = visit.jobId ? await lockJob(tx, visit.jobId) : null;
  if (job?.status === "cancelled") throw new DomainError("This job is cancelled: reopen it before changing its visits.");
  if (!visitStatuses.canMove(visit.status, status))
    throw new DomainError(
      `A visit that is ${visitStatuses.label(visit.status).toLowerCase()} cannot be marked ${visitStatuses.label(status).toLowerCase()}.`,
    );
  await tx.update(visitsTable).set({ status, updatedAt: new Date() }).where(eq(visitsTable.id, visitId));
  await recordVisitEvent(tx, actor, visit, "visit", `Visit of ${describeVisitTime(visitTimeOf(visit))}: ${visitStatuses.label(status)}`);
  await announceVisitStatus(tx, actor, visitId, status, settings, announcement);
  if (actor.id)
    await recordAudit(tx, {
      actor: { id: actor.id, name: actor.name },
      action: "visit.status",
      entityType: "visit",
      entityId: visitId,
      before: { status: visit.status },
      after: { status },
    });
  return { status, jobStatus: job ? await syncJobStatus(tx, actor, job) : null };
}

/** Staff record a yes a tradie gave by phone: as if they had accepted in the portal (the customer is told), even after the offer ran out. */
export async function recordAcceptedByPhone(
  db: Database,
  actor: StaffActor,
  within: Target,
  visitId: number,
  tradieId: number,
  settings: DispatchSettings,
) {
  const visit = await db.transaction((tx) => lockVisit(tx, visitId, within));
  const [tradie] = await db
    .select({ id: tradiesTable.id, name: tradiesTable.name })
    .from(visitTradiesTable)
    .innerJoin(tradiesTable, eq(tradiesTable.id, visitTradiesTable.tradieId))
    .where(and(eq(visitTradiesTable.visitId, visit.id), eq(visitTradiesTable.tradieId, tradieId)));
  if (!tradie) throw new DomainError("That tradie is not on this visit.", { status: 404 });
  await answerOffer(db, tradie, visit.id, { accept: true }, settings, new Date(), actor);
  return tradie;
}

/** moveVisitStatus in a transaction of its own, its emails sent after commit. */
export async function setVisitStatus(
  db: Database,
  actor: Actor,
  visitId: number,
  status: VisitStatus,
  settings: DispatchSettings,
  within?: Target,
) {
  const result = await db.transaction((tx) => moveVisitStatus(tx, actor, visitId, status, settings, within));
  notifyOutbox();
  notifyTexts();
  return result;
}

/** The other visits the tradies are on that overlap this time (cancelled ones, and declined or lapsed offers, aside). */
async function clashesWith(
  db: Pick<Database, "select">,
  visitId: number | null,
  tradieIds: readonly number[],
  at: { startsAt: Date; endsAt: Date },
): Promise<Clash[]> {
  if (tradieIds.length === 0) return [];
  const rows = await db
    .select({
      tradieName: tradiesTable.name,
      jobNumber: serviceJobsTable.number,
      leadId: visitsTable.leadId,
      startMinute: visitsTable.startMinute,
      endMinute: visitsTable.endMinute,
    })
    .from(visitTradiesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, visitTradiesTable.visitId))
    .innerJoin(tradiesTable, eq(tradiesTable.id, visitTradiesTable.tradieId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, visitsTable.jobId))
    .where(
      and(
        inArray(visitTradiesTable.tradieId, [...tradieIds]),
        inArray(visitTradiesTable.offer, ["offered", "accepted"]),
        lt(visitTradiesTable.startsAt, at.endsAt),
        gt(visitTradiesTable.endsAt, at.startsAt),
        ne(visitsTable.status, "cancelled"),
        visitId === null ? undefined : ne(visitsTable.id, visitId),
      ),
    );
  return rows.map((r) => ({
    tradieName: r.tradieName,
    what: clashWhat(r.jobNumber ? documentNumber("J", r.jobNumber) : null, r.leadId),
    startMinute: r.startMinute,
    endMinute: r.endMinute,
  }));
}

/** The warnings of a stored visit (double bookings, hours, holidays, lapsed cover), for the page after a save. */
export async function warningsForVisit(db: Database, visitId: number, settings: Pick<BusinessSettings, "openingHours">): Promise<string[]> {
  const [visit] = await db.select().from(visitsTable).where(eq(visitsTable.id, visitId));
  if (!visit || visit.status === "cancelled") return [];
  const tradies = await db
    .select({
      id: tradiesTable.id,
      name: tradiesTable.name,
      insuranceExpiresOn: tradiesTable.insuranceExpiresOn,
      licences: tradiesTable.licences,
      offer: visitTradiesTable.offer,
    })
    .from(visitTradiesTable)
    .innerJoin(tradiesTable, eq(tradiesTable.id, visitTradiesTable.tradieId))
    .where(eq(visitTradiesTable.visitId, visitId));
  const clashes = await clashesWith(
    db,
    visitId,
    tradies.map((t) => t.id),
    visit,
  );
  const answers = tradies.flatMap((t) =>
    t.offer === "declined"
      ? [`${t.name} declined this visit: choose someone else.`]
      : t.offer === "expired"
        ? [`${t.name} did not answer in time: choose someone else.`]
        : [],
  );
  return [...answers, ...visitWarnings({ time: visitTimeOf(visit), tradies, clashes, openingHours: settings.openingHours })];
}

/**
 * A visit dragged on the schedule: to its new day and times, and from one tradie's row to
 * another's (the rest of its crew stay on it). The same checks as the form's change.
 */
export async function moveVisitOnSchedule(db: Database, actor: StaffActor, move: ScheduleMove, settings: VisitSettings) {
  const [visit] = await db.select().from(visitsTable).where(eq(visitsTable.id, move.visitId));
  if (!visit) throw new DomainError(NO_VISIT, { status: 404 });
  const crew = await db
    .select({ tradieId: visitTradiesTable.tradieId })
    .from(visitTradiesTable)
    .where(eq(visitTradiesTable.visitId, visit.id));
  const kept = crew.map((c) => c.tradieId).filter((id) => id !== move.fromTradieId && id !== move.toTradieId);
  const tradieIds = move.toTradieId === null ? kept : [...kept, move.toTradieId];
  return changeVisit(
    db,
    actor,
    visit.id,
    {
      day: move.day,
      timing: visit.timing as VisitTime["timing"],
      start: move.start,
      end: move.end,
      tradieIds,
      instructions: visit.instructions,
    },
    settings,
  );
}
