import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, openPage, PHONE } from "../helpers/browser";
import { PUBLIC_PATHS } from "../helpers/routes";
import { startServer, type TestServer } from "../helpers/server";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("every public route on %s", (_name, viewport) => {
  it.each(PUBLIC_PATHS)("%s loads without console errors and with no axe violations", async (path) => {
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      const response = await page.goto(server.url + path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first().isVisible()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it("shows the not-found page with a 404 for an unknown path", async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    const response = await page.goto(`${server.url}/this/does/not/exist`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("Page not found");
    expect(await axeViolations(page)).toEqual([]);
    // The browser logs the 404 document itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  } finally {
    await context.close();
  }
});
