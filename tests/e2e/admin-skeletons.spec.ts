import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { useStaffBrowserSuite } from "./suites";
import { axeViolations, DESKTOP, holdRequests, openPage } from "../helpers/browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

const MANAGER = { name: "Mia Manager", email: "manager@skeletons.test", password: "skeletons-password-1", role: "manager" as const };
const LEAD_NAME = "Hine Skeleton";
const suite = useStaffBrowserSuite(MANAGER, [LEAD_NAME]);

/** The skeleton region as people and screen readers meet it: busy, with a hidden "Loading…" status. */
async function expectSkeleton(page: Page, name: string): Promise<Locator> {
  const skeleton = page.getByRole("region", { name });
  await skeleton.waitFor({ state: "visible" });
  expect(await skeleton.getAttribute("aria-busy")).toBe("true");
  expect(await skeleton.getByRole("status").textContent()).toBe("Loading…");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
  // One announcement: the shell's own "Loading" spinner stays away while a skeleton shows.
  expect(await page.getByRole("status").count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  return skeleton;
}

/** The pulse animation of the skeleton's first block ("none" when reduced motion is asked for). */
const animationOf = (skeleton: Locator) =>
  skeleton
    .locator("[aria-hidden=true]")
    .first()
    .evaluate((el) => getComputedStyle(el).animationName);

test.describe("loading skeletons in the admin area", () => {
  test("shows a skeleton shaped like the lead page, the leads list and the figures while their data loads", async () => {
    const { url, browser } = suite;
    const { context, page, errors } = await openPage(browser, DESKTOP);
    try {
      await signInTo(page, url, MANAGER, "/admin/figures");
      await page.getByRole("heading", { level: 1, name: "Figures" }).waitFor();

      // Figures → lead: the lead's data is held back, so its skeleton stays on screen. The
      // skeleton's own code comes the first time it is needed: until it does, the pill answers the click.
      let { release } = await holdRequests(page, "**/admin/leads/1.data*");
      const skeletonCode = await holdRequests(page, "**/assets/lead-skeleton-*.js");
      await page.getByRole("region", { name: "Newest leads" }).getByRole("link", { name: LEAD_NAME }).click();
      await skeletonCode.arrived;
      await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor({ state: "visible" });
      expect(await page.getByRole("heading", { level: 1, name: "Figures" }).count()).toBe(1);
      skeletonCode.release();
      const leadSkeleton = await expectSkeleton(page, "Loading the lead");
      expect(await animationOf(leadSkeleton)).toBe("pulse");
      expect(await page.getByRole("heading", { level: 1, name: "Figures" }).count()).toBe(0);
      release();
      await page.getByRole("heading", { level: 1, name: `Lead #1: ${LEAD_NAME}` }).waitFor();
      await leadSkeleton.waitFor({ state: "detached" });
      await page.getByRole("region", { name: "Activity" }).waitFor();
      expect(await page.locator("[aria-busy=true]").count()).toBe(0);

      // Lead → the leads list.
      ({ release } = await holdRequests(page, "**/admin/leads.data*"));
      await page.getByRole("link", { name: "← All leads" }).click();
      const listSkeleton = await expectSkeleton(page, "Loading the leads");
      release();
      await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
      await listSkeleton.waitFor({ state: "detached" });
      await page.getByRole("link", { name: LEAD_NAME }).waitFor();

      // Leads list → figures, for someone who asked for reduced motion: the blocks keep still.
      await page.emulateMedia({ reducedMotion: "reduce" });
      ({ release } = await holdRequests(page, "**/admin/figures.data*"));
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Figures" }).click();
      const figuresSkeleton = await expectSkeleton(page, "Loading the figures");
      expect(await animationOf(figuresSkeleton)).toBe("none");
      release();
      await page.getByRole("heading", { level: 1, name: "Figures" }).waitFor();
      await figuresSkeleton.waitFor({ state: "detached" });
      await page.getByRole("region", { name: "Newest leads" }).getByRole("link", { name: LEAD_NAME }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("keeps the lead page on screen, without a skeleton, while a change is saved", async () => {
    const { url, browser } = suite;
    const { context, page, errors } = await openPage(browser, DESKTOP);
    try {
      await signInTo(page, url, MANAGER, "/admin/leads/1");
      // The note is saved; the reload of the page's data after it is held back.
      const { release, arrived } = await holdRequests(page, "**/admin/leads/1.data*", { method: "GET" });
      await page.getByLabel("Note (only staff see it)").fill("Checked the skeleton.");
      await page.getByRole("button", { name: "Add note" }).click();
      await arrived;
      expect(await page.getByRole("region", { name: "Loading the lead" }).count()).toBe(0);
      expect(await page.getByRole("heading", { level: 1, name: /^Lead #1: / }).count()).toBe(1);
      release();
      await page.getByText("Note added.").waitFor();
      expect(await page.getByRole("region", { name: "Loading the lead" }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
