import { afterEach, expect } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** How many assertions (expect, expect.poll, expect.soft) the test made: vitest counts tests, not assertions. */
    assertions?: number;
  }
}

// Read by the run's summary (tests/summary-reporter.ts).
afterEach(({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls;
});
