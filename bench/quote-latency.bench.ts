// What filing a request under its customer costs a quote submission (issue 16: duplicate
// matching may add at most 2 ms p95 on PostgreSQL). One submission at a time, as a customer
// sends one, alternating between this build and a baseline build (BENCH_BASELINE_BUILD, e.g. a
// build of the commit before customer matching: `git worktree add .tmp/prev 0fcbed9`, link
// node_modules, `npm run build` there, then BENCH_BASELINE_BUILD=.tmp/prev/build), each on a
// fresh database of its own that already holds 2,000 requests. Three in ten submissions come
// from a customer who asked before (the same phone number, another email, the same service),
// so matching finds them and flags the repeat. Prints p50/p95 of each and the difference. On
// PostgreSQL when DATABASE_URL is set, else PGlite. Knobs: BENCH_REQUESTS (400).
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as QuoteHelpers from "../tests/helpers/quote";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Harness from "./lib/harness";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { QUOTE_PATH, validQuote } = (await import(local("../tests/helpers/quote.ts"))) as typeof QuoteHelpers;
const { percentile } = (await import(local("./lib/harness.ts"))) as typeof Harness;

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const BASELINE = process.env.BENCH_BASELINE_BUILD;
const PRELOAD = 2000;
const TARGET_MS = 2;
const ENV = { LOG_LEVEL: "warn", SEED_DEMO: "false", QUOTE_RATE_LIMIT_MAX: "1000000", QUOTE_MIN_FILL_MS: "0" };

const phoneOf = (n: number) => `021 ${String(100 + (n % 900)).padStart(3, "0")} ${String(n % 10_000).padStart(4, "0")}`;

/** The n-th request: a new person, or (3 in 10) someone who asked before, again for plumbing. */
function request(n: number) {
  const returning = n > 10 && n % 10 < 3;
  const person = returning ? n - 7 : n;
  return validQuote({
    name: `Bench Person ${person}`,
    email: returning ? `again${n}@example.co.nz` : `person${n}@example.co.nz`,
    phone: phoneOf(person),
    address: `${(person % 300) + 1} Bench Street`,
    fillTimeMs: 20_000,
  });
}

async function send(url: string, n: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(url + QUOTE_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify(request(n)),
  });
  await res.text();
  if (res.status !== 201) throw new Error(`submission ${n}: ${res.status}`);
  return performance.now() - started;
}

async function start(label: string, buildDir: string) {
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), "hpm-latency-"));
  process.env.BUILD_DIR = buildDir;
  const server = await startServer({ dataDir, env: ENV });
  process.stderr.write(`${label}: preloading ${PRELOAD} requests…\n`);
  for (let n = 1; n <= PRELOAD; n++) await send(server.url, n);
  return { label, server, dataDir, times: [] as number[] };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

const builds = [await start("this build", "build"), ...(BASELINE ? [await start("baseline", BASELINE)] : [])];
try {
  for (const build of builds) for (let i = 0; i < 20; i++) await send(build.server.url, PRELOAD + 1 + i); // warm up
  for (let i = 0; i < REQUESTS; i++) {
    const n = PRELOAD + 100 + i;
    // Alternate which goes first, so neither always meets a warmer machine.
    const order = i % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) build.times.push(await send(build.server.url, n));
  }
} finally {
  for (const build of builds) {
    await build.server.dispose();
    if (build.dataDir) await rm(build.dataDir, { recursive: true, force: true });
  }
}

const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\n### One quote submission at a time, ${database}, ${REQUESTS} each (3 in 10 from a returning customer)\n`);
console.log("| Build | p50 | p95 |");
console.log("|---|---:|---:|");
const stats = builds.map((b) => {
  const sorted = [...b.times].sort((x, y) => x - y);
  return { label: b.label, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
});
for (const s of stats) console.log(`| ${s.label} | ${ms(s.p50)} | ${ms(s.p95)} |`);
if (stats.length === 2) {
  const added = stats[0].p95 - stats[1].p95;
  console.log(
    `\n  ${added <= TARGET_MS ? "ok    " : "MISSED"} customer matching adds ${ms(added)} to p95 (${ms(stats[0].p50 - stats[1].p50)} to p50); target ≤ ${TARGET_MS} ms`,
  );
} else {
  console.log("\n  (no baseline: set BENCH_BASELINE_BUILD to a build without customer matching to measure what it adds)");
}
