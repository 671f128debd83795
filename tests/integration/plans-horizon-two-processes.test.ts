import type postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PLAN_HORIZON_JOB } from "~/features/plans/horizon.server";
import { createPlan } from "~/features/plans/plan-changes.server";
import type { PlanRule } from "~/features/plans/plan-schema";
import { ruleDates } from "~/features/plans/recurrence";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { addDays, todayInAuckland } from "~/lib/clock";
import { enqueueJobs } from "~/platform/jobs/queue.server";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { STAFF, newLead, newTradie } from "../helpers/jobs";
import { PLAN_SETTINGS, lawnSeasons, newPriceItem, planInput } from "../helpers/plans";
import { startServer, type TestServer } from "../helpers/server";
import { createSharedPostgres, type SharedPostgres } from "../helpers/shared-postgres";

/*
 * Issue 44: the plans' horizon books each visit once however many server processes run it
 * (docs/decisions/0182). Real servers share one PostgreSQL database, and (a) two run the day's
 * horizon job at the same moment, or (b) one is killed with SIGKILL half-way through booking a
 * visit and another, started after, takes the job again once its lease has run out and
 * finishes it. Either way every date of every plan has one occurrence, one visit and one job,
 * and tomorrow's run is queued once. The test holds row locks to stop the servers at a known
 * point (both waiting on the first plan; the first waiting inside a plan's transaction), so
 * nothing depends on how fast the machine is. The servers have no fake clock, so the plans start
 * from the real Auckland day and the expected dates are reckoned from it. PostgreSQL only
 * (vitest.config.ts).
 */
const PLANS = 8;
const WEEKS = DEFAULT_SETTINGS.jobs.planHorizonWeeks;
// A one-second lease: the second server takes a job the first still holds (a) or held when it died (b).
const ENV = { JOBS_POLL_MS: "100", JOBS_LEASE_SECONDS: "1", SEED_DEMO: "false" };

/** Every Tuesday and Thursday all year, beside the lawn plans' seasons. */
const TWICE_WEEKLY: PlanRule[] = [{ frequency: "weekly", interval: 1, weekdays: [1, 3], monthWeek: null, fromMonth: null, toMonth: null }];

type Sql = postgres.Sql | postgres.TransactionSql;

let today: string;
let both: SharedPostgres;
let killed: SharedPostgres;
let starting: Array<Promise<TestServer>> = [];

/**
 * A database with PLANS plans that differ (lawn seasons or twice weekly, two tradies or none,
 * starting over the coming week), none of their visits booked yet, and today's horizon job
 * queued but held back an hour.
 */
function plansDatabase(prefix: string) {
  return createSharedPostgres(prefix, async ({ db }) => {
    const item = await newPriceItem(db, "LAWN", "Lawn mow", 6000);
    const tradies = [await newTradie(db, "Hemi Tradie"), await newTradie(db, "Sione Tradie"), null];
    for (let i = 0; i < PLANS; i += 1) {
      const lead = await newLead(db, `horizon${i}@example.co.nz`, `Horizon Customer ${i}`);
      const rules = i % 2 ? TWICE_WEEKLY : lawnSeasons(i % 5);
      const input = planInput(lead, item, { rules, startsOn: addDays(today, i % 7), tradieId: tradies[i % 3] });
      // Made before the horizon reached its start, so nothing is booked yet.
      const { booked } = await createPlan(db, STAFF, input, PLAN_SETTINGS, addDays(today, -7 * WEEKS - 14));
      if (booked !== 0) throw new Error(`plan ${i} booked ${booked} visits when made`);
    }
    // Under the key the servers queue it by (for 02:00), so theirs is ignored; made due by dueNow().
    await enqueueJobs(db, [{ kind: PLAN_HORIZON_JOB, runAt: new Date(Date.now() + 3_600_000), dedupeKey: `${PLAN_HORIZON_JOB}:${today}` }]);
  });
}

