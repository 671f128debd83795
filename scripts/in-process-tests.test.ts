import { describe, expect, it } from "vitest";
import { inProcessIntegrationFiles } from "./in-process-tests";

describe("the in-process integration tests (test:quick)", () => {
  const files = inProcessIntegrationFiles();

  it("hold files that open a database in the test, and none that start a server or a process", () => {
    expect(files).toContain("tests/integration/jobs.test.ts");
    expect(files).toContain("tests/integration/due-this-millisecond.test.ts");
    // Servers started by the suite helper, a helper of the file's own folder, and the development server.
    expect(files).not.toContain("tests/integration/authorisation-matrix.test.ts");
    expect(files).not.toContain("tests/integration/service-areas.test.ts");
    expect(files).not.toContain("tests/integration/dev-server.test.ts");
  });
});
