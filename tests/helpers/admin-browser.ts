import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { SERVER_START_TIMEOUT_MS, startServerWithStaff, type SeededServer, type SeedUser } from "./auth";
import { launchBrowser, waitForHydration } from "./browser";
import { postQuote, validQuote } from "./quote";

/**
 * For a browser test file: a server with this member of staff and one lead per name (sent
 * through the quote form, so lead #1 is the first name), and a Chromium. Read `suite.url` and
 * `suite.browser` inside tests, not at file load.
 */
export function useStaffBrowserSuite(user: SeedUser & { name: string }, leadNames: string[]) {
  const suite = {} as { seeded: SeededServer; browser: Browser; url: string };
  beforeAll(async () => {
    [suite.seeded, suite.browser] = await Promise.all([startServerWithStaff([user], { QUOTE_MIN_FILL_MS: "0" }), launchBrowser()]);
    suite.url = suite.seeded.server.url;
    for (const [i, name] of leadNames.entries()) {
      expect((await postQuote(suite.url, validQuote({ name, email: `lead${i + 1}@example.co.nz`, fillTimeMs: 20_000 }))).status).toBe(201);
    }
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.seeded?.dispose();
  });
  return suite;
}

/** Signs in through the sign-in page and waits until `path` has loaded and hydrated. */
export async function signInTo(page: Page, baseUrl: string, user: { email: string; password: string }, path: string) {
  await page.goto(`${baseUrl}/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseUrl}${path}`);
  await waitForHydration(page);
}
