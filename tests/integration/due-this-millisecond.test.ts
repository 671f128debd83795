import { inArray, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { queueEmails } from "~/features/mail/outbox.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { templateBook } from "~/features/mail/templates";
import { createMailTransport } from "~/features/mail/transport.server";
import { startMailWorker } from "~/features/mail/worker.server";
import { queueTexts } from "~/features/texts/outbox.server";
import { captureProvider } from "~/features/texts/provider";
import { textOutboxTable } from "~/features/texts/tables";
import { startTextWorker } from "~/features/texts/worker.server";
import { enqueueJobs } from "~/platform/jobs/queue.server";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { jobsTable } from "~/platform/jobs/tables";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The workers read their clock to the millisecond; the database stamps a row due to the
 * microsecond (`now()`). A row made due 400 µs into the worker's millisecond is due in that
 * millisecond: a worker that compared `due <= now` passed it by (seen as a flake in
 * mail-worker-turns, whose worker ran in the millisecond the emails were queued). A row due in
 * the next millisecond waits.
 */
const logger = pino({ level: "silent" });
const database = useMigratedDatabase();
/** A weekday at 10 am in Auckland, outside the texts' quiet hours. */
const NOW = new Date("2026-11-30T10:00:00.000+13:00");
const IN_THIS_MS = "2026-11-29T21:00:00.000400Z";
const IN_THE_NEXT_MS = "2026-11-29T21:00:00.001000Z";

/** One turn of a worker at NOW, then it stops: what the turn handled. */
async function oneTurn(worker: { runOnce(): Promise<number>; stop(): Promise<void> }) {
  try {
    return await worker.runOnce();
  } finally {
    await worker.stop();
  }
}

describe("a row due within the worker's millisecond", () => {
  it("is sent by the mail worker; one due in the next millisecond waits", async () => {
    const [now, next] = await queueEmails(
      database.handle.db,
      ["now@example.co.nz", "next@example.co.nz"].map((to) => ({ kind: "test", to: [to], subject: to, html: "<p>Hi</p>", text: "Hi" })),
    );
    const due = (id: number, at: string) =>
      database.handle.db
        .update(emailOutboxTable)
        .set({ nextAttemptAt: sql`${at}::timestamptz` })
        .where(inArray(emailOutboxTable.id, [id]));
    await due(now.id, IN_THIS_MS);
    await due(next.id, IN_THE_NEXT_MS);
    const worker = startMailWorker({
      db: database.handle.db,
      templates: templateBook(),
      transport: createMailTransport(undefined),
      from: "Harbourside <no-reply@harbourside.co.nz>",
      logger,
      poll: false,
      now: () => NOW,
    });
    expect(await oneTurn(worker)).toBe(1);
    const rows = await database.handle.db
      .select({ to: emailOutboxTable.to, status: emailOutboxTable.status })
      .from(emailOutboxTable)
      .where(inArray(emailOutboxTable.id, [now.id, next.id]));
    expect(Object.fromEntries(rows.map((row) => [row.to[0], row.status]))).toEqual({
      "now@example.co.nz": "captured",
      "next@example.co.nz": "pending",
    });
  });

  it("is sent by the text worker; one due in the next millisecond waits", async () => {
    const [now, next] = await queueTexts(
      database.handle.db,
      ["+64210000401", "+64210000402"].map((to) => ({ kind: "visit-booked", subjectType: "job", subjectId: 7, to, body: `Hi ${to}` })),
      NOW,
    );
    const due = (id: number, at: string) =>
      database.handle.db
        .update(textOutboxTable)
        .set({ nextAttemptAt: sql`${at}::timestamptz` })
        .where(inArray(textOutboxTable.id, [id]));
    await due(now, IN_THIS_MS);
    await due(next, IN_THE_NEXT_MS);
    const worker = startTextWorker({ db: database.handle.db, provider: captureProvider, logger, poll: false, now: () => NOW });
    expect(await oneTurn(worker)).toBe(1);
    const rows = await database.handle.db
      .select({ to: textOutboxTable.to, status: textOutboxTable.status })
      .from(textOutboxTable)
      .where(inArray(textOutboxTable.id, [now, next]));
    expect(Object.fromEntries(rows.map((row) => [row.to, row.status]))).toEqual({ "+64210000401": "captured", "+64210000402": "pending" });
  });

  it("is run by the job runner; one due in the next millisecond waits", async () => {
    const [now, next] = await enqueueJobs(database.handle.db, [
      { kind: "test.due", payload: { n: "now" }, runAt: new Date(IN_THIS_MS) },
      { kind: "test.due", payload: { n: "next" }, runAt: new Date(IN_THE_NEXT_MS) },
    ]);
    // A Date holds milliseconds: the microseconds go in through SQL.
    await database.handle.db
      .update(jobsTable)
      .set({ runAt: sql`${IN_THIS_MS}::timestamptz` })
      .where(inArray(jobsTable.id, [now]));
    const ran: unknown[] = [];
    const runner = startJobRunner({
      db: database.handle.db,
      logger,
      poll: false,
      now: () => NOW,
      handlers: { "test.due": async (job) => void ran.push(job.payload) },
    });
    await oneTurn(runner);
    expect(ran).toEqual([{ n: "now" }]);
    const rows = await database.handle.db
      .select({ id: jobsTable.id, status: jobsTable.status })
      .from(jobsTable)
      .where(inArray(jobsTable.id, [now, next]));
    expect(Object.fromEntries(rows.map((row) => [row.id === now ? "now" : "next", row.status]))).toEqual({ now: "done", next: "pending" });
  });
});
