// Public pages against the production build: Lighthouse mobile scores (median of
// BENCH_RUNS runs) and server-rendered throughput beside a static file, on PGlite and, when
// DATABASE_URL is set, on a fresh PostgreSQL database too. Prints markdown tables for the
// README and marks every missed target; exits non-zero only when the bench itself breaks.
// Knobs: BENCH_RUNS (3), BENCH_SECONDS (10), BENCH_CONNECTIONS (20), CHROME_PATH.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as LighthouseLib from "./lib/lighthouse";
import type * as LoadLib from "./lib/load";

// Node runs this file with type stripping, which needs the ".ts" in relative imports, and
// the project's tsconfig does not allow that spelling; loading through a URL satisfies both.
const local = (relative: string) => new URL(relative, import.meta.url).href;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { auditPage, weakAudits } = (await import(local("./lib/lighthouse.ts"))) as typeof LighthouseLib;
const { measureLoad } = (await import(local("./lib/load.ts"))) as typeof LoadLib;

const PAGES = [
  { name: "Home", path: "/" },
  { name: "Service", path: "/painting" },
  { name: "Area", path: "/north-shore" },
  { name: "Reviews", path: "/reviews" },
  { name: "Projects", path: "/projects" },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  warmUpSeconds: 3,
};
const TARGETS = { performance: 95, accessibility: 100, seo: 100, lcpMs: 2000, throughputShareOfStatic: 0.5 };

type PageRow = { name: string; path: string; audit: LighthouseLib.PageAudit; load: LoadLib.LoadResult; uncached: LoadLib.LoadResult };
// The page cache serves anonymous visitors; a cookie sends every request to the renderer.
const UNCACHED = { cookie: "bench=uncached" };

/** The fingerprinted stylesheet the home page links to: a built asset of about a page's size. */
async function builtStylesheet(baseUrl: string): Promise<string> {
  const html = await (await fetch(baseUrl)).text();
  const href = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error("the home page links no built stylesheet");
  return href;
}

async function benchServer(baseUrl: string) {
  for (const page of PAGES) {
    const res = await fetch(baseUrl + page.path);
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
  }
  const rows: PageRow[] = [];
  for (const page of PAGES) {
    process.stderr.write(`  lighthouse ${page.path} ×${RUNS}…\n`);
    const audit = await auditPage(baseUrl + page.path, RUNS);
    process.stderr.write(`  load ${page.path} ${LOAD.seconds}s, as a visitor and uncached…\n`);
    const load = await measureLoad(baseUrl + page.path, LOAD);
    const uncached = await measureLoad(baseUrl + page.path, { ...LOAD, headers: UNCACHED });
    rows.push({ ...page, audit, load, uncached });
  }
  const staticFiles = ["/favicon.svg", await builtStylesheet(baseUrl)];
  const statics: { path: string; load: LoadLib.LoadResult }[] = [];
  for (const file of staticFiles) {
    process.stderr.write(`  load ${file} ${LOAD.seconds}s…\n`);
    statics.push({ path: file, load: await measureLoad(baseUrl + file, LOAD) });
  }
  return { rows, statics };
}

const fmt = {
  int: (n: number) => Math.round(n).toLocaleString("en-NZ"),
  ms: (n: number) => `${Math.round(n).toLocaleString("en-NZ")} ms`,
  kb: (n: number) => `${(n / 1024).toFixed(1)} KB`,
};

function report(database: string, { rows, statics }: Awaited<ReturnType<typeof benchServer>>) {
  const fastestStatic = statics.reduce((a, b) => (b.load.requestsPerSecond > a.load.requestsPerSecond ? b : a));
  const throughputFloor = fastestStatic.load.requestsPerSecond * TARGETS.throughputShareOfStatic;
  console.log(`\n### ${database} — Lighthouse mobile (median of ${RUNS}) and ${LOAD.seconds} s × ${LOAD.connections} connections\n`);
  console.log(
    "| Page | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | First-load JS (gzip) | req/s | p99 | req/s uncached | p99 uncached |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const {
    name,
    path: p,
    audit: { scores: s },
    load,
    uncached,
  } of rows) {
    console.log(
      `| ${name} \`${p}\` | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${fmt.ms(s.lcpMs)} | ${fmt.ms(s.tbtMs)} | ${s.cls.toFixed(3)} | ${fmt.kb(s.firstLoadJsBytes)} | ${fmt.int(load.requestsPerSecond)} | ${fmt.ms(load.p99Ms)} | ${fmt.int(uncached.requestsPerSecond)} | ${fmt.ms(uncached.p99Ms)} |`,
    );
  }
  for (const { path: p, load } of statics) {
    console.log(`| Static \`${p}\` | | | | | | | | | ${fmt.int(load.requestsPerSecond)} | ${fmt.ms(load.p99Ms)} | | |`);
  }
  console.log(
    "\nreq/s: anonymous visitors (page cache, see docs/decisions/0030); uncached: every request rendered (a cookie skips the cache).",
  );

  console.log(`\nTargets (throughput floor: half of ${fastestStatic.path}, ${fmt.int(throughputFloor)} req/s):`);
  let missed = 0;
  for (const { name, path: p, audit, load } of rows) {
    const s = audit.scores;
    const checks: { label: string; ok: boolean; category?: string }[] = [
      { label: `performance ${s.performance} ≥ ${TARGETS.performance}`, ok: s.performance >= TARGETS.performance, category: "performance" },
      {
        label: `accessibility ${s.accessibility} = ${TARGETS.accessibility}`,
        ok: s.accessibility >= TARGETS.accessibility,
        category: "accessibility",
      },
      { label: `SEO ${s.seo} = ${TARGETS.seo}`, ok: s.seo >= TARGETS.seo, category: "seo" },
      { label: `LCP ${fmt.ms(s.lcpMs)} < ${fmt.ms(TARGETS.lcpMs)}`, ok: s.lcpMs < TARGETS.lcpMs, category: "performance" },
      { label: `${fmt.int(load.requestsPerSecond)} req/s ≥ ${fmt.int(throughputFloor)}`, ok: load.requestsPerSecond >= throughputFloor },
    ];
    const weakCategories = new Set<string>();
    for (const check of checks) {
      console.log(`  ${check.ok ? "ok    " : "MISSED"} ${name} ${p}: ${check.label}`);
      if (check.ok) continue;
      missed++;
      if (check.category) weakCategories.add(check.category);
    }
    for (const category of weakCategories) {
      const why = weakAudits(audit.medianRun, category).slice(0, 6);
      if (why.length) console.log(`           ${category} audits below 90: ${why.join("; ")}`);
    }
  }
  console.log(missed ? `\n${missed} target(s) MISSED on ${database}.` : `\nAll targets met on ${database}.`);
}

async function onDatabase(label: string, postgres: boolean) {
  // Without a data folder startServer takes a fresh PostgreSQL database when DATABASE_URL is set.
  const dataDir = postgres ? undefined : await mkdtemp(path.join(tmpdir(), "hpm-bench-"));
  process.stderr.write(`${label}: starting the production server…\n`);
  // The demo's past jobs give /projects its gallery projects and photos.
  const server = await startServer({ dataDir, env: { LOG_LEVEL: "info", SEED_DEMO_LEADS: "true" } });
  try {
    report(label, await benchServer(server.url));
  } finally {
    await server.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

await onDatabase("PGlite", false);
if (process.env.DATABASE_URL) await onDatabase("PostgreSQL", true);
