// Maintenance plans (issue 44), on PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL
// database:
//  - 2,000 active weekly plans (each on a weekday of its own, Monday to Friday), the horizon
//    booking 8 weeks of their visits, one plan at a time as the daily run does: target 240 s;
//  - then the staff week view with this week's plan visits: the page and the data request for
//    every visit, one request at a time, p95 of server time, target 50 ms (as bench/jobs.bench.ts).
// Knobs: BENCH_PLANS (2000), BENCH_REQUESTS (40).
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as LeadSeeds from "../scripts/seed-leads";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Harness from "./lib/harness";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { measure: timed, onBothDatabases, signIn } = (await import(local("./lib/harness.ts"))) as typeof Harness;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { runSeedStatements, seedLeads } = (await import(local("../scripts/seed-leads.ts"))) as typeof LeadSeeds;

const PLANS = Number(process.env.BENCH_PLANS ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const HORIZON_TARGET_S = 240;
const ENV = {
  ADMIN_EMAIL: "bench@plans.test",
  ADMIN_PASSWORD: "bench-password-123",
  SEED_DEMO: "false",
  SEED_DEMO_LEADS: "false",
  LOG_LEVEL: "info",
  BACKGROUND_WORK: "off",
};

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());

/** One weekly plan for each seeded lead, from today, on weekday (lead id mod 5), 8 am to 12 pm, $65 a visit. */
function seedPlansSql(plans: number) {
  const lines = JSON.stringify([
    { itemId: 1, code: "MOW", description: "Lawn mow", unit: "visit", quantity: 1, unitPriceCents: 6500, amountsAre: "inclusive" },
  ]);
  return `insert into maintenance_plans (lead_id, customer_id, site_id, title, lines, visit_value_cents, rules, starts_on, holidays, start_minute, end_minute, created_by_name)
select id, customer_id, site_id, 'Lawn mowing', '${lines}'::jsonb, 6500,
  jsonb_build_array(jsonb_build_object('frequency', 'weekly', 'interval', 1, 'weekdays', jsonb_build_array(id % 5), 'monthWeek', null, 'fromMonth', null, 'toMonth', null)),
  '${today()}'::date, 'move', 480, 720, 'Bench'
from leads order by id limit ${plans}`;
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hpm-plans-bench-"));
  const target = { databaseUrl, dataDir };
  try {
    const first = await startServer({ dataDir, databaseUrl, env: ENV });
    await first.stop();
    await seedLeads(target, PLANS);
    await runSeedStatements(target, [seedPlansSql(PLANS), "vacuum analyze maintenance_plans"], "bench:plans");

    const horizon = spawnSync("npx", ["tsx", "bench/lib/plan-horizon.ts", dataDir], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "warn" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (horizon.status !== 0) throw new Error(`the horizon failed: ${horizon.stderr}`);
    const result = JSON.parse(horizon.stdout.trim().split("\n").at(-1) ?? "{}") as { plans: number; visits: number; seconds: number };
    const complete = result.plans === PLANS && result.visits >= PLANS * 7;
    console.log(
      `${label}: ${`horizon, ${result.plans.toLocaleString("en-NZ")} plans × 8 weeks`.padEnd(34)} ${result.seconds.toFixed(1)} s (${result.visits.toLocaleString("en-NZ")} visits booked)  target ${HORIZON_TARGET_S} s  ${result.seconds <= HORIZON_TARGET_S && complete ? "ok" : "OVER the target or incomplete"}`,
    );

    const server = await startServer({ dataDir, databaseUrl, env: ENV });
    try {
      const cookie = await signIn(server.url, ENV);
      const measure = (name: string, targetMs: number, request: () => Promise<Response>) =>
        timed(label, name, targetMs, REQUESTS, request, server);
      const staff = (address: string) => () => fetch(server.url + address, { headers: { cookie } });
      const day = today();
      await measure(`week view page, ${PLANS} plans`, 50, staff(`/admin/schedule?view=week&day=${day}`));
      await measure(`week view data, ${PLANS} plans`, 50, staff(`/admin/schedule.data?view=week&day=${day}&rows=all`));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBothDatabases(run);
