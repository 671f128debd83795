import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extendPlan, runPlanHorizon } from "~/features/plans/horizon.server";
import { createPlan } from "~/features/plans/plan-changes.server";
import { ruleDates } from "~/features/plans/recurrence";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import type { JobContext } from "~/platform/jobs/runner.server";
import { STAFF, newLead, newTradie } from "../helpers/jobs";
import { PLAN_SETTINGS, lawnSeasons, newPriceItem, planInput } from "../helpers/plans";
import { createSharedPostgres, type SharedPostgres } from "../helpers/shared-postgres";

/*
 * Two instances run the plans' horizon at the same moment on one PostgreSQL database, each on
 * its own connection (docs/decisions/0182): every date of every plan gets one visit and one job,
 * never two. PostgreSQL only (vitest.config.ts).
 */
const PLANS = 12;
const TODAY = "2027-03-01";

let shared: SharedPostgres;
let one: DatabaseHandle;
let two: DatabaseHandle;

const job = (id: number): JobContext => ({ id, kind: "plans.horizon", attempt: 1, payload: {}, complete: async () => {} });

beforeAll(async () => {
  shared = await createSharedPostgres("plans", async ({ db }) => {
    const item = await newPriceItem(db, "LAWN", "Lawn mow", 6000);
    const tradie = await newTradie(db, "Horizon Tradie", "horizon@tradies.example.co.nz");
    for (let i = 0; i < PLANS; i += 1) {
      const lead = await newLead(db, `horizon${i}@example.co.nz`, `Horizon Customer ${i}`);
      // Starting in March, made in November: nothing is booked until the horizon reaches them.
      await createPlan(
        db,
        STAFF,
        planInput(lead, item, { rules: lawnSeasons(i % 5), startsOn: TODAY, tradieId: i % 2 ? tradie : null }),
        PLAN_SETTINGS,
        "2026-11-30",
      );
    }
  });
  [one, two] = await Promise.all(
    [shared.databaseUrl, shared.databaseUrl].map((databaseUrl) => openDatabase({ databaseUrl, dataDir: shared.dataDir })),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await shared?.drop();
});

describe("the plans' horizon on two connections at once", () => {
  it("books each date of each plan once", { timeout: 120_000 }, async () => {
    const made = await Promise.all([
      runPlanHorizon(one.db, job(1), PLAN_SETTINGS, TODAY),
      runPlanHorizon(two.db, job(2), PLAN_SETTINGS, TODAY),
      // And one plan at a time, last first, on the second connection, racing both.
      (async () => {
        let n = 0;
        for (let id = PLANS; id >= 1; id -= 1) n += await extendPlan(two.db, id, PLAN_SETTINGS, TODAY);
        return n;
      })(),
    ]);
    const [counts] = await shared.sql(
      (sql) => sql<Array<{ occurrences: number; visits: number; jobs: number; distinctDays: number }>>`
        select (select count(*)::int from plan_occurrences where outcome = 'booked') as occurrences,
               (select count(distinct visit_id)::int from plan_occurrences) as visits,
               (select count(*)::int from service_jobs) as jobs,
               (select count(distinct (plan_id, booked_on))::int from plan_occurrences) as "distinctDays"`,
    );
    const plans = await shared.sql(
      (sql) =>
        sql<Array<{ id: number; rules: never; startsOn: string }>>`select id, rules, starts_on::text as "startsOn" from maintenance_plans`,
    );
    const expected = plans.reduce(
      (sum, p) => sum + ruleDates({ rules: p.rules, startsOn: p.startsOn, endsOn: null }, TODAY, "2027-04-26").length,
      0,
    );
    expect(expected).toBeGreaterThan(PLANS * 3);
    expect(made.reduce((a, b) => a + b, 0)).toBe(expected);
    expect(counts).toEqual({ occurrences: expected, visits: expected, jobs: expected, distinctDays: expected });
    // Tomorrow's run is queued once, whoever queued it.
    const [queued] = await shared.sql((sql) => sql<Array<{ n: number }>>`select count(*)::int as n from jobs where kind = 'plans.horizon'`);
    expect(queued.n).toBe(1);
  });
});
