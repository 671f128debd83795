import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./tests/helpers/chromium";
import { useMemoryTmpdir } from "./tests/memory-tmpdir";

useMemoryTmpdir();

/*
 * The browser tests (tests/e2e/*.spec.ts): Playwright Test driving Debian's Chromium against
 * the production build (decision 0137). `npm test` runs them once, on PostgreSQL when a server
 * answers (the production set-up). Retries are off: a flaky test is a defect to fix.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Three on two cores: a browser test waits on its server and the page as often as it computes (decision 0231).
  workers: Number(process.env.HPM_E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  // A flow waits on the server's work (a drop saved, an email queued), which on a loaded
  // two-core machine takes longer than the defaults.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["./tests/e2e/summary-reporter.ts"]],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    launchOptions: CHROMIUM,
    // A failed test keeps its trace: every action with the page's DOM before and after, its
    // network and console, and a screenshot of the end. The trace's screencast of every frame
    // is left out: it cost about a tenth of the browser tests' CPU (decision 0234).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
});
