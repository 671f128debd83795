// Run with tsx by bench/plans.bench.ts: times the maintenance plans' horizon booking 8 weeks of
// visits for every active plan in a database, one plan at a time as the daily run does, and
// prints {"plans": n, "visits": v, "seconds": s} as JSON. Argument: the data folder (PGlite) or,
// with DATABASE_URL set, nothing.
import { sql } from "drizzle-orm";
import { extendPlan } from "~/features/plans/horizon.server";
import { activePlanIds, eachPlan } from "~/features/plans/plans.server";
import { getSettings } from "~/features/settings/settings.server";
import { openDatabase, registerDatabase } from "~/platform/db/client.server";

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.argv[2] ?? "data" });
registerDatabase(handle);
try {
  const stored = await getSettings();
  const settings = { ...stored, jobs: { ...stored.jobs, planHorizonWeeks: 8 } };
  const ids = await activePlanIds(handle.db);
  const started = performance.now();
  const visits = await eachPlan(ids, (id) => extendPlan(handle.db, id, settings), "bench: a plan's visits could not be booked");
  const seconds = (performance.now() - started) / 1000;
  const [{ booked }] = await handle.db.select({ booked: sql<number>`count(*)::int` }).from(sql`plan_occurrences`);
  console.log(JSON.stringify({ plans: ids.length, visits, booked, seconds }));
} finally {
  await handle.close();
}
