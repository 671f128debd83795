import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { cancelPendingJob, notifyJobs, runPendingJobNow } from "~/platform/jobs/queue.server";
import { jobsTable } from "~/platform/jobs/tables";
import type { StaffActor } from "~/lib/actor";
import { formatWhen } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { VISIT_REMINDER_JOB } from "./dispatch.server";
import { visitsTable } from "./tables";
import { recordJobEvent } from "./timeline.server";
import { describeVisitTime, visitTimeOf } from "./visit-times";

/** A job's messages still to go at a set time (the customer's reminders), for its page, where staff may cancel them. */
export async function scheduledForJob(db: Pick<Database, "select">, jobId: number) {
  const rows = await db
    .select({ id: jobsTable.id, runAt: jobsTable.runAt, visit: visitsTable })
    .from(jobsTable)
    .innerJoin(visitsTable, and(eq(jobsTable.subjectType, "visit"), eq(jobsTable.subjectId, visitsTable.id)))
    .where(and(eq(visitsTable.jobId, jobId), eq(jobsTable.kind, VISIT_REMINDER_JOB), inArray(jobsTable.status, ["pending"])))
    .orderBy(asc(jobsTable.runAt));
  return rows.map((r) => ({
    id: r.id,
    at: formatWhen(r.runAt),
    what: `Reminder to the customer of the visit of ${describeVisitTime(visitTimeOf(r.visit))}`,
  }));
}

/** Staff cancel one of a job's scheduled messages before it goes; the timeline says so. */
export async function cancelScheduledMessage(db: Database, actor: StaffActor, jobId: number, taskId: number) {
  await db.transaction(async (tx) => {
    const mine = (await scheduledForJob(tx, jobId)).find((s) => s.id === taskId);
    if (!mine) throw new DomainError("That message has already gone or been cancelled.", { status: 404 });
    await cancelPendingJob(tx, { id: taskId });
    await recordJobEvent(tx, actor, jobId, { kind: "message", detail: `Cancelled: ${mine.what} (due ${mine.at})` });
  });
}

/** Staff send one of a job's scheduled messages now rather than at its time (a reminder the customer asked for again); the timeline says so. */
export async function sendScheduledMessageNow(db: Database, actor: StaffActor, jobId: number, taskId: number) {
  await db.transaction(async (tx) => {
    const mine = (await scheduledForJob(tx, jobId)).find((s) => s.id === taskId);
    if (!mine) throw new DomainError("That message has already gone or been cancelled.", { status: 404 });
    await runPendingJobNow(tx, { id: taskId });
    await recordJobEvent(tx, actor, jobId, { kind: "message", detail: `Sent now, not at its time: ${mine.what}` });
  });
  notifyJobs();
}
