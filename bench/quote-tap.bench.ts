// The quote form's first tap (issue 47, items 1 and 2), side by side in one run with the build
// before the issue (BENCH_BASELINE, default 80236eb), both on PGlite on this machine: on a
// throttled phone (bench/lib/quote-tap.ts), a tap as soon as the home page has loaded ("early")
// and one after it has settled and fetched what it fetches when idle ("late"), BENCH_RUNS each
// (default 5), interleaved build by build; the median and p90 from the touch to the form's first
// field on screen, and the form's JavaScript (the islands build's quote form with everything it
// imports, as the served page lists it, gzip -9). Issue 47's targets print as "met"/"missed" lines.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Baseline from "./lib/baseline-build";
import type * as LighthouseLib from "./lib/lighthouse";
import type * as QuoteTapLib from "./lib/quote-tap";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { baselineBuild } = (await import(local("./lib/baseline-build.ts"))) as typeof Baseline;
const { median } = (await import(local("./lib/lighthouse.ts"))) as typeof LighthouseLib;
const { quoteTap } = (await import(local("./lib/quote-tap.ts"))) as typeof QuoteTapLib;

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { tapToFormMs: 300, formJsBytes: 70 * 1024 };
const WHEN: QuoteTapLib.TapWhen[] = ["early", "late"];

const baseline = baselineBuild(ROOT, process.env.BENCH_BASELINE ?? "80236eb");
const builds = [
  { name: `before (${baseline.commit})`, checkout: baseline.checkout, dir: path.join(baseline.checkout, "build") },
  { name: "this build", checkout: undefined, dir: path.resolve(ROOT, process.env.BUILD_DIR ?? "build") },
];

/**
 * The quote form's code, gzipped: the scripts the served home page lists for it (`data-quote-form`,
 * as app/server/islands-manifest.server.ts reckons them), read from the build.
 */
async function formJsBytes(url: string, buildDir: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const files = (/\bdata-quote-form="([^"]*)"/.exec(html)?.[1] ?? "").split(" ").filter((file) => file.endsWith(".js"));
  if (files.length === 0) throw new Error(`${url} lists no quote form scripts`);
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(buildDir, "client", file)), { level: 9 }).length, 0);
}

/** The nearest-rank 90th percentile (of five runs, the slowest). */
function p90(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.9 * sorted.length) - 1];
}

const servers = await Promise.all(builds.map((build) => startServer({ checkout: build.checkout, env: { LOG_LEVEL: "warn" } })));
try {
  const taps = builds.map(() => ({ early: [] as QuoteTapLib.QuoteTap[], late: [] as QuoteTapLib.QuoteTap[] }));
  for (let run = 0; run < RUNS; run++) {
    for (const i of run % 2 === 0 ? [0, 1] : [1, 0]) {
      for (const when of WHEN) {
        process.stderr.write(`  run ${run + 1}/${RUNS}: ${builds[i].name}, ${when} tap…\n`);
        taps[i][when].push(await quoteTap(`${servers[i].url}/`, { when }));
      }
    }
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const formJs = await Promise.all(builds.map((build, i) => formJsBytes(`${servers[i].url}/`, build.dir)));

  console.log(`\n### The quote form's first tap on a throttled phone (${RUNS} runs each, interleaved)\n`);
  console.log(
    "| Build | Early tap: dialog | Early tap: form, median (p90) | Late tap: dialog | Late tap: form, median (p90) | Form's JS |",
  );
  console.log("|---|---|---|---|---|---|");
  for (const [i, build] of builds.entries()) {
    const cells = WHEN.flatMap((when) => {
      const runs = taps[i][when];
      const form = runs.map((t) => t.formMs);
      return [ms(median(runs.map((t) => t.dialogMs))), `${ms(median(form))} (${ms(p90(form))})`];
    });
    console.log(`| ${build.name} | ${cells.join(" | ")} | ${kb(formJs[i])} |`);
  }
  console.log("");
  for (const when of WHEN) {
    const formMedian = median(taps[1][when].map((t) => t.formMs));
    console.log(
      `${formMedian <= TARGETS.tapToFormMs ? "met" : "MISSED"}: ${when} tap to a usable form at most ${TARGETS.tapToFormMs} ms at the median (${ms(formMedian)})`,
    );
  }
  console.log(
    `${formJs[1] <= TARGETS.formJsBytes ? "met" : "MISSED"}: the form's code at most ${kb(TARGETS.formJsBytes)} (${kb(formJs[1])})`,
  );
} finally {
  await Promise.all(servers.map((server) => server.dispose()));
}