beforeAll(async () => {
  today = todayInAuckland();
  [both, killed] = await Promise.all([plansDatabase("horizon-both"), plansDatabase("horizon-kill")]);
}, SERVER_START_TIMEOUT_MS);

afterEach(async () => {
  const started = await Promise.allSettled(starting);
  starting = [];
  await Promise.all(started.map((server) => (server.status === "fulfilled" ? server.value.stop("SIGKILL") : undefined)));
});

afterAll(async () => {
  await Promise.all([both?.drop(), killed?.drop()]);
});

function start(db: SharedPostgres) {
  const server = startServer({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, env: ENV });
  starting.push(server);
  return server;
}

/** Brings today's run forward to now, committed at once (on a connection of its own). */
const dueNow = (sql: Sql) => sql`update jobs set run_at = now() where dedupe_key = ${`${PLAN_HORIZON_JOB}:${today}`}`;

/** The servers' connections waiting for a row lock in a query on `table`. */
const waitingOn = async (sql: Sql, table: string) =>
  (
    await sql<Array<{ n: number }>>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query like ${`%from "${table}"%for update%`}`
  )[0].n;

/** The (plan, date) pairs the rules give from today to the horizon, reckoned here from the plans' rows. */
async function expectedDates(db: SharedPostgres): Promise<string[]> {
  const plans = await db.sql(
    (sql) =>
      sql<
        Array<{ id: number; rules: PlanRule[]; startsOn: string }>
      >`select id, rules, starts_on::text as "startsOn" from maintenance_plans`,
  );
  return plans
    .flatMap((p) =>
      ruleDates({ rules: p.rules, startsOn: p.startsOn, endsOn: null }, today, addDays(today, WEEKS * 7)).map((d) => `${p.id} ${d}`),
    )
    .sort();
}

const horizonJobs = (db: SharedPostgres) =>
  db.sql(
    (sql) =>
      sql<Array<{ dedupeKey: string; status: string; attempts: number }>>`
        select dedupe_key as "dedupeKey", status, attempts from jobs where kind = ${PLAN_HORIZON_JOB} order by id`,
  );

/** How many visits each finished run of the horizon says it booked, from a server's log. */
function runsIn(server: TestServer): number[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; made?: number })
    .filter((entry) => entry.msg === "maintenance plans' horizon booked")
    .map((entry) => entry.made ?? -1);
}

/** Every expected date booked once, with one visit and one job of its own, and tomorrow's run queued once. */
async function expectBookedOnce(db: SharedPostgres, expected: string[]) {
  const occurrences = await db.sql(
    (sql) => sql<Array<{ key: string }>>`
      select plan_id || ' ' || occurs_on::text as key from plan_occurrences where outcome = 'booked'`,
  );
  // Sorted here as the expected list is: the database's collation may order "1 …" and "10 …" otherwise.
  expect(occurrences.map((row) => row.key).sort()).toEqual(expected);
  const [counts] = await db.sql(
    (sql) => sql<Array<Record<string, number>>>`
      select (select count(*)::int from plan_occurrences) as occurrences,
             (select count(distinct visit_id)::int from plan_occurrences) as "distinctVisits",
             (select count(*)::int from visits) as visits,
             (select count(distinct job_id)::int from plan_occurrences) as "distinctJobs",
             (select count(*)::int from service_jobs) as jobs,
             (select count(distinct (plan_id, booked_on))::int from plan_occurrences) as "distinctDays"`,
  );
  const n = expected.length;
  expect(counts).toEqual({ occurrences: n, distinctVisits: n, visits: n, distinctJobs: n, jobs: n, distinctDays: n });
  // Today's job was taken twice (by both servers, or again after the kill) and is done; tomorrow's is queued once.
  expect(await horizonJobs(db)).toEqual([
    { dedupeKey: `${PLAN_HORIZON_JOB}:${today}`, status: "done", attempts: 2 },
    { dedupeKey: `${PLAN_HORIZON_JOB}:${addDays(today, 1)}`, status: "pending", attempts: 0 },
  ]);
}

describe("the plans' horizon in two server processes on one database", () => {
  it("books each visit once when two servers run it at the same time", { timeout: SERVER_START_TIMEOUT_MS }, async () => {
    const expected = await expectedDates(both);
    expect(expected.length).toBeGreaterThan(PLANS * 4);
    const [one, two] = await Promise.all([start(both), start(both)]);

    // With every plan locked here, one server takes the job and waits at the first plan; the
    // other takes it too when the lease runs out and waits there as well. Then both go at once.
    await both.sql((sql) =>
      sql.begin(async (tx) => {
        await tx`select id from maintenance_plans for update`;
        await both.sql(dueNow);
        await expect
          .poll(() => both.sql((sql) => waitingOn(sql, "maintenance_plans")), {
            timeout: 20_000,
            interval: 50,
            message: "both servers wait",
          })
          .toBe(2);
      }),
    );
    await expect
      .poll(() => [runsIn(one).length, runsIn(two).length], { timeout: 30_000, interval: 50, message: "both servers ran the horizon" })
      .toEqual([1, 1]);
    await expectBookedOnce(both, expected);
    // And by their own count, between them they booked each date once.
    expect([...runsIn(one), ...runsIn(two)].reduce((a, b) => a + b, 0)).toBe(expected.length);
  });

  it("books each visit once when a server is killed part-way and another finishes", { timeout: SERVER_START_TIMEOUT_MS }, async () => {
    const expected = await expectedDates(killed);
    expect(expected.length).toBeGreaterThan(PLANS * 4);
    const first = await start(killed);

    // The lead of a plan half-way down the list, locked here: the server books the plans
    // before it, then stops inside that plan's transaction with its first date written and its
    // job not yet made. It is killed there.
    const [{ leadId }] = await killed.sql(
      (sql) => sql<Array<{ leadId: number }>>`select lead_id as "leadId" from maintenance_plans order by id offset ${PLANS / 2} limit 1`,
    );
    await killed.sql((sql) =>
      sql.begin(async (tx) => {
        await tx`select id from leads where id = ${leadId} for update`;
        await killed.sql(dueNow);
        await expect.poll(() => killed.sql((sql) => waitingOn(sql, "leads")), { timeout: 20_000, interval: 50 }).toBe(1);
        const [{ writing }] = await killed.sql(
          (sql) => sql<Array<{ writing: number }>>`
            select count(*)::int as writing from pg_locks l join pg_stat_activity a using (pid)
            where a.datname = current_database() and a.wait_event_type = 'Lock'
              and l.relation = 'plan_occurrences'::regclass and l.mode = 'RowExclusiveLock'`,
        );
        expect(writing, "killed with a date written and its visit not yet booked").toBe(1);
        await first.stop("SIGKILL");
      }),
    );
    // Once its connections are gone (rolled back), what it committed is all there will be.
    await expect
      .poll(
        () =>
          killed.sql(
            async (sql) =>
              (
                await sql<Array<{ n: number }>>`
                  select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`
              )[0].n,
          ),
        { timeout: 10_000, interval: 50 },
      )
      .toBe(0);
    const [{ atKill }] = await killed.sql((sql) => sql<Array<{ atKill: number }>>`select count(*)::int as "atKill" from plan_occurrences`);
    expect(atKill, "the kill landed part-way through the run").toBeGreaterThan(0);
    expect(atKill, "the kill landed part-way through the run").toBeLessThan(expected.length);
    expect(runsIn(first)).toEqual([]);
    expect(await horizonJobs(killed)).toEqual([{ dedupeKey: `${PLAN_HORIZON_JOB}:${today}`, status: "running", attempts: 1 }]);

    const second = await start(killed);
    await expect
      .poll(() => runsIn(second), { timeout: 30_000, interval: 50, message: "the second server finished the run" })
      .toHaveLength(1);
    await expectBookedOnce(killed, expected);
    // The second booked only what the first had not committed.
    expect(runsIn(second)).toEqual([expected.length - atKill]);
  });
});
