// Quote submissions (POST /api/functions/send-lead-notification) against the production
// build: each request stores a lead and queues two emails in one transaction, while the mail
// worker captures them in the background. Three measurements per database:
//  - at the target rate (500 submissions a second offered): achieved rate and p99 latency;
//  - flat out (BENCH_CONNECTIONS connections, no rate cap): the most it can take, its p99, and
//    the CPU time one submission costs the app and PostgreSQL (read from /proc);
//  - on PostgreSQL, at a load both builds carry with room to spare (BENCH_STEADY_RATE, 200/s),
//    the CPU time one submission costs until its emails have been sent: what a submission costs
//    when the machine is not saturated, where round trips are not shared between requests.
// Every request has its own Idempotency-Key and comes "through a proxy" from one of 2,000
// client addresses, as production traffic would; the per-address limit is raised so that the
// bench measures the work, not the refusals. On PGlite and, when DATABASE_URL is set, on a
// fresh PostgreSQL database. On PostgreSQL the build of the day the 500/s target was set
// (BENCH_BASELINE, default 18c6b61: 617-654/s flat out on that day's machine) runs beside this
// one, round by round (BENCH_ROUNDS, 3) and first and second in turn, so that the figure can be
// read on any machine: the medians are compared, and the median of each round's ratio.
// Knobs: BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_RATE (500), BENCH_STEADY_RATE (200).
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import type * as QuoteHelpers from "../tests/helpers/quote";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Baseline from "./lib/baseline-build";
import type * as ProcessCpu from "./lib/process-cpu";

// Node runs this file with type stripping, which needs the ".ts" in relative imports, and
// the project's tsconfig does not allow that spelling; loading through a URL satisfies both.
const local = (relative: string) => new URL(relative, import.meta.url).href;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { QUOTE_PATH, queryAfterStop, validQuote } = (await import(local("../tests/helpers/quote.ts"))) as typeof QuoteHelpers;
const { baselineBuild } = (await import(local("./lib/baseline-build.ts"))) as typeof Baseline;
const { cpuSecondsOf, cpuSecondsOfNamed } = (await import(local("./lib/process-cpu.ts"))) as typeof ProcessCpu;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 500);
/** A load both builds carry with room to spare, for what one submission costs when the machine is not saturated. */
const STEADY_RATE = Number(process.env.BENCH_STEADY_RATE ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BASELINE = process.env.BENCH_BASELINE ?? "18c6b61";
const TARGET = { perSecond: 500, p99Ms: 50 };
const CLIENTS = 2000;

const SERVER_ENV = {
  LOG_LEVEL: "info",
  TRUSTED_PROXIES: "127.0.0.1",
  QUOTE_RATE_LIMIT_MAX: "1000000",
  QUOTE_MIN_FILL_MS: "0",
};

interface Result {
  perSecond: number;
  p99Ms: number;
  p50Ms: number;
  created: number;
  failures: number;
}

const BASE_BODY = validQuote({ fillTimeMs: 20_000 });
/**
 * Each submission is from a different customer: their own email and phone. Customers are matched
 * by email and phone under a lock on each (docs/decisions/0082), so one phone for every
 * submission would measure a single customer asking 500 times a second, one after another.
 */
const phoneOf = (n: number) =>
  `021 ${String(100 + (Math.floor(n / 10_000) % 900)).padStart(3, "0")} ${String(n % 10_000).padStart(4, "0")}`;

async function submit(baseUrl: string, seconds: number, options: { connections: number; overallRate?: number }): Promise<Result> {
  let n = 0;
  const result = await autocannon({
    url: baseUrl + QUOTE_PATH,
    duration: seconds,
    connections: options.connections,
    overallRate: options.overallRate,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          n++;
          request.headers = {
            ...request.headers,
            "content-type": "application/json",
            "idempotency-key": randomUUID(),
            "x-forwarded-for": `10.0.${(n % CLIENTS) >> 8}.${(n % CLIENTS) & 255}`,
          };
          request.body = JSON.stringify({ ...BASE_BODY, name: `Bench Customer ${n}`, email: `bench${n}@example.co.nz`, phone: phoneOf(n) });
          return request;
        },
      },
    ],
  });
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    created: result["2xx"],
    failures: result.errors + result.non2xx + result.timeouts,
  };
}

/** CPU milliseconds per stored submission while `work` ran: the app's process and PostgreSQL's. */
async function cpuPerSubmission<T extends Result>(pid: number, onPostgres: boolean, work: () => Promise<T>) {
  const app = cpuSecondsOf(pid);
  const db = onPostgres ? cpuSecondsOfNamed("postgres") : null;
  const result = await work();
  const per = (before: number | null, after: number | null) =>
    before === null || after === null || result.created === 0 ? null : ((after - before) * 1000) / result.created;
  return { result, appMs: per(app, cpuSecondsOf(pid)), databaseMs: onPostgres ? per(db, cpuSecondsOfNamed("postgres")) : null };
}

