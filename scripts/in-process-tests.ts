import { globSync, readFileSync } from "node:fs";

/** What in a test file starts a server (every helper that does is named start…Server or use…Server) or another process. */
const STARTS_A_PROCESS = /\b(start\w*Server\w*|use\w*Server\w*|spawn|spawnSync|execFile|exec)\b/;

/**
 * The integration test files that run in the test process (`npm run test:quick`): they call the
 * app's code on a database opened in the test, and start no server or other process.
 */
export function inProcessIntegrationFiles(folder = "tests/integration"): string[] {
  return globSync(`${folder}/**/*.test.ts`)
    .filter((file) => !STARTS_A_PROCESS.test(readFileSync(file, "utf8")))
    .sort();
}
