import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Transaction } from "../db/database";
import { dueBy } from "../db/due";
import { pollingLoop } from "./polling-loop.server";
import { onJobsNotified } from "./queue.server";
import { jobsTable } from "./tables";

export interface JobContext {
  id: number;
  kind: string;
  attempt: number;
  payload: Record<string, unknown>;
  /**
   * Marks the job done inside the handler's own transaction, so its writes and its completion
   * commit together and a crash can never run it twice. Without it the runner marks it done
   * after the handler returns (at least once).
   */
  complete(tx: Transaction): Promise<void>;
}

/**
 * Runs one job. `many`, when given, runs several due jobs of the kind together (thousands of
 * reminders due at once are a few statements a batch instead of a few each): it must complete
 * them all with `completeAll` in its own transaction. If it throws, each job is run alone, so
 * one bad job is retried on its own.
 */
export type JobHandler = ((job: JobContext) => Promise<void>) & {
  many?: (jobs: JobContext[], completeAll: (tx: Transaction) => Promise<void>) => Promise<void>;
};

/** A handler that also takes its jobs in batches. */
export function batchingHandler(one: (job: JobContext) => Promise<void>, many: NonNullable<JobHandler["many"]>): JobHandler {
  return Object.assign(one, { many });
}

export interface JobRunnerOptions {
  db: Database;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  /** The time now; tests pass a fake clock. */
  now?: () => Date;
  /** false: no polling, only runOnce() runs jobs (tests driving the runner step by step). */
  poll?: boolean;
}

export interface JobRunner {
  /** Claims and runs one batch of due jobs; returns how many it ran. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** 30 s, 1 min, 2 min … capped at one hour, with up to 20% jitter. */
function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000) * (1 + Math.random() * 0.2);
}

/**
 * Runs due jobs (docs/decisions/0007). Jobs are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so any number of instances can run a runner on one database and each job runs
 * once; a runner that dies mid-job leaves it to be taken again when the lease runs out.
 * A failing job is retried with backoff and given up (status failed, kept for staff) after
 * `maxAttempts`.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger, handlers } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 20;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const maxAttempts = options.maxAttempts ?? 10;
  const now = options.now ?? (() => new Date());
  const kinds = Object.keys(handlers);
  const j = jobsTable;

  async function claim() {
    const at = now();
    const due = db
      .select({ id: j.id })
      .from(j)
      .where(
        and(
          inArray(j.kind, kinds),
          or(and(eq(j.status, "pending"), dueBy(j.runAt, at)), and(eq(j.status, "running"), lt(j.lockedUntil, at))),
        ),
      )
      .orderBy(asc(j.runAt), asc(j.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return (
      db
        .update(j)
        .set({ status: "running", lockedUntil: new Date(at.getTime() + leaseSeconds * 1000), attempts: sql`${j.attempts} + 1` })
        .where(inArray(j.id, due))
        .returning({ id: j.id, kind: j.kind, payload: j.payload, attempts: j.attempts, runAt: j.runAt })
        // An update returns its rows in no particular order: they run in the order they came due.
        .then((rows) => rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id))
    );
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  const markDone = (tx: Pick<Database, "update">, ids: number[]) =>
    tx
      .update(j)
      .set({ status: "done", finishedAt: now(), lockedUntil: null, lastError: null })
      .where(and(inArray(j.id, ids), eq(j.status, "running")));

  function contextOf(job: Claimed) {
    const state = { completed: false };
    const context: JobContext = {
      id: job.id,
      kind: job.kind,
      attempt: job.attempts,
      payload: job.payload,
      complete: async (tx) => {
        await markDone(tx, [job.id]);
        state.completed = true;
      },
    };
    return { context, state };
  }

  async function run(job: Claimed) {
    const { context, state } = contextOf(job);
    try {
      await handlers[job.kind](context);
      if (!state.completed) await markDone(db, [job.id]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= maxAttempts;
      logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, giveUp, error: message }, "job failed");
      await db
        .update(j)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: message.slice(0, 500),
          runAt: new Date(now().getTime() + retryDelayMs(job.attempts)),
          finishedAt: giveUp ? now() : null,
        })
        .where(and(eq(j.id, job.id), eq(j.status, "running")));
    }
  }

  /** Jobs of one kind together; on any failure (nothing of the batch committed), each alone. */
  async function runTogether(jobs: Claimed[], many: NonNullable<JobHandler["many"]>) {
    const ids = jobs.map((job) => job.id);
    try {
      await many(
        jobs.map((job) => contextOf(job).context),
        async (tx) => void (await markDone(tx, ids)),
      );
      // As with one job: a batch that did not complete itself is marked done once it returns.
      await markDone(db, ids);
    } catch (error) {
      logger.warn(
        { kind: jobs[0].kind, jobs: jobs.length, error: error instanceof Error ? error.message : String(error) },
        "job batch failed: running each alone",
      );
      for (const job of jobs) await run(job);
    }
  }

  async function runOnce(): Promise<number> {
    if (kinds.length === 0) return 0;
    const claimed = await claim();
    const byKind = new Map<string, Claimed[]>();
    for (const job of claimed) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    for (const [kind, jobs] of byKind) {
      const many = handlers[kind].many;
      if (many && jobs.length > 1) await runTogether(jobs, many);
      else for (const job of jobs) await run(job);
    }
    return claimed.length;
  }

  const loop =
    options.poll === false ? undefined : pollingLoop({ runOnce, pollMs, batchSize, logger, name: "job runner", onNotify: onJobsNotified });
  return {
    runOnce,
    stop: async () => loop?.stop(),
  };
}
