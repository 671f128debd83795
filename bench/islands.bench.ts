// Public pages as islands (issue 15.1 and 15.4, docs/decisions/0121), side by side in one run
// with the build before them (BENCH_BASELINE, default 3985de2: whole-page hydration), both on
// PGlite on this machine:
// - Lighthouse mobile on the home page, runs interleaved (median of BENCH_RUNS): performance,
//   main-thread script time (bootup-time), Total Blocking Time, first-load JavaScript;
// - the quote form after a first tap on a throttled phone (4× CPU, slow 4G): to a dialog on
//   screen, and to the form ready (median of BENCH_RUNS);
// - uncached home pages a second (a cookie gets past the page cache), interleaved (median of
//   BENCH_RUNS) with the CPU a page costs the server's process, beside a static file of similar
//   size from the same server.
// Targets: script time and TBT at most a third of the baseline's; uncached pages at least twice.
// Knobs: BENCH_RUNS (3), BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_BASELINE, CHROME_PATH.
import path from "node:path";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Baseline from "./lib/baseline-build";
import type * as LighthouseLib from "./lib/lighthouse";
import type * as LoadLib from "./lib/load";
import type * as QuoteTapLib from "./lib/quote-tap";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { baselineBuild } = (await import(local("./lib/baseline-build.ts"))) as typeof Baseline;
const { auditPage, median } = (await import(local("./lib/lighthouse.ts"))) as typeof LighthouseLib;
const { measureLoad } = (await import(local("./lib/load.ts"))) as typeof LoadLib;
const { quoteTap } = (await import(local("./lib/quote-tap.ts"))) as typeof QuoteTapLib;

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  warmUpSeconds: 3,
};
const UNCACHED = { cookie: "bench=uncached" };

const baseline = baselineBuild(ROOT, process.env.BENCH_BASELINE ?? "3985de2");
const builds = [
  { name: `before (${baseline.commit})`, checkout: baseline.checkout },
  { name: "islands (this build)", checkout: undefined },
];

const servers = await Promise.all(builds.map((build) => startServer({ checkout: build.checkout, env: { LOG_LEVEL: "warn" } })));
try {
  const scores = builds.map(() => [] as LighthouseLib.PageScores[]);
  const taps = builds.map(() => [] as QuoteTapLib.QuoteTap[]);
  for (let run = 0; run < RUNS; run++) {
    for (const [i, server] of servers.entries()) {
      process.stderr.write(`  run ${run + 1}/${RUNS}: ${builds[i].name}: lighthouse, then a tap on the quote button…\n`);
      scores[i].push((await auditPage(`${server.url}/`, 1)).scores);
      taps[i].push(await quoteTap(`${server.url}/`));
    }
  }
  // Uncached rendering, interleaved like the audits: one 10 s window each is too noisy to read a
  // ratio from (1.5× and 2.1× in two runs on one day), so each build is loaded RUNS times, the
  // order alternating, and the median of each build and of the rounds' ratios is read.
  const uncached = builds.map(() => [] as LoadLib.LoadResult[]);
  for (let run = 0; run < RUNS; run++) {
    for (const i of run % 2 === 0 ? [0, 1] : [1, 0]) {
      process.stderr.write(`  load ${run + 1}/${RUNS}: ${builds[i].name}, uncached home ${LOAD.seconds}s…\n`);
      uncached[i].push(await measureLoad(`${servers[i].url}/`, { ...LOAD, headers: UNCACHED, cpuOf: servers[i].process.pid }));
    }
  }
  const loads = uncached.map((runs) => ({
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    cpuMsPerRequest: runs.every((r) => r.cpuMsPerRequest !== null) ? median(runs.map((r) => r.cpuMsPerRequest!)) : null,
  }));
  const rateRatio = median(uncached[1].map((run, round) => run.requestsPerSecond / uncached[0][round].requestsPerSecond));
  const html = await (await fetch(`${servers[1].url}/`)).text();
  const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!stylesheet) throw new Error("the home page links no built stylesheet");
  process.stderr.write(`  load: static ${stylesheet} ${LOAD.seconds}s…\n`);
  const staticLoad = await measureLoad(`${servers[1].url}${stylesheet}`, LOAD);

  const pick = (i: number, key: keyof LighthouseLib.PageScores) => median(scores[i].map((s) => s[key]));
  const tap = (i: number, key: keyof QuoteTapLib.QuoteTap) => median(taps[i].map((t) => t[key]));
  const ms = (n: number) => `${Math.round(n).toLocaleString("en-NZ")} ms`;
  console.log(`\n### Home page, mobile: the build before islands and this one (median of ${RUNS}, interleaved)\n`);
  console.log("| Build | Performance | Script time | TBT | LCP | First-load JS | Tap → dialog | Tap → form ready | Uncached req/s (p99) |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const [i, build] of builds.entries()) {
    console.log(
      `| ${build.name} | ${pick(i, "performance")} | ${ms(pick(i, "scriptMs"))} | ${ms(pick(i, "tbtMs"))} | ${ms(pick(i, "lcpMs"))} | ${(pick(i, "firstLoadJsBytes") / 1024).toFixed(1)} KB | ${ms(tap(i, "dialogMs"))} | ${ms(tap(i, "formMs"))} | ${Math.round(loads[i].requestsPerSecond)} (${ms(loads[i].p99Ms)}) |`,
    );
  }
  console.log(`| static file ${stylesheet} | | | | | | | | ${Math.round(staticLoad.requestsPerSecond)} (${ms(staticLoad.p99Ms)}) |`);
  const checks = [
    ["script time at most a third of before", pick(1, "scriptMs") <= pick(0, "scriptMs") / 3],
    ["TBT at most a third of before", pick(1, "tbtMs") <= Math.max(pick(0, "tbtMs") / 3, 0)],
    ["uncached home at least twice the pages a second (median of the rounds' ratios)", rateRatio >= 2],
  ] as const;
  const cpu = (n: number | null) => (n === null ? "n/a" : `${n.toFixed(2)} ms`);
  console.log(
    `\nUncached home, round by round (req/s; CPU per page, the app's process): ${builds
      .map(
        (build, i) =>
          `${build.name} ${uncached[i].map((r) => `${Math.round(r.requestsPerSecond)} (${cpu(r.cpuMsPerRequest)})`).join(", ")}`,
      )
      .join("; ")}`,
  );
  console.log(
    `Uncached home, this build ÷ before: ${rateRatio.toFixed(2)}× the pages a second (median of the rounds' ratios); CPU per page ${cpu(loads[1].cpuMsPerRequest)} against ${cpu(loads[0].cpuMsPerRequest)}${loads[0].cpuMsPerRequest && loads[1].cpuMsPerRequest ? ` (${(loads[0].cpuMsPerRequest / loads[1].cpuMsPerRequest).toFixed(2)}× less)` : ""}`,
  );
  console.log("");
  for (const [name, met] of checks) console.log(`${met ? "met" : "MISSED"}: ${name}`);
} finally {
  await Promise.all(servers.map((s) => s.dispose()));
}
