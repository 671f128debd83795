import { describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, holdRequests, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { useTestServer } from "../helpers/suite";

const suite = useTestServer({ browser: true });

async function withPage<T>(viewport: typeof DESKTOP, fn: (p: Awaited<ReturnType<typeof openPage>>) => Promise<T>) {
  const opened = await openPage(suite.browser, viewport);
  try {
    return await fn(opened);
  } finally {
    await opened.context.close();
  }
}

describe("global behaviour", () => {
  it("scrolls to the top on every route change", () =>
    withPage(DESKTOP, async ({ page, errors }) => {
      await page.goto(`${suite.server.url}/painting`);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.locator("footer").getByRole("link", { name: "About" }).click();
      await page.waitForURL(`${suite.server.url}/about`);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
      await page.waitForFunction(() => window.scrollY === 0);
      expect(errors).toEqual([]);
    }));

  it("paints the server-rendered page before fetching any script, then hydrates", () =>
    withPage(PHONE, async ({ page, errors }) => {
      await page.goto(`${suite.server.url}/painting`);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((r) => new URL(r.name).pathname.endsWith(".js"))
          .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
      }));
      expect(timing.firstContentfulPaint).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(2);
      for (const script of timing.scripts) {
        expect(script.start, `${script.path} was fetched before the first paint`).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
      }
      // Hydrated: the quote button opens the modal.
      await page
        .getByRole("button", { name: /free quote/i })
        .first()
        .click();
      await page.getByRole("dialog").waitFor({ state: "visible" });
      expect(errors).toEqual([]);
    }));

  it("shows the Loading spinner while the next page loads", () =>
    withPage(DESKTOP, async ({ page }) => {
      await page.goto(`${suite.server.url}/`);
      await waitForHydration(page);
      // Hold the next page's data back so the wait is visible.
      const { release } = await holdRequests(page, "**/faq.data*");
      await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
      const spinner = page.getByRole("status").filter({ hasText: "Loading..." });
      await spinner.waitFor({ state: "visible" });
      release();
      await page.waitForURL(`${suite.server.url}/faq`);
      await spinner.waitFor({ state: "detached" });
    }));

  it("opens the mobile menu by keyboard, with phone, email and Emergency Service", () =>
    withPage(PHONE, async ({ page, errors }) => {
      await page.goto(`${suite.server.url}/`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Open menu" }).focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.waitFor({ state: "visible" });
      for (const name of ["Home", "Services", "About", "Our Tradies", "Join as Tradie", "Contact"]) {
        expect(await menu.getByRole("link", { name, exact: true }).count()).toBe(1);
      }
      expect(await menu.getByRole("link", { name: "Emergency Service" }).getAttribute("href")).toMatch(/^tel:\+64\d+$/);
      expect(await menu.getByRole("link", { name: /@/ }).getAttribute("href")).toMatch(/^mailto:/);
      expect(await axeViolations(page)).toEqual([]);
      // Focus stays inside the open menu, and Escape closes it and returns focus.
      for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      // The dialog puts focus back on its trigger as it unmounts, which may land a frame after the menu leaves the page.
      await page
        .waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Open menu", undefined, { timeout: 2000 })
        .catch(() => undefined);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
      // Following a link closes the menu and navigates.
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact" }).click();
      await page.waitForURL(`${suite.server.url}/contact`);
      await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    }));

  it("lists 16 services in the More dialog, reachable by keyboard", () =>
    withPage(DESKTOP, async ({ page, errors }) => {
      await page.goto(`${suite.server.url}/`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "More" }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "All services" });
      await dialog.waitFor({ state: "visible" });
      expect(await dialog.getByRole("listitem").count()).toBe(16);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "More" }).click();
      await page
        .getByRole("dialog", { name: "All services" })
        .getByRole("link", { name: /Painting/ })
        .click();
      await page.waitForURL(`${suite.server.url}/painting`);
      expect(errors).toEqual([]);
    }));

  it("opens the quote modal from a service page with that service", () =>
    withPage(DESKTOP, async ({ page }) => {
      await page.goto(`${suite.server.url}/heat-pump-installation`);
      await waitForHydration(page);
      await page.getByRole("button", { name: /Get a Free Heat Pump Installation Quote/ }).click();
      await page.getByRole("dialog").waitFor({ state: "visible" });
    }));

  it("shows the home page's 8 service cards and the header's Call Now link", () =>
    withPage(DESKTOP, async ({ page }) => {
      await page.goto(`${suite.server.url}/`);
      const grid = page.locator("section", { has: page.getByRole("heading", { name: "Our most requested services" }) });
      expect(await grid.getByRole("listitem").count()).toBe(8);
      expect(await page.locator("header").getByRole("link", { name: "Call Now" }).getAttribute("href")).toMatch(/^tel:\+64/);
    }));
});
