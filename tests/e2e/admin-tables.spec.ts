import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { useStaffBrowserSuite } from "./suites";
import { submitApplication } from "../helpers/applications";
import { axeViolations, DESKTOP, expectNoClassClashes, openPage, PHONE, waitForHydration, type PageWithErrors } from "../helpers/browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * The admin's one data table (app/components/admin/data-table.tsx) on every list that uses
 * it: cards instead of sideways scrolling on a phone, sort headers that say how the list is
 * sorted, row selection by mouse and keyboard, and the empty state.
 */
const ADMIN = { name: "Tia Tables", email: "admin@tables.test", password: "tables-password-1", role: "admin" as const };
const suite = useStaffBrowserSuite(ADMIN, ["Aroha Ngata", "Ben Smith", "Chloe Wong"]);

const LISTS = ["/admin/leads", "/admin/tradies", "/admin/applications", "/admin/services-management", "/admin/staff"];

/** How each list page lays out at this width: page overflow, and how the first row displays. */
const layout = (page: PageWithErrors["page"]) =>
  page.evaluate(() => {
    const row = document.querySelector("main table tbody tr");
    const label = row?.querySelector("td span[aria-hidden='true']");
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      rowDisplay: row ? getComputedStyle(row).display : "no rows",
      labelShown: label ? getComputedStyle(label).display !== "none" : false,
      headersRead: [...document.querySelectorAll("main table thead th")].map((th) => th.textContent?.trim()).filter(Boolean).length,
    };
  });

test.beforeAll(() => submitApplication(suite.url));

test.describe("on a phone (390 px)", () => {
  let tab: PageWithErrors;
  test.beforeAll(async () => {
    tab = await openPage(suite.browser, PHONE);
    await signInTo(tab.page, suite.url, ADMIN, "/admin/leads");
  });
  test.afterAll(() => tab?.context.close());

  for (const path of LISTS)
    test(`${path} shows each row as a labelled card, with nothing to scroll sideways`, async () => {
      await tab.page.goto(`${suite.url}${path}`);
      await waitForHydration(tab.page);
      const seen = await layout(tab.page);
      expect(seen.overflow, path).toBeLessThanOrEqual(0);
      expect(seen.rowDisplay, path).toBe("block");
      expect(seen.labelShown, path).toBe(true);
      // The headers stay in the table for screen readers, visually hidden.
      expect(seen.headersRead, path).toBeGreaterThan(2);
      expect(await axeViolations(tab.page), path).toEqual([]);
      await expectNoClassClashes(tab.page, path);
    });
});

test.describe("on a desktop", () => {
  let tab: PageWithErrors;
  test.beforeAll(async () => {
    tab = await openPage(suite.browser, DESKTOP);
    await signInTo(tab.page, suite.url, ADMIN, "/admin/leads");
  });
  test.afterAll(() => tab?.context.close());

  test("is a table with a row per record, and its sort headers say how the list is sorted", async () => {
    const { page } = tab;
    await page.goto(`${suite.url}/admin/leads`);
    expect(await layout(page)).toMatchObject({ rowDisplay: "table-row", labelShown: false });
    const sortOf = (name: string) =>
      page.locator("th", { has: page.getByRole("link", { name: new RegExp(`^${name}`, "i") }) }).getAttribute("aria-sort");
    expect(await sortOf("Received")).toBe("descending");
    expect(await sortOf("Name")).toBe("none");

    await page.getByRole("link", { name: /^name\s*, sort$/i }).click();
    await page.waitForURL(/sort=name&dir=asc/);
    await expect.poll(() => sortOf("Name")).toBe("ascending");
    expect(await page.locator("tbody tr td:nth-child(2) a").allTextContents()).toEqual(["Aroha Ngata", "Ben Smith", "Chloe Wong"]);

    await page.getByRole("link", { name: /^name\s*, sorted ascending$/i }).click();
    // Descending is the default direction, so the URL leaves it out.
    await page.waitForURL((url) => url.searchParams.get("sort") === "name" && !url.searchParams.has("dir"));
    await expect.poll(() => sortOf("Name")).toBe("descending");
    expect(await page.locator("tbody tr td:nth-child(2) a").allTextContents()).toEqual(["Chloe Wong", "Ben Smith", "Aroha Ngata"]);
  });

  test("selects every row on the page from the header, by keyboard, and shows a part selection", async () => {
    const { page } = tab;
    await page.goto(`${suite.url}/admin/leads`);
    await waitForHydration(page);
    const all = page.getByRole("checkbox", { name: "Select every lead on this page" });
    const rows = page.locator("tbody input[type=checkbox]");
    await all.focus();
    await page.keyboard.press("Space");
    expect(await rows.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked))).toEqual([true, true, true]);

    await page.getByRole("checkbox", { name: /Ben Smith/ }).uncheck();
    expect(await all.evaluate((b) => (b as HTMLInputElement).indeterminate)).toBe(true);
    await page.getByRole("checkbox", { name: /Ben Smith/ }).check();
    expect(await all.isChecked()).toBe(true);

    await all.uncheck();
    expect(await rows.evaluateAll((boxes) => boxes.filter((b) => (b as HTMLInputElement).checked).length)).toBe(0);
  });

  test("says so when nothing matches, instead of an empty table", async () => {
    const { page } = tab;
    await page.goto(`${suite.url}/admin/leads?q=nobody-by-this-name`);
    await expect(page.locator("main table").count()).resolves.toBe(0);
    expect(await page.getByText("No leads match. Try fewer filters or a shorter search.").isVisible()).toBe(true);
    await page.goto(`${suite.url}/admin/applications?q=nobody-by-this-name`);
    expect(await page.getByText("No applications match.").isVisible()).toBe(true);
  });
});
