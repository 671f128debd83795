import { writeFileSync } from "node:fs";
import path from "node:path";
import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter";
import type { RunSummary } from "../summary-reporter";

/**
 * Prints, after the browser tests, how many ran and how many assertions they made (from the
 * "assertions" annotation tests/e2e/fixtures.ts adds), and writes it to HPM_E2E_SUMMARY for
 * scripts/test.ts, in the shape the vitest summary has.
 */
export default class SummaryReporter implements Reporter {
  private root?: Suite;
  private rootDir = "";

  onBegin(config: FullConfig, suite: Suite) {
    this.root = suite;
    this.rootDir = config.rootDir;
  }

  onEnd() {
    const summary: RunSummary = { run: 0, distinct: 0, assertions: 0, failed: 0, skipped: 0, retried: 0, byProject: {} };
    const project = { tests: 0, assertions: 0, seconds: 0 };
    const distinct = new Set<string>();
    const byFile = new Map<string, number>();
    for (const test of this.root?.allTests() ?? []) {
      const file = path.relative(this.rootDir, test.location.file);
      byFile.set(file, (byFile.get(file) ?? 0) + test.results.reduce((sum, r) => sum + r.duration, 0) / 1000);
      const outcome = test.outcome();
      if (outcome === "skipped") {
        summary.skipped++;
        continue;
      }
      const last = test.results.at(-1);
      const assertions = Number(last?.annotations.find((a) => a.type === "assertions")?.description ?? 0);
      summary.run++;
      summary.assertions += assertions;
      project.tests++;
      project.assertions += assertions;
      project.seconds += test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
      if (outcome === "unexpected") summary.failed++;
      if (test.results.length > 1) summary.retried++;
      distinct.add(`${file} > ${test.titlePath().slice(1).join(" > ")}`);
    }
    summary.distinct = distinct.size;
    summary.byProject.e2e = project;
    console.log(
      `\nBrowser tests: ${summary.run} run (${summary.distinct} distinct), ${summary.assertions} assertions; ` +
        `${summary.failed} failed, ${summary.skipped} skipped, ${summary.retried} retried`,
    );
    const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(
      `\nThe slowest files (their tests' time, issue 41):\n  ${slowest.map(([f, s]) => `${s.toFixed(0).padStart(5)} s  ${f}`).join("\n  ")}`,
    );
    if (process.env.HPM_E2E_SUMMARY) writeFileSync(process.env.HPM_E2E_SUMMARY, JSON.stringify(summary));
  }
}
