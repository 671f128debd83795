// Run with tsx by bench/jobs.bench.ts: times the job runner working through every due visit
// reminder in a database (each queues the customer's email in the transaction that completes
// it), and prints {"reminders": n, "seconds": s} as JSON. Argument: the data folder (PGlite) or,
// with DATABASE_URL set, nothing.
import { eq, sql } from "drizzle-orm";
import { openDatabase, registerDatabase } from "~/platform/db/client.server";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { jobsTable } from "~/platform/jobs/tables";
import { logger } from "~/platform/logger.server";
import { jobHandlers } from "~/server/jobs.server";

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.argv[2] ?? "data" });
registerDatabase(handle);
try {
  const [{ due }] = await handle.db
    .select({ due: sql<number>`count(*)::int` })
    .from(jobsTable)
    .where(eq(jobsTable.kind, "visit.reminder"));
  const runner = startJobRunner({ db: handle.db, logger, handlers: jobHandlers(() => handle.db), poll: false, batchSize: 50 });
  const started = performance.now();
  while ((await runner.runOnce()) > 0);
  const seconds = (performance.now() - started) / 1000;
  const [{ sent }] = await handle.db
    .select({ sent: sql<number>`count(*)::int` })
    .from(sql`email_outbox`)
    .where(sql`kind = 'visit-reminder'`);
  console.log(JSON.stringify({ reminders: due, queued: sent, seconds }));
} finally {
  await handle.close();
}