interface Run {
  build: string;
  paced: Result;
  flatOut: Result;
  appMs: number | null;
  databaseMs: number | null;
  /** At STEADY_RATE, until the submissions' emails were sent (PostgreSQL only). */
  steady: { appMs: number | null; databaseMs: number | null } | null;
  leads: number;
}

/** Waits until the mail worker has sent every queued email; false after a minute. */
async function emailsSent(databaseUrl: string): Promise<boolean> {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const [{ waiting }] = await db<
        Array<{ waiting: number }>
      >`select count(*)::int as waiting from email_outbox where status in ('pending', 'sending')`;
      if (waiting === 0) return true;
    }
    return false;
  } finally {
    await db.end();
  }
}

async function measure(build: string, onPostgres: boolean, checkout?: string): Promise<Run> {
  // Without a data folder startServer takes a fresh PostgreSQL database when DATABASE_URL is set.
  const dataDir = onPostgres ? undefined : await mkdtemp(path.join(tmpdir(), "hpm-bench-"));
  process.stderr.write(`${onPostgres ? "PostgreSQL" : "PGlite"}, ${build}: starting the production server…\n`);
  const server = await startServer({ dataDir, checkout, env: SERVER_ENV });
  try {
    process.stderr.write(`  warm-up 3 s…\n`);
    await submit(server.url, 3, { connections: 10 });
    let steady: Run["steady"] = null;
    if (server.databaseUrl) {
      // The emails are part of a submission's cost: the window closes when they have been sent.
      process.stderr.write(`  ${STEADY_RATE}/s for ${SECONDS} s, then until its emails are sent…\n`);
      if (!(await emailsSent(server.databaseUrl))) throw new Error("the warm-up's emails were not sent within a minute");
      steady = await cpuPerSubmission(server.process.pid!, true, async () => {
        const result = await submit(server.url, SECONDS, { connections: CONNECTIONS, overallRate: STEADY_RATE });
        if (!(await emailsSent(server.databaseUrl!))) throw new Error("the emails were not sent within a minute");
        return result;
      });
    }
    process.stderr.write(`  ${RATE}/s offered for ${SECONDS} s…\n`);
    const paced = await submit(server.url, SECONDS, { connections: CONNECTIONS, overallRate: RATE });
    process.stderr.write(`  flat out for ${SECONDS} s…\n`);
    const flat = await cpuPerSubmission(server.process.pid!, onPostgres, () => submit(server.url, SECONDS, { connections: CONNECTIONS }));
    const [{ leads }] = await queryAfterStop<{ leads: number }>(server, "select count(*)::int as leads from leads");
    return { build, paced, flatOut: flat.result, appMs: flat.appMs, databaseMs: flat.databaseMs, steady, leads };
  } finally {
    await server.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

const int = (n: number) => Math.round(n).toLocaleString("en-NZ");
const ms = (n: number) => `${n.toLocaleString("en-NZ", { maximumFractionDigits: 1 })} ms`;
const cpu = (n: number | null) => (n === null ? "n/a" : n.toFixed(2));
/** The run with the median flat-out rate. */
const median = (runs: Run[]) => [...runs].sort((a, b) => a.flatOut.perSecond - b.flatOut.perSecond)[Math.floor(runs.length / 2)];

const THIS_BUILD = "this build";
const pglite = await measure(THIS_BUILD, false);
const postgresRuns: Run[] = [];
let baselineName = "";
if (process.env.DATABASE_URL) {
  const baseline = baselineBuild(path.resolve(import.meta.dirname, ".."), BASELINE);
  baselineName = `${baseline.commit} (target day)`;
  // The order alternates round by round, so that a machine slowing down or speeding up during
  // the run does not favour whichever build always goes second.
  const runBaseline = () => measure(baselineName, true, baseline.checkout);
  const runThis = () => measure(THIS_BUILD, true);
  for (let round = 0; round < ROUNDS; round++) {
    process.stderr.write(`round ${round + 1} of ${ROUNDS}\n`);
    for (const run of round % 2 === 0 ? [runBaseline, runThis] : [runThis, runBaseline]) postgresRuns.push(await run());
  }
}

console.log(`\n### Quote submissions — ${SECONDS} s per run, ${CONNECTIONS} connections\n`);
console.log("| Database | Build | Load | Submissions/s | p50 | p99 | CPU per submission: app / PostgreSQL | Stored | Failed |");
console.log("|---|---|---|---:|---:|---:|---:|---:|---:|");
const row = (database: string, run: Run, note = "") => {
  const { paced, flatOut } = run;
  console.log(
    `| ${database} | ${run.build}${note} | ${RATE}/s offered | ${int(paced.perSecond)} | ${ms(paced.p50Ms)} | ${ms(paced.p99Ms)} | | ${int(paced.created)} | ${int(paced.failures)} |`,
  );
  console.log(
    `| ${database} | ${run.build}${note} | flat out | ${int(flatOut.perSecond)} | ${ms(flatOut.p50Ms)} | ${ms(flatOut.p99Ms)} | ${cpu(run.appMs)} / ${cpu(run.databaseMs)} ms | ${int(flatOut.created)} | ${int(flatOut.failures)} |`,
  );
  if (run.steady)
    console.log(
      `| ${database} | ${run.build}${note} | ${STEADY_RATE}/s offered, until its emails are sent | | | | ${cpu(run.steady.appMs)} / ${cpu(run.steady.databaseMs)} ms | | |`,
    );
};
row("PGlite", pglite);
const medians = [baselineName, THIS_BUILD].filter(Boolean).map((build) => median(postgresRuns.filter((r) => r.build === build)));
for (const run of medians) row("PostgreSQL", run, ROUNDS > 1 ? `, median of ${ROUNDS}` : "");
if (postgresRuns.length > 0) {
  console.log(
    `\nEvery PostgreSQL run in order (flat out, submissions/s; CPU per submission app / PostgreSQL, flat out and at ${STEADY_RATE}/s):`,
  );
  for (const run of postgresRuns)
    console.log(
      `  ${run.build}: ${int(run.flatOut.perSecond)}/s; ${cpu(run.appMs)} / ${cpu(run.databaseMs)} ms; at ${STEADY_RATE}/s ${cpu(run.steady?.appMs ?? null)} / ${cpu(run.steady?.databaseMs ?? null)} ms`,
    );
}
console.log("");
for (const run of [pglite, ...postgresRuns]) {
  const answered = run.paced.created + run.flatOut.created;
  if (run.leads < answered) console.log(`  MISSED ${run.build}: ${int(run.leads)} leads stored for ${int(answered)} answers`);
  if (run.paced.failures + run.flatOut.failures > 0)
    console.log(`  MISSED ${run.build}: ${int(run.paced.failures + run.flatOut.failures)} failed requests`);
}
const all = [pglite, ...postgresRuns];
if (all.every((run) => run.leads >= run.paced.created + run.flatOut.created && run.paced.failures + run.flatOut.failures === 0))
  console.log("  ok     every 201 is a stored lead, and no request failed, in every run");
const current = medians.find((run) => run.build === THIS_BUILD);
const before = medians.find((run) => run.build === baselineName);
if (current && before) {
  const met = current.paced.perSecond >= TARGET.perSecond * 0.98 && current.paced.p99Ms < TARGET.p99Ms;
  console.log(
    `  ${met ? "ok    " : "MISSED"} PostgreSQL: ${int(current.paced.perSecond)}/s with p99 ${ms(current.paced.p99Ms)} at ${RATE}/s offered (target ≥ ${TARGET.perSecond}/s, p99 < ${TARGET.p99Ms} ms)`,
  );
  const ratio = current.flatOut.perSecond / before.flatOut.perSecond;
  // Each round's two runs were taken minutes apart on the same machine: their ratio is the steadier reading.
  const pairRatios = Array.from({ length: ROUNDS }, (_, round) => {
    const pair = postgresRuns.slice(round * 2, round * 2 + 2);
    const mine = pair.find((run) => run.build === THIS_BUILD)!;
    const theirs = pair.find((run) => run.build === baselineName)!;
    return mine.flatOut.perSecond / theirs.flatOut.perSecond;
  }).sort((a, b) => a - b);
  const pairMedian = pairRatios[Math.floor(pairRatios.length / 2)];
  console.log(
    `  ${ratio >= 1 ? "ok    " : "MISSED"} PostgreSQL flat out: this build ${int(current.flatOut.perSecond)}/s, ${baselineName} ${int(before.flatOut.perSecond)}/s on this machine (${ratio.toFixed(2)}×)`,
  );
  const steadyCost = (build: string) => {
    const costs = postgresRuns
      .filter((run) => run.build === build && run.steady?.appMs != null && run.steady.databaseMs != null)
      .map((run) => run.steady!.appMs! + run.steady!.databaseMs!)
      .sort((a, b) => a - b);
    return costs[Math.floor(costs.length / 2)];
  };
  const [mineSteady, theirsSteady] = [steadyCost(THIS_BUILD), steadyCost(baselineName)];
  console.log(
    `  ${mineSteady <= theirsSteady ? "ok    " : "MISSED"} PostgreSQL at ${STEADY_RATE}/s: CPU per submission, app and PostgreSQL together, this build ${cpu(mineSteady)} ms, ${baselineName} ${cpu(theirsSteady)} ms (medians)`,
  );
  console.log(
    `  ${pairMedian >= 1 ? "ok    " : "MISSED"} PostgreSQL flat out, round by round: this build ÷ ${baselineName} = ${pairRatios.map((r) => r.toFixed(2)).join(", ")} (median ${pairMedian.toFixed(2)}×)`,
  );
} else {
  console.log("  (PostgreSQL not measured: set DATABASE_URL to include it)");
}
