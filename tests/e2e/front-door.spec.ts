import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { signInTo } from "../helpers/admin-browser";
import { useStaffBrowserSuite } from "./suites";
import { aucklandDay } from "../helpers/quote";
import { CUSTOMER, completeQuote, openHome, openQuoteFromHero } from "../helpers/quote-browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * The front door (issue 16) in a real browser: a campaign visit remembered across pages and
 * kept with the request, the thank-you page with its reference, the same customer asking again
 * from another browser linked and flagged, merged in one click, and the figures by campaign.
 */
const STAFF = { email: "mia@frontdoor.test", password: "front-door-password-1", name: "Mia Manager", role: "manager" as const };
const suite = useStaffBrowserSuite(STAFF, []);
const WIDE = { width: 1440, height: 900 };

async function sendQuoteFrom(page: Page, customer: typeof CUSTOMER): Promise<number> {
  await openQuoteFromHero(page, "Plumbing");
  await completeQuote(page, aucklandDay(8), customer);
  await page.waitForURL(/\/apply\/thank-you\?sent=quote&ref=\d+#photos=[A-Za-z0-9_-]{43}$/);
  return Number(new URL(page.url()).searchParams.get("ref"));
}

test.describe("a campaign visit, then a quote from another page", () => {
  test("is kept with the lead as first and last touch, counted under its campaign, and a repeat from a new browser is flagged and merged", async () => {
    const customer = { ...CUSTOMER, name: "Campaign Aroha", email: "campaign.aroha@example.co.nz", phone: "021 777 0101" };
    const visitor = await openPage(suite.browser, PHONE);
    let first: number;
    try {
      await visitor.page.goto(`${suite.url}/painting?utm_source=google&utm_medium=cpc&utm_campaign=spring`);
      await waitForHydration(visitor.page);
      // The next page is typed in: a direct visit, which keeps the campaign as the last touch.
      await openHome(visitor.page, suite.url);
      first = await sendQuoteFrom(visitor.page, customer);
      expect(await visitor.page.getByTestId("thank-you-intro").textContent()).toContain(`Your reference is #${first}.`);
      await expectAccessible(visitor.page, "thank-you page on a phone");
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    // The same person from another browser, another email, the same phone number.
    const again = await openPage(suite.browser, DESKTOP);
    let second: number;
    try {
      await openHome(again.page, suite.url);
      second = await sendQuoteFrom(again.page, { ...customer, email: "aroha.other@example.co.nz" });
    } finally {
      await again.context.close();
    }

    for (const viewport of [PHONE, WIDE]) {
      const staff = await openPage(suite.browser, viewport);
      try {
        await signInTo(staff.page, suite.url, STAFF, `/admin/leads/${first}`);
        const attribution = staff.page.locator("section", { has: staff.page.getByRole("heading", { name: "Where they came from" }) });
        expect(await attribution.textContent()).toContain("Credited to google / spring");
        expect(await attribution.textContent()).toMatch(/First visit[\s\S]*\/painting[\s\S]*Last visit/);
        expect(await attribution.textContent()).toContain("phone");
        await expectAccessible(staff.page, `lead page at ${viewport.width}px`);

        await staff.page.goto(`${suite.url}/admin/leads/${second}`);
        await waitForHydration(staff.page);
        const flag = staff.page.getByTestId("possible-duplicate");
        expect(await flag.textContent()).toContain(`lead #${first}`);
        await expectAccessible(staff.page, `flagged lead at ${viewport.width}px`);
        const customerLink = staff.page
          .locator("section", { has: staff.page.getByRole("heading", { name: "Customer" }) })
          .getByRole("link")
          .first();
        await customerLink.click();
        await staff.page.waitForURL(/\/admin\/customers\/\d+$/);
        await waitForHydration(staff.page);
        // The address changes a moment before the new page is drawn: wait for its lead links.
        await staff.page.getByRole("link", { name: `Lead #${second}` }).waitFor();
        for (const id of [first, second]) expect(await staff.page.getByRole("link", { name: `Lead #${id}` }).count()).toBe(1);
        await expectAccessible(staff.page, `customer page at ${viewport.width}px`);

        await staff.page.goto(`${suite.url}/admin/customers`);
        await waitForHydration(staff.page);
        await expectAccessible(staff.page, `customers list at ${viewport.width}px`);

        await staff.page.goto(`${suite.url}/admin/figures?period=90`);
        await waitForHydration(staff.page);
        const byCampaign = staff.page.getByRole("table", { name: /Leads by source and campaign/ });
        const row = byCampaign.getByRole("row").filter({ hasText: "spring" });
        expect(await row.textContent()).toMatch(/google[\s\S]*spring[\s\S]*1/);
        await expectAccessible(staff.page, `figures at ${viewport.width}px`);
      } finally {
        await staff.context.close();
      }
    }

    const staff = await openPage(suite.browser, DESKTOP);
    try {
      await signInTo(staff.page, suite.url, STAFF, `/admin/leads/${second}`);
      await staff.page.getByRole("checkbox", { name: `Yes, this repeats lead #${first}` }).check();
      await staff.page.getByRole("button", { name: `Merge into lead #${first}` }).click();
      await staff.page.getByText(`Lead #${second} has been merged into lead #${first}.`).first().waitFor();
      expect(await staff.page.getByText(`Merged into lead #${first}`).count()).toBeGreaterThan(0);
      await staff.page.goto(`${suite.url}/admin/leads/${first}`);
      await waitForHydration(staff.page);
      expect(await staff.page.getByText("Repeat request merged in").count()).toBe(1);
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
