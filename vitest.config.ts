import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { inProcessIntegrationFiles } from "./scripts/in-process-tests";
import { useMemoryTmpdir } from "./tests/memory-tmpdir";

useMemoryTmpdir();

/*
 * `npm test` (scripts/test.ts) sets HPM_TEST_POSTGRES to a PostgreSQL server and runs every
 * project in one vitest run, so the two cores stay busy across them (decision 0137): unit tests
 * once, the integration tests on PGlite and again on PostgreSQL. Without it
 * (`npx vitest run <file>`), the integration tests run once on the database DATABASE_URL names,
 * or PGlite. The browser tests are Playwright Test's (playwright.config.ts).
 */
const postgres = process.env.HPM_TEST_POSTGRES;

const unit: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: "unit",
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "tests/helpers/**/*.test.ts"],
    environment: "node",
    // They share the two cores with the integration tests' servers: on a slow day a test that
    // reads all of app/ (one-writer) or writes a file while reading it took over vitest's 5 s.
    testTimeout: 30_000,
  },
};

/*
 * Two-instance tests need a database two processes share, so they run on PostgreSQL whichever
 * project runs them (tests/helpers/shared-postgres.ts). When the PostgreSQL project runs, the
 * PGlite project leaves them to it rather than run the same thing twice.
 */
const POSTGRES_ONLY = [
  "tests/integration/visit-reminders-once.test.ts",
  "tests/integration/card-payments-two-instances.test.ts",
  "tests/integration/two-instances.test.ts",
  "tests/integration/crew-offline-sync-two-instances.test.ts",
  "tests/integration/plans-horizon-two-connections.test.ts",
  "tests/integration/plans-horizon-two-processes.test.ts",
];

/* What does not depend on the database runs once, on PGlite: the development server, the test harness's own ports. */
const PGLITE_ONLY = ["tests/integration/dev-server.test.ts", "tests/integration/test-server-port-taken.test.ts"];

const integration = (name: string, env: Record<string, string> = {}, exclude: string[] = []): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    // `npm run test:quick` (HPM_TEST_QUICK): only the files that start no server (decision 0232).
    include: process.env.HPM_TEST_QUICK ? inProcessIntegrationFiles() : ["tests/integration/**/*.test.ts"],
    exclude,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The files share their worker's loaded modules instead of each starting a process and
    // loading the app's modules afresh: a quarter off the run (decision 0231). They keep no
    // state in modules: each opens its own servers and databases and closes them.
    isolate: false,
    env,
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Four on two cores: an integration test mostly waits for its server and database, and with
    // three the cores still idled a tenth of the time (decision 0231).
    maxWorkers: Number(process.env.HPM_TEST_WORKERS ?? 4),
    // One migrated database per run and kind that tests copy instead of migrating their own (tests/helpers/database-template.ts).
    globalSetup: ["tests/global-setup.ts"],
    // Counts every test's assertions for the run's summary (scripts/test.ts).
    setupFiles: ["tests/count-assertions.ts"],
    // expect.poll waits for something that will happen, not for a deadline: its default of 1 s was
    // too short for a PostgreSQL claim on a loaded CI machine (mail-worker-turns saw both rows pending).
    expect: { poll: { timeout: 20_000 } },
    projects: postgres
      ? [unit, integration("integration", {}, POSTGRES_ONLY), integration("integration-postgres", { DATABASE_URL: postgres }, PGLITE_ONLY)]
      : [unit, integration("integration")],
  },
});
