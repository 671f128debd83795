// Quote submissions (POST /api/functions/send-lead-notification) against the production
// build: each request stores a lead and queues two emails in one transaction, while the mail
// worker captures them in the background. Two measurements per database:
//  - at the target rate (500 submissions a second offered): achieved rate and p99 latency;
//  - flat out (BENCH_CONNECTIONS connections, no rate cap): the most it can take, and its p99.
// Every request has its own Idempotency-Key and comes "through a proxy" from one of 2,000
// client addresses, as production traffic would; the per-address limit is raised so that the
// bench measures the work, not the refusals. On PGlite and, when DATABASE_URL is set, on a
// fresh PostgreSQL database. Knobs: BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_RATE (500).
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type * as QuoteHelpers from "../tests/helpers/quote";
import type * as ServerHelpers from "../tests/helpers/server";

// Node runs this file with type stripping, which needs the ".ts" in relative imports, and
// the project's tsconfig does not allow that spelling; loading through a URL satisfies both.
const local = (relative: string) => new URL(relative, import.meta.url).href;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { QUOTE_PATH, queryAfterStop, validQuote } = (await import(local("../tests/helpers/quote.ts"))) as typeof QuoteHelpers;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 500);
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

async function onDatabase(label: string, postgres: boolean) {
  // Without a data folder startServer takes a fresh PostgreSQL database when DATABASE_URL is set.
  const dataDir = postgres ? undefined : await mkdtemp(path.join(tmpdir(), "hpm-bench-"));
  process.stderr.write(`${label}: starting the production server…\n`);
  const server = await startServer({ dataDir, env: SERVER_ENV });
  try {
    process.stderr.write(`  warm-up 3 s…\n`);
    await submit(server.url, 3, { connections: 10 });
    process.stderr.write(`  ${RATE}/s offered for ${SECONDS} s…\n`);
    const paced = await submit(server.url, SECONDS, { connections: CONNECTIONS, overallRate: RATE });
    process.stderr.write(`  flat out for ${SECONDS} s…\n`);
    const flatOut = await submit(server.url, SECONDS, { connections: CONNECTIONS });
    const [{ leads }] = await queryAfterStop<{ leads: number }>(server, "select count(*)::int as leads from leads");
    return { label, paced, flatOut, leads };
  } finally {
    await server.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

const int = (n: number) => Math.round(n).toLocaleString("en-NZ");
const ms = (n: number) => `${n.toLocaleString("en-NZ", { maximumFractionDigits: 1 })} ms`;

const runs = [await onDatabase("PGlite", false)];
if (process.env.DATABASE_URL) runs.push(await onDatabase("PostgreSQL", true));

console.log(`\n### Quote submissions — ${SECONDS} s per run, ${CONNECTIONS} connections\n`);
console.log("| Database | Load | Submissions/s | p50 | p99 | Stored | Failed |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const { label, paced, flatOut } of runs) {
  console.log(
    `| ${label} | ${RATE}/s offered | ${int(paced.perSecond)} | ${ms(paced.p50Ms)} | ${ms(paced.p99Ms)} | ${int(paced.created)} | ${int(paced.failures)} |`,
  );
  console.log(
    `| ${label} | flat out | ${int(flatOut.perSecond)} | ${ms(flatOut.p50Ms)} | ${ms(flatOut.p99Ms)} | ${int(flatOut.created)} | ${int(flatOut.failures)} |`,
  );
}
console.log("");
for (const { label, paced, flatOut, leads } of runs) {
  const answered = paced.created + flatOut.created;
  console.log(
    `  ${leads >= answered ? "ok    " : "MISSED"} ${label}: every 201 is a stored lead (${int(leads)} leads for ${int(answered)} measured answers, warm-up included in leads)`,
  );
  console.log(`  ${paced.failures === 0 && flatOut.failures === 0 ? "ok    " : "MISSED"} ${label}: no failed requests`);
}
const pg = runs.find((r) => r.label === "PostgreSQL");
if (pg) {
  const met = pg.paced.perSecond >= TARGET.perSecond * 0.98 && pg.paced.p99Ms < TARGET.p99Ms;
  console.log(
    `  ${met ? "ok    " : "MISSED"} PostgreSQL: ${int(pg.paced.perSecond)}/s with p99 ${ms(pg.paced.p99Ms)} (target ≥ ${TARGET.perSecond}/s, p99 < ${TARGET.p99Ms} ms)`,
  );
} else {
  console.log("  (PostgreSQL not measured: set DATABASE_URL to include it)");
}
