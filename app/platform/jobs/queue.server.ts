import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../db/database";
import { jobsTable } from "./tables";

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it may run; now when left out. */
  runAt?: Date;
  /** A job with a key is queued at most once ever: a second enqueue with the key is ignored. */
  dedupeKey?: string;
  subject?: { type: string; id: number };
}

type Executor = Pick<Database | Transaction, "insert" | "update">;

// On globalThis: the server entry and the React Router build may each bundle this module.
const KEY = Symbol.for("harbourside.job-listeners");
const listeners: Set<() => void> = ((globalThis as { [KEY]?: Set<() => void> })[KEY] ??= new Set());

/**
 * Queues jobs inside the caller's transaction, so the work is queued if and only if the
 * change that needs it commits. Call notifyJobs() after commit to start due jobs at once
 * rather than at the runner's next poll. Returns the ids of the jobs actually queued.
 */
export async function enqueueJobs(tx: Executor, jobs: NewJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const rows = await tx
    .insert(jobsTable)
    .values(
      jobs.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt ?? new Date(),
        dedupeKey: job.dedupeKey ?? null,
        subjectType: job.subject?.type ?? null,
        subjectId: job.subject?.id ?? null,
      })),
    )
    .onConflictDoNothing({ target: jobsTable.dedupeKey })
    .returning({ id: jobsTable.id });
  return rows.map((r) => r.id);
}

/** Cancels pending jobs of a subject (optionally only some kinds); returns how many. */
export async function cancelJobs(tx: Executor, subject: { type: string; id: number }, kinds?: string[]): Promise<number> {
  const conditions: SQL[] = [eq(jobsTable.status, "pending"), eq(jobsTable.subjectType, subject.type), eq(jobsTable.subjectId, subject.id)];
  if (kinds) conditions.push(inArray(jobsTable.kind, kinds));
  const rows = await tx
    .update(jobsTable)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: jobsTable.id });
  return rows.length;
}

/** A pending job, by its id or its dedupe key. */
type PendingJob = { id: number } | { dedupeKey: string };

const isPending = (job: PendingJob) =>
  and(eq(jobsTable.status, "pending"), "id" in job ? eq(jobsTable.id, job.id) : eq(jobsTable.dedupeKey, job.dedupeKey));

/** Cancels one job if it has not run yet; false when it had. */
export async function cancelPendingJob(tx: Executor, job: PendingJob): Promise<boolean> {
  const rows = await tx
    .update(jobsTable)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(isPending(job))
    .returning({ id: jobsTable.id });
  return rows.length > 0;
}

/** Brings one job that has not run yet forward to run now (or at `at`); false when it had run. Call notifyJobs() after commit. */
export async function runPendingJobNow(tx: Executor, job: PendingJob, at = new Date()): Promise<boolean> {
  const rows = await tx.update(jobsTable).set({ runAt: at }).where(isPending(job)).returning({ id: jobsTable.id });
  return rows.length > 0;
}

export function notifyJobs(): void {
  for (const listener of listeners) listener();
}

export function onJobsNotified(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
