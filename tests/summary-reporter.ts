import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

export interface RunSummary {
  /** Test cases run, counting a test once per project it ran in (PGlite and PostgreSQL). */
  run: number;
  /** Distinct test cases: file and name, whatever the project. */
  distinct: number;
  assertions: number;
  failed: number;
  /** Tests skipped or left as todo: the house rule is none. */
  skipped: number;
  /** Tests that passed only on a retry: the house rule is none (retries are off). */
  retried: number;
  byProject: Record<string, { tests: number; assertions: number; seconds: number }>;
}

/**
 * Prints, after the run, how many test cases ran (and how many distinct ones), how many
 * assertions they made, per project; and writes it to HPM_TEST_SUMMARY for scripts/test.ts.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const summary = summarise(modules);
    const projects = Object.entries(summary.byProject)
      .map(([name, p]) => `${name} ${p.tests} tests, ${p.assertions} assertions, ${Math.round(p.seconds)} s in its files`)
      .join("\n  ");
    console.log(
      `\nSummary: ${summary.run} test cases run (${summary.distinct} distinct), ${summary.assertions} assertions; ` +
        `${summary.failed} failed, ${summary.skipped} skipped, ${summary.retried} retried\n  ${projects}`,
    );
    console.log(`\nThe slowest files (where the run's time goes, issue 41):\n  ${slowestFiles(modules, 15).join("\n  ")}`);
    if (process.env.HPM_TEST_SUMMARY) writeFileSync(process.env.HPM_TEST_SUMMARY, JSON.stringify(summary));
  }
}

/** The `count` test files that took longest, each with its project and its seconds. */
function slowestFiles(modules: ReadonlyArray<TestModule>, count: number): string[] {
  return [...modules]
    .map((module) => ({ seconds: module.diagnostic().duration / 1000, name: `${module.project.name} ${module.relativeModuleId}` }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ seconds, name }) => `${seconds.toFixed(0).padStart(5)} s  ${name}`);
}

export function summarise(modules: ReadonlyArray<TestModule>): RunSummary {
  const summary: RunSummary = { run: 0, distinct: 0, assertions: 0, failed: 0, skipped: 0, retried: 0, byProject: {} };
  const distinct = new Set<string>();
  for (const module of modules) {
    const project = (summary.byProject[module.project.name] ??= { tests: 0, assertions: 0, seconds: 0 });
    project.seconds += module.diagnostic().duration / 1000;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === "skipped" || state === "pending") {
        summary.skipped++;
        continue;
      }
      const assertions = test.meta().assertions ?? 0;
      summary.run++;
      summary.assertions += assertions;
      project.tests++;
      project.assertions += assertions;
      if (state === "failed") summary.failed++;
      if ((test.diagnostic()?.retryCount ?? 0) > 0) summary.retried++;
      distinct.add(`${module.relativeModuleId} > ${test.fullName}`);
    }
  }
  summary.distinct = distinct.size;
  return summary;
}
