/*
 * `npm test`: everything a change needs before it lands, each thing once where the database does
 * not matter (decision 0137). Types, lint and the build run once, side by side; then one vitest run holds the
 * unit tests and the integration tests on PGlite and on PostgreSQL, so the two cores stay busy
 * across them; then Playwright Test runs the browser tests once, on PostgreSQL. The PostgreSQL server is
 * TEST_DATABASE_URL (which must answer), else DATABASE_URL, else the local one; with none
 * reachable the run says so and tests on PGlite alone.
 *
 * `npm run test:quick` (`-- --quick`): types, lint, unit tests and the in-process integration
 * tests on PGlite (those that start no server: they call the app's code on a database in the test
 * process), for the inner loop.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { RunSummary } from "../tests/summary-reporter.ts";

const quick = process.argv.includes("--quick");
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const timings: Array<[string, number]> = [];
function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const started = performance.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(" ")}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      timings.push([name, (performance.now() - started) / 1000]);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Runs these steps at the same time, each printing its output in one piece when it ends, so the
 * two cores share the single-threaded type checker, linters and build; fails after all have ended
 * if any failed.
 */
async function runTogether(steps: Array<{ name: string; command: string; args: string[] }>): Promise<void> {
  const started = performance.now();
  console.log(`\n=== at once: ${steps.map((step) => step.name).join(", ")}`);
  const results = await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise<string | undefined>((resolve) => {
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.once("error", (error) => resolve(`${name} failed (${error.message})`));
          child.once("close", (code, signal) => {
            timings.push([name, (performance.now() - started) / 1000]);
            console.log(`\n=== ${name}: ${[command, ...args].join(" ")}\n${output.trimEnd()}`);
            resolve(code === 0 ? undefined : `${name} failed (${signal ?? `exit code ${code}`})`);
          });
        }),
    ),
  );
  const failures = results.filter((result) => result !== undefined);
  if (failures.length) throw new Error(failures.join("; "));
}

/** The PostgreSQL server to test on, if one answers. */
async function reachablePostgres(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || LOCAL_POSTGRES;
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return url;
  } catch (error) {
    // A server named on purpose (CI names one) must be there.
    if (process.env.TEST_DATABASE_URL) throw new Error(`TEST_DATABASE_URL does not answer: ${(error as Error).message}`);
    console.warn(
      `\nNo PostgreSQL server answers at ${new URL(url).host} (${(error as Error).message}): ` +
        "the tests run on PGlite only. CI tests on both; set TEST_DATABASE_URL to test on PostgreSQL here.",
    );
    return undefined;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function main() {
  const started = performance.now();
  // The route types first: the type check and the linter read them.
  await run("route types", "npx", ["react-router", "typegen"]);
  await runTogether([
    { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck:tsc"] },
    { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
    ...(quick ? [] : [{ name: "build", command: "npm", args: ["run", "--silent", "build"] }]),
  ]);

  const folder = mkdtempSync(path.join(tmpdir(), "hpm-run-"));
  const summaries = { vitest: path.join(folder, "vitest.json"), e2e: path.join(folder, "e2e.json") };
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const postgresUrl = quick ? undefined : await reachablePostgres();
  const on = postgresUrl ? "PGlite and PostgreSQL" : "PGlite";
  try {
    await run(
      quick ? "unit tests, in-process integration tests on PGlite" : `unit tests, integration tests on ${on}`,
      "npx",
      [
        "vitest",
        "run",
        ...(quick ? ["--project", "unit", "--project", "integration"] : []),
        "--reporter=default",
        "--reporter=./tests/summary-reporter.ts",
      ],
      {
        ...env,
        HPM_TEST_SUMMARY: summaries.vitest,
        ...(quick ? { HPM_TEST_QUICK: "1" } : {}),
        ...(postgresUrl ? { HPM_TEST_POSTGRES: postgresUrl } : {}),
      },
    );
    if (!quick)
      await run(`browser tests on ${postgresUrl ? "PostgreSQL" : "PGlite"}`, "npx", ["playwright", "test"], {
        ...env,
        HPM_E2E_SUMMARY: summaries.e2e,
        ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
      });
  } finally {
    printTimings(started, Object.values(summaries));
    rmSync(folder, { recursive: true, force: true });
  }
}

function printTimings(started: number, summaryFiles: string[]) {
  console.log("\n=== Times");
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(56)} ${seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${"in all".padEnd(56)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
  const summaries = summaryFiles.flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(file, "utf8")) as RunSummary];
    } catch {
      return []; // that part did not get as far as a summary
    }
  });
  if (!summaries.length) return;
  const sum = (key: "run" | "distinct" | "assertions" | "failed" | "skipped" | "retried") => summaries.reduce((n, s) => n + s[key], 0);
  console.log(
    `\n=== ${sum("run")} test cases run (${sum("distinct")} distinct), ${sum("assertions")} assertions; ` +
      `${sum("failed")} failed, ${sum("skipped")} skipped, ${sum("retried")} retried`,
  );
  for (const [name, p] of summaries.flatMap((s) => Object.entries(s.byProject)))
    console.log(`  ${name.padEnd(22)} ${String(p.tests).padStart(5)} tests ${String(p.assertions).padStart(6)} assertions`);
}

main().catch((error: Error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
