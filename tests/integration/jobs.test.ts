import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { cancelJobs, cancelPendingJob, enqueueJobs, runPendingJobNow } from "~/platform/jobs/queue.server";
import { batchingHandler, startJobRunner, type JobHandler } from "~/platform/jobs/runner.server";
import { jobsTable } from "~/platform/jobs/tables";
import { useMigratedDatabase } from "../helpers/suite";

const logger = pino({ level: "silent" });
const database = useMigratedDatabase();

/** A runner that never polls by itself: the test drives it with runOnce(). */
function runner(handlers: Record<string, JobHandler>, now?: () => Date) {
  return startJobRunner({ db: database.handle.db, logger, handlers, poll: false, now });
}

const statusOf = async (id: number) => (await database.handle.db.select().from(jobsTable).where(eq(jobsTable.id, id)))[0];

describe("the job queue", () => {
  it("runs a due job once, and leaves a job that is not due yet", async () => {
    const seen: unknown[] = [];
    const [due, later] = await enqueueJobs(database.handle.db, [
      { kind: "test.once", payload: { n: 1 } },
      { kind: "test.once", payload: { n: 2 }, runAt: new Date(Date.now() + 60_000) },
    ]);
    const r = runner({ "test.once": async (job) => void seen.push(job.payload) });
    await r.runOnce();
    await r.runOnce();
    await r.stop();
    expect(seen).toEqual([{ n: 1 }]);
    expect((await statusOf(due)).status).toBe("done");
    expect((await statusOf(later)).status).toBe("pending");
  });

  it("queues a job with a key only once", async () => {
    const first = await enqueueJobs(database.handle.db, [{ kind: "test.keyed", dedupeKey: "quote-1-follow-up-3d" }]);
    const second = await enqueueJobs(database.handle.db, [{ kind: "test.keyed", dedupeKey: "quote-1-follow-up-3d" }]);
    expect(first).toHaveLength(1);
    expect(second).toEqual([]);
  });

  it("retries a failing job later, then gives up and keeps it as failed", async () => {
    const [id] = await enqueueJobs(database.handle.db, [{ kind: "test.fails" }]);
    // The runner's clock starts a moment after the database stamped the job due, whichever clock that was.
    let clock = Date.now() + 1_000;
    const r = startJobRunner({
      db: database.handle.db,
      logger,
      poll: false,
      maxAttempts: 3,
      now: () => new Date(clock),
      handlers: {
        "test.fails": async () => {
          throw new Error("the SMTP server is down");
        },
      },
    });
    await r.runOnce();
    let job = await statusOf(id);
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: "the SMTP server is down" });
    expect(job.runAt.getTime()).toBeGreaterThan(clock + 25_000);
    expect(await r.runOnce()).toBe(0); // not due yet
    for (let i = 0; i < 2; i++) {
      clock += 3_600_000;
      await r.runOnce();
    }
    await r.stop();
    job = await statusOf(id);
    expect(job).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("commits a job's writes and its completion together when it asks to", async () => {
    const [id] = await enqueueJobs(database.handle.db, [{ kind: "test.atomic" }]);
    const r = runner({
      "test.atomic": async (job) => {
        await database.handle.db.transaction(async (tx) => {
          await enqueueJobs(tx, [{ kind: "test.follow-on", dedupeKey: `after-${job.id}` }]);
          await job.complete(tx);
        });
      },
    });
    await r.runOnce();
    await r.stop();
    expect((await statusOf(id)).status).toBe("done");
    const followOn = await database.handle.db
      .select()
      .from(jobsTable)
      .where(eq(jobsTable.dedupeKey, `after-${id}`));
    expect(followOn).toHaveLength(1);
  });

  it("cancels a subject's pending jobs, which then never run", async () => {
    const ran: string[] = [];
    await enqueueJobs(database.handle.db, [
      { kind: "test.subject", subject: { type: "quote", id: 7 }, runAt: new Date(Date.now() - 1000) },
      { kind: "test.other", subject: { type: "quote", id: 7 }, runAt: new Date(Date.now() - 1000) },
    ]);
    expect(await cancelJobs(database.handle.db, { type: "quote", id: 7 }, ["test.subject"])).toBe(1);
    const r = runner({ "test.subject": async (j) => void ran.push(j.kind), "test.other": async (j) => void ran.push(j.kind) });
    await r.runOnce();
    await r.stop();
    expect(ran).toEqual(["test.other"]);
  });

  it("cancels one pending job, or brings it forward, by id or key, and leaves a job that has run", async () => {
    const later = new Date(Date.now() + 3_600_000);
    const [byId, byKey, ran] = await enqueueJobs(database.handle.db, [
      { kind: "test.one", runAt: later },
      { kind: "test.one", runAt: later, dedupeKey: "review-request-1" },
      { kind: "test.ran" },
    ]);
    const r = runner({ "test.ran": async () => undefined });
    await r.runOnce();
    await r.stop();
    const at = new Date(Date.now() - 1_000);
    expect(await runPendingJobNow(database.handle.db, { dedupeKey: "review-request-1" }, at)).toBe(true);
    expect(await cancelPendingJob(database.handle.db, { id: byId })).toBe(true);
    expect(await cancelPendingJob(database.handle.db, { id: ran })).toBe(false);
    expect(await runPendingJobNow(database.handle.db, { id: byId })).toBe(false);
    expect(await statusOf(byId)).toMatchObject({ status: "cancelled", runAt: later });
    expect(await statusOf(byKey)).toMatchObject({ status: "pending", runAt: at });
    expect((await statusOf(ran)).status).toBe("done");
  });

  it("runs each job once with two runners claiming at the same time", async () => {
    const ids = await enqueueJobs(
      database.handle.db,
      Array.from({ length: 60 }, (_, i) => ({ kind: "test.shared", payload: { i } })),
    );
    const runs = new Map<number, number>();
    const handler: JobHandler = async (job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    };
    const [a, b] = [runner({ "test.shared": handler }), runner({ "test.shared": handler })];
    for (let i = 0; i < 5; i++) await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it("runs due jobs of a batching kind together, each completed in the batch's transaction", async () => {
    const ids = await enqueueJobs(
      database.handle.db,
      Array.from({ length: 5 }, (_, i) => ({ kind: "test.batched", payload: { i } })),
    );
    const batches: number[][] = [];
    const handler = batchingHandler(
      async () => {
        throw new Error("one at a time is not expected here");
      },
      async (jobs, completeAll) => {
        batches.push(jobs.map((job) => job.id));
        await database.handle.db.transaction((tx) => completeAll(tx));
      },
    );
    const r = runner({ "test.batched": handler });
    expect(await r.runOnce()).toBe(5);
    await r.stop();
    expect(batches).toEqual([ids]);
    for (const id of ids) expect((await statusOf(id)).status).toBe("done");
  });

  it("runs each job of a failed batch alone, so only the bad one is retried", async () => {
    const ids = await enqueueJobs(
      database.handle.db,
      [1, 2, 3].map((i) => ({ kind: "test.batch-fails", payload: { i } })),
    );
    const alone: number[] = [];
    const handler = batchingHandler(
      async (job) => {
        alone.push(Number(job.payload.i));
        if (job.payload.i === 2) throw new Error("this one is bad");
      },
      async (_jobs, completeAll) => {
        await database.handle.db.transaction(async (tx) => {
          await completeAll(tx);
          throw new Error("one of the batch is bad");
        });
      },
    );
    const r = runner({ "test.batch-fails": handler });
    await r.runOnce();
    await r.stop();
    expect(alone).toEqual([1, 2, 3]);
    expect((await statusOf(ids[0])).status).toBe("done");
    expect(await statusOf(ids[1])).toMatchObject({ status: "pending", lastError: "this one is bad" });
    expect((await statusOf(ids[2])).status).toBe("done");
  });
});
