import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startServer, type TestServer } from "./server";

/**
 * Starts one server (and, for browser suites, one Chromium) for a test file and stops them
 * after it. Read `suite.server` / `suite.browser` inside tests, not at file load.
 */
export function useTestServer(options: { browser?: boolean; env?: Record<string, string> } = {}) {
  const suite = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer({ env: options.env }), options.browser ? launchBrowser() : undefined]);
    suite.server = server;
    if (browser) suite.browser = browser;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.dispose();
  });
  return suite;
}
