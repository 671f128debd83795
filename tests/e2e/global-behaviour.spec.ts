import { expect, test } from "./fixtures";
import { axeViolations, DESKTOP, holdRequests, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { useSite } from "./suites";

const suite = useSite();

async function withPage<T>(viewport: typeof DESKTOP, fn: (p: Awaited<ReturnType<typeof openPage>>) => Promise<T>) {
  const opened = await openPage(suite.browser, viewport);
  try {
    return await fn(opened);
  } finally {
    await opened.context.close();
  }
}

test.describe("global behaviour", () => {
  test("scrolls to the top on every route change", () =>
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

  test("sends a public page with one small script and no router, and its quote button works at once", () =>
    withPage(PHONE, async ({ page, errors }) => {
      await page.goto(`${suite.server.url}/painting`);
      await waitForHydration(page);
      const loaded = await page.evaluate(() => ({
        scripts: performance
          .getEntriesByType("resource")
          .map((r) => new URL(r.name).pathname)
          .filter((path) => path.endsWith(".js")),
        router: "__reactRouterContext" in window || "__reactRouterRouteModules" in window,
        inlineScripts: [...document.querySelectorAll("script:not([src])")].map((s) => s.getAttribute("type")),
      }));
      // Islands (docs/decisions/0121): the boot script and what it imports, nothing of React Router's build.
      expect(loaded.scripts.length).toBeGreaterThan(0);
      for (const path of loaded.scripts) expect(path).toMatch(/^\/assets\/islands\//);
      expect(loaded.router).toBe(false);
      expect(loaded.inlineScripts.every((type) => type === "application/ld+json")).toBe(true);
      // React and the quote form load on the first tap, and the form opens.
      await page
        .getByRole("button", { name: /free quote/i })
        .first()
        .click();
      await page.getByRole("dialog", { name: "Request a Free Quote" }).waitFor({ state: "visible" });
      expect(errors).toEqual([]);
    }));

  test("shows the Loading spinner while the next page loads", () =>
    withPage(DESKTOP, async ({ page }) => {
      await page.goto(`${suite.server.url}/`);
      await waitForHydration(page);
      // Hold the next page back so the wait is visible.
      const { release } = await holdRequests(page, "**/faq");
      // The click waits for the new page to start arriving, which is held back until the spinner is seen.
      const clicked = page.locator("footer").getByRole("link", { name: "FAQ" }).click();
      // Asked of the page itself: a locator would wait for the held navigation first.
      await page.waitForFunction(() => {
        const spinner = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent === "Loading...");
        return spinner?.checkVisibility() === true;
      });
      release();
      await clicked;
      const spinner = page.getByRole("status").filter({ hasText: "Loading..." });
      await page.waitForURL(`${suite.server.url}/faq`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await spinner.isVisible()).toBe(false);
    }));

  test("opens the mobile menu by keyboard, with phone, email and Emergency Service", () =>
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
      await menu.waitFor({ state: "hidden" });
      // The dialog puts focus back on its trigger as it unmounts, which may land a frame after the menu leaves the page.
      await page
        .waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Open menu", undefined, { timeout: 2000 })
        .catch(() => undefined);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
      // Following a link closes the menu and navigates.
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact" }).click();
      await page.waitForURL(`${suite.server.url}/contact`);
      await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });
      expect(errors).toEqual([]);
    }));

  test("lists 16 services in the More dialog, reachable by keyboard", () =>
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
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "More" }).click();
      await page
        .getByRole("dialog", { name: "All services" })
        .getByRole("link", { name: /Painting/ })
        .click();
      await page.waitForURL(`${suite.server.url}/painting`);
      expect(errors).toEqual([]);
    }));

  test("opens the quote modal from a service page with that service", () =>
    withPage(DESKTOP, async ({ page }) => {
      await page.goto(`${suite.server.url}/heat-pump-installation`);
      await waitForHydration(page);
      await page.getByRole("button", { name: /Get a Free Heat Pump Installation Quote/ }).click();
      await page.getByRole("dialog").waitFor({ state: "visible" });
    }));

  test("shows the home page's 8 service cards and the header's Call Now link", () =>
    withPage(DESKTOP, async ({ page }) => {
      await page.goto(`${suite.server.url}/`);
      const grid = page.locator("section", { has: page.getByRole("heading", { name: "Our most requested services" }) });
      expect(await grid.getByRole("listitem").count()).toBe(8);
      expect(await page.locator("header").getByRole("link", { name: "Call Now" }).getAttribute("href")).toMatch(/^tel:\+64/);
    }));
});
