import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: 2,
    // One migrated database per run that tests copy instead of migrating their own (tests/helpers/database-template.ts).
    globalSetup: ["tests/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // A browser flow waits on the server's work (a drop saved, an email queued), which on a
          // loaded two-core CI machine can take longer than expect.poll's default second.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
