// Jobs and the schedule (issue 18), on PGlite and, when DATABASE_URL is set, on a fresh
// PostgreSQL database, each request one at a time:
//  - the staff week view with 50 tradies and 2,000 visits that week (scripts/seed-visits.ts):
//    the page (its first screenful) and the data request for every visit that follows: p95 of
//    server time, target 50 ms;
//  - a tradie's portal "today" page: p95 of server time, target 20 ms.
//  Server time is each request's own line in the server's request log, from its arrival to its
//  last byte; the time the bench's client saw is printed beside it.
//  - 10,000 visit reminders due at once, worked through by the job runner (each queues its
//    email in the transaction that completes it): target 60 s.
// Knobs: BENCH_VISITS (2000), BENCH_TRADIES (50), BENCH_REMINDERS (10000), BENCH_REQUESTS (40).
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as SeedScript from "../scripts/seed-visits";
import type * as LeadSeeds from "../scripts/seed-leads";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Harness from "./lib/harness";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { measure: timed, onBothDatabases, signIn } = (await import(local("./lib/harness.ts"))) as typeof Harness;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { seedVisits, seedDueReminders } = (await import(local("../scripts/seed-visits.ts"))) as typeof SeedScript;
const { runSeedStatements } = (await import(local("../scripts/seed-leads.ts"))) as typeof LeadSeeds;

const VISITS = Number(process.env.BENCH_VISITS ?? 2_000);
const TRADIES = Number(process.env.BENCH_TRADIES ?? 50);
const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const ENV = {
  ADMIN_EMAIL: "bench@jobs.test",
  ADMIN_PASSWORD: "bench-password-123",
  SEED_DEMO: "false",
  SEED_DEMO_LEADS: "false",
  // Each request's log line carries its server time, which the targets are held against.
  LOG_LEVEL: "info",
  BACKGROUND_WORK: "off",
};

/** This week's Monday and today, in Auckland. */
function thisWeek() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) - ((weekday + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  return { today, monday };
}

/** A portal session for the first seeded tradie, stored as the app stores one: only its hash. */
async function crewSession(target: { databaseUrl?: string; dataDir: string }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("base64url");
  await runSeedStatements(
    target,
    [
      `insert into access_tokens (purpose, subject_id, token_hash, expires_at)
       select 'crew-session', id, '${hash}', now() + interval '1 day' from tradies where email = 'tradie1@seed.test'`,
    ],
    "bench:jobs",
  );
  // As React Router's cookie writes it: the JSON value, base64-encoded.
  return `crew_session=${Buffer.from(JSON.stringify(token)).toString("base64")}`;
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hpm-jobs-bench-"));
  const target = { databaseUrl, dataDir };
  try {
    const first = await startServer({ dataDir, databaseUrl, env: ENV });
    await first.stop();
    const { today, monday } = thisWeek();
    const seeding = performance.now();
    await seedVisits(target, VISITS, TRADIES, monday);
    console.log(
      `${label}: seeded ${VISITS.toLocaleString("en-NZ")} visits for ${TRADIES} tradies in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const crew = await crewSession(target);

    const server = await startServer({ dataDir, databaseUrl, env: ENV });
    try {
      const cookie = await signIn(server.url, ENV);
      const measure = (name: string, targetMs: number, request: () => Promise<Response>) =>
        timed(label, name, targetMs, REQUESTS, request, server);
      const staff = (address: string) => () => fetch(server.url + address, { headers: { cookie } });
      // The page brings its first screenful; the browser then asks for every visit of the week (docs/decisions/0119).
      await measure(`week view page, ${VISITS} visits`, 50, staff(`/admin/schedule?view=week&day=${today}`));
      await measure(`week view, every visit's data`, 50, staff(`/admin/schedule.data?view=week&day=${today}&rows=all`));
      await measure(`week view, every visit, uncompressed`, 50, () =>
        fetch(`${server.url}/admin/schedule.data?view=week&day=${today}&rows=all`, { headers: { cookie, "accept-encoding": "identity" } }),
      );
      await measure("day view data", 50, staff(`/admin/schedule.data?view=day&day=${today}`));
      await measure("tradie portal today, page", 20, () => fetch(`${server.url}/crew`, { headers: { cookie: crew } }));
      await measure("tradie portal today, data", 20, () => fetch(`${server.url}/crew.data`, { headers: { cookie: crew } }));
    } finally {
      await server.stop();
    }

    await seedDueReminders(target, REMINDERS);
    const processed = spawnSync("npx", ["tsx", "bench/lib/process-reminders.ts", dataDir], {
      cwd: path.resolve(import.meta.dirname, ".."),
      // As the server runs: React in its production build.
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "warn" },
      encoding: "utf8",
    });
    if (processed.status !== 0) throw new Error(`processing reminders failed: ${processed.stderr}`);
    const result = JSON.parse(processed.stdout.trim().split("\n").at(-1) ?? "{}") as { reminders: number; queued: number; seconds: number };
    console.log(
      `${label}: ${`${result.reminders.toLocaleString("en-NZ")} due reminders processed`.padEnd(34)} ${result.seconds.toFixed(1)} s (${result.queued.toLocaleString("en-NZ")} emails queued)  ${result.seconds <= 60 && result.queued === result.reminders ? "ok" : "OVER the 60 s target or incomplete"}`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBothDatabases(run);
