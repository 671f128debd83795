import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, openPage, PHONE, type PageWithErrors } from "../helpers/browser";
import { PUBLIC_PATHS } from "../helpers/routes";
import { useTestServer } from "../helpers/suite";

const suite = useTestServer({ browser: true });

/* One browser tab per size visits every public route in turn (a fresh document each time). */
describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("every public route on %s", (_name, viewport) => {
  let tab: PageWithErrors;
  beforeAll(async () => void (tab = await openPage(suite.browser, viewport)));
  afterAll(() => tab?.context.close());

  it.each(PUBLIC_PATHS)("%s loads without console errors and with no axe violations", async (path) => {
    tab.errors.length = 0;
    const response = await tab.page.goto(suite.server.url + path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(tab.page.locator("h1").first().isVisible()).resolves.toBe(true);
    expect(await axeViolations(tab.page)).toEqual([]);
    expect(tab.errors).toEqual([]);
  });
});

it("shows the not-found page with a 404 for an unknown path", async () => {
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
