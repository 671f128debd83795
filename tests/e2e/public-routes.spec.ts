import { expect, test } from "./fixtures";
import { axeViolations, DESKTOP, openPage, PHONE, type PageWithErrors } from "../helpers/browser";
import { PUBLIC_PATHS } from "../helpers/routes";
import { useSite } from "./suites";

const suite = useSite();
// Each page is a test of its own: both workers take a share (each with its own tab).
test.describe.configure({ mode: "parallel" });

/* One browser tab per size visits every public route in turn (a fresh document each time). */
for (const [name, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)
  test.describe(`every public route on ${name}`, () => {
    let tab: PageWithErrors;
    test.beforeAll(async () => void (tab = await openPage(suite.browser, viewport)));
    test.afterAll(() => tab?.context.close());

    for (const path of PUBLIC_PATHS)
      test(`${path} loads without console errors and with no axe violations`, async () => {
        tab.errors.length = 0;
        const response = await tab.page.goto(suite.server.url + path, { waitUntil: "networkidle" });
        expect(response?.status()).toBe(200);
        await expect(tab.page.locator("h1").first().isVisible()).resolves.toBe(true);
        expect(await axeViolations(tab.page)).toEqual([]);
        expect(tab.errors).toEqual([]);
      });
  });

test("shows the not-found page with a 404 for an unknown path", async () => {
  const { context, page, errors } = await openPage(suite.browser);
  try {
    const response = await page.goto(`${suite.server.url}/this/does/not/exist`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("Page not found");
    expect(await axeViolations(page)).toEqual([]);
    // The browser logs the 404 document itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  } finally {
    await context.close();
  }
});
