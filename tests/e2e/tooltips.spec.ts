import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { TOOLTIP_DELAY_MS } from "~/lib/ui-constants";
import { DESKTOP, openPage, waitForHydration } from "../helpers/browser";
import { useSite } from "./suites";

/*
 * Tooltips wait the spec's 700 ms (issue 40.14): they showed 3-8 ms after the pointer arrived,
 * because a CSS transition on `display` does not delay showing. Measured in Chromium on the
 * tradie directory's "Verified" notes, two different tradies, by the pointer and by the keyboard.
 */
const suite = useSite();

/** Milliseconds from the trigger being reached (pointer or focus) until its note is visible, read in the page every frame. */
async function msUntilShown(page: Page, index: number, reach: () => Promise<void>): Promise<number> {
  await page.evaluate((i) => {
    const trigger = document.querySelectorAll<HTMLElement>("button[aria-describedby^='verified-']")[i];
    const tip = document.getElementById(trigger.getAttribute("aria-describedby")!)!;
    const w = window as unknown as { shownAfter: Promise<number> };
    w.shownAfter = new Promise((resolve) => {
      let reached: number | undefined;
      const mark = () => (reached ??= performance.now());
      trigger.addEventListener("pointerenter", mark, { once: true });
      trigger.addEventListener("focus", mark, { once: true });
      const tick = () => {
        if (reached !== undefined && tip.checkVisibility({ visibilityProperty: true })) resolve(performance.now() - reached);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }, index);
  await reach();
  return page.evaluate(() => (window as unknown as { shownAfter: Promise<number> }).shownAfter);
}

/** Whether the note is visible `ms` after the pointer reaches its trigger, timed in the page (not by the test's own round trips). */
async function visibleAfter(page: Page, index: number, ms: number, reach: () => Promise<void>): Promise<boolean> {
  await page.evaluate(
    ([i, wait]) => {
      const trigger = document.querySelectorAll<HTMLElement>("button[aria-describedby^='verified-']")[i];
      const tip = document.getElementById(trigger.getAttribute("aria-describedby")!)!;
      const w = window as unknown as { visibleAfter: Promise<boolean> };
      w.visibleAfter = new Promise((resolve) => {
        const check = () => setTimeout(() => resolve(tip.checkVisibility({ visibilityProperty: true })), wait);
        trigger.addEventListener("pointerenter", check, { once: true });
      });
    },
    [index, ms] as const,
  );
  await reach();
  return page.evaluate(() => (window as unknown as { visibleAfter: Promise<boolean> }).visibleAfter);
}

test.describe("tooltips", () => {
  test("show about 700 ms after the pointer or the keyboard reaches them, and not before", async () => {
    const { context, page } = await openPage(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.server.url}/our-tradies`);
      await waitForHydration(page);
      const triggers = page.locator("button[aria-describedby^='verified-']");
      expect(await triggers.count()).toBeGreaterThanOrEqual(2);
      const tips = page.getByRole("tooltip", { includeHidden: true });

      const byPointer = await msUntilShown(page, 0, () => triggers.nth(0).hover());
      expect(byPointer).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 50);
      expect(byPointer).toBeLessThan(TOOLTIP_DELAY_MS + 400);
      expect(await tips.nth(0).isVisible()).toBe(true);
      expect(await tips.nth(0).textContent()).toBe("Licences, insurance and identity checked by our team");

      // Another tradie's note: the first goes when the pointer leaves, the second waits its own 700 ms.
      const second = await msUntilShown(page, 1, () => triggers.nth(1).hover());
      expect(await tips.nth(0).isVisible()).toBe(false);
      expect(second).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 50);
      expect(second).toBeLessThan(TOOLTIP_DELAY_MS + 400);

      // Halfway through the wait it is still hidden.
      await page.mouse.move(0, 0);
      expect(await visibleAfter(page, 0, TOOLTIP_DELAY_MS / 2, () => triggers.nth(0).hover())).toBe(false);

      await page.mouse.move(0, 0);
      const byKeyboard = await msUntilShown(page, 1, () => triggers.nth(1).focus());
      expect(byKeyboard).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 50);
      expect(byKeyboard).toBeLessThan(TOOLTIP_DELAY_MS + 400);
    } finally {
      await context.close();
    }
  });
});
