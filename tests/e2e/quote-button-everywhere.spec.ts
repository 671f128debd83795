import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPage, waitForHydration, type PageWithErrors } from "../helpers/browser";
import { PUBLIC_PATHS } from "../helpers/routes";
import { useSite } from "./suites";

/*
 * Every visitor can ask (issue 16): on every public route, at every width from a small phone
 * to a desktop, a "Get a Free Quote" button is on screen without scrolling (in the header, or
 * on phones in the bar at the bottom), the page never scrolls sideways, and on phones the bar
 * never covers the footer's last link. Each route loads once; the window is then resized.
 */
const suite = useSite();
// Each page is a test of its own: both workers take a share (each with its own tab).
test.describe.configure({ mode: "parallel" });
const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
const PHONE_WIDTH = 640;

/** What the visitor sees at this width: the quote buttons on screen, sideways overflow, and whether the last footer link is covered. */
function look(page: Page) {
  return page.evaluate(() => {
    const onScreen = [...document.querySelectorAll("button")].filter((b) => {
      if (!/get a free quote/i.test(b.textContent ?? "")) return false;
      const box = b.getBoundingClientRect();
      const style = getComputedStyle(b);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== "hidden" &&
        box.right <= window.innerWidth &&
        box.bottom <= window.innerHeight &&
        box.top >= 0
      );
    });
    return { quoteButtons: onScreen.length, overflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

/**
 * Scrolls to the end and looks in the same task: a late change in the page's height (a lazy
 * image, a hydrated section) between a separate scroll and look left the link below the
 * window, where `elementFromPoint` finds nothing, and failed the check once in CI.
 */
async function lastFooterLinkClear(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const links = document.querySelectorAll("footer a");
    const last = links[links.length - 1];
    const box = last.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === last || last.contains(hit));
  });
}

test.describe("a quote button on every public page at every width", () => {
  let tab: PageWithErrors;
  test.beforeAll(async () => void (tab = await openPage(suite.browser, { width: 1440, height: 900 })));
  test.afterAll(() => tab?.context.close());

  for (const path of PUBLIC_PATHS)
    test(`${path}`, async () => {
      const { page } = tab;
      await page.setViewportSize({ width: 1440, height: 900 });
      expect((await page.goto(suite.server.url + path))?.status()).toBe(200);
      await waitForHydration(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => window.scrollTo(0, 0));
        const seen = await look(page);
        expect(seen.quoteButtons, `${path} at ${width} px`).toBeGreaterThan(0);
        expect(seen.overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        if (width < PHONE_WIDTH) expect(await lastFooterLinkClear(page), `${path} at ${width} px: footer`).toBe(true);
      }
    });

  test("opens the quote form from the phone's bar and from the menu", async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${suite.server.url}/about`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Get a Free Quote" }).last().click();
    await page.getByRole("dialog").getByRole("heading", { level: 2 }).first().waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Get a Free Quote" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Menu" }).count()).toBe(0);
    await page.getByRole("dialog").getByRole("heading", { level: 2 }).first().waitFor();
  });
});
