// A server's start, from spawning Node to its first healthy answer, as every integration and
// browser test file pays it (issue 41, decision 0214): this build beside the build before the
// server bundled its libraries (BENCH_BASELINE, default d1e3250b), each on a migrated PGlite
// folder of its own, starts interleaved, median and p90 of BENCH_RUNS (8) each. Target: this
// build starts in at most three quarters of the baseline's median.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Baseline from "./lib/baseline-build";
import type * as Harness from "./lib/harness";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { freePort, startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { baselineBuild } = (await import(local("./lib/baseline-build.ts"))) as typeof Baseline;
const { percentile } = (await import(local("./lib/harness.ts"))) as typeof Harness;

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const ENV = { SEED_DEMO: "false", SEED_DEMO_LEADS: "false", LOG_LEVEL: "warn" };

const baseline = baselineBuild(ROOT, process.env.BENCH_BASELINE ?? "d1e3250b");
const builds = [
  { name: `before (${baseline.commit})`, checkout: baseline.checkout },
  { name: "this build", checkout: ROOT },
];

/** Milliseconds from spawning the server to its first healthy answer, polled every 10 ms. */
async function timeStart(checkout: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: checkout,
    env: {
      ...process.env,
      ...ENV,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_COMPILE_CACHE: path.join(tmpdir(), `hpm-start-bench-cache-${path.basename(checkout)}`),
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${checkout}: the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const folders = await Promise.all(builds.map(() => mkdtemp(path.join(tmpdir(), "hpm-start-bench-"))));
try {
  // One start each migrates its folder and fills the compile cache; the timed starts come after.
  for (const [i, build] of builds.entries()) await (await startServer({ checkout: build.checkout, dataDir: folders[i], env: ENV })).stop();
  const times = builds.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run++)
    for (const i of run % 2 === 0 ? [0, 1] : [1, 0]) times[i].push(await timeStart(builds[i].checkout, folders[i]));
  const medians = times.map((t) =>
    percentile(
      [...t].sort((a, b) => a - b),
      50,
    ),
  );
  for (const [i, build] of builds.entries()) {
    const sorted = [...times[i]].sort((a, b) => a - b);
    console.log(`server start, ${build.name.padEnd(20)} median ${medians[i].toFixed(0)} ms  p90 ${percentile(sorted, 90).toFixed(0)} ms`);
  }
  const ratio = medians[1] / medians[0];
  console.log(
    `this build starts in ${(ratio * 100).toFixed(0)}% of the time before: target at most 75%  ${ratio <= 0.75 ? "met" : "missed"}`,
  );
} finally {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
}
