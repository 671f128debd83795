import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { useStaffBrowserSuite } from "./suites";
import { axeViolations, DESKTOP, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { aucklandDay } from "../helpers/quote";
import { completeQuote, CUSTOMER, openHome, openQuoteFromHero } from "../helpers/quote-browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

const MANAGER = { email: "manager@leads-e2e.test", password: "leads-e2e-password-1" };
const customer = { ...CUSTOMER, name: "Rangi Inbox", email: "rangi.inbox@example.co.nz", suburb: "Takapuna" };

const suite = useStaffBrowserSuite({ ...MANAGER, name: "Mia Manager", role: "manager" }, []);

test.describe("the leads workspace in a browser", () => {
  test("takes a quote from the public modal to the inbox, and staff work it through to a CSV", async () => {
    const url = suite.url;
    const { context, page, errors } = await openPage(suite.browser, DESKTOP);
    try {
      // A member of staff has the inbox open before the quote arrives.
      await page.goto(`${url}/admin/leads`);
      await page.getByLabel("Email").fill(MANAGER.email);
      await page.getByLabel("Password").fill(MANAGER.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);

      // The customer sends a quote through the public modal, in another tab.
      const customerPage = await context.newPage();
      await openHome(customerPage, url);
      await openQuoteFromHero(customerPage, "Plumbing");
      await completeQuote(customerPage, aucklandDay(7), customer);
      await customerPage.waitForURL(/\/thank-you/);
      await customerPage.close();

      // It shows up in the open inbox without a reload (the list revalidates on becoming visible).
      await page.bringToFront();
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await page.getByRole("link", { name: customer.name }).waitFor();

      // Filter to it: the state lands in the URL.
      await page.getByLabel("Search", { exact: true }).fill("rangi");
      await page.getByLabel("Area", { exact: true }).selectOption("North Shore");
      await page.getByRole("button", { name: "Show leads" }).click();
      await page.waitForURL(/q=rangi/);
      expect(page.url()).toContain("area=North+Shore");
      await expect.poll(() => page.locator("tbody tr").count()).toBe(1);

      // Open it, change its status, add a note, assign a tradie.
      await page.getByRole("link", { name: customer.name }).click();
      await page.getByRole("heading", { level: 1, name: new RegExp(customer.name) }).waitFor();
      expect(await page.getByRole("link", { name: /^Call / }).getAttribute("href")).toBe("tel:+64215550123");
      await page.getByLabel("Move to").selectOption("contacted");
      await page.getByRole("button", { name: "Change status" }).click();
      await page.getByText("Status changed to contacted.").waitFor();
      await page.getByLabel("Note (only staff see it)").fill("Rang back, visit on Tuesday.");
      await page.getByRole("button", { name: "Add note" }).click();
      await page.getByText("Note added.").waitFor();
      const assign = page.getByLabel("Assign to");
      const tradie = await assign.locator("option:not([disabled]):not([value=''])").first().textContent();
      await assign.selectOption({ label: tradie!.trim() });
      await page.getByRole("button", { name: "Save assignment" }).click();
      await page.getByText("Tradie assigned.").waitFor();
      const timeline = page.getByRole("region", { name: "Activity" });
      await timeline.getByText("Status: New → Contacted").waitFor();
      await timeline.getByText("Rang back, visit on Tuesday.").waitFor();
      await timeline.getByText(`Assigned to ${tradie!.trim()}`).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Back to the filtered view, narrowed to contacted leads, and export it.
      await page.goto(`${url}/admin/leads?q=rangi&area=North+Shore`);
      await waitForHydration(page);
      await page.getByLabel("Status", { exact: true }).selectOption("contacted");
      await page.getByRole("button", { name: "Show leads" }).click();
      await page.waitForURL(/status=contacted/);
      await page.getByRole("link", { name: customer.name }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export this view (CSV)" }).click(),
      ]);
      const csv = await readFile((await download.path())!, "utf8");
      const lines = csv.trim().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(customer.name);
      expect(lines[1]).toContain("Contacted");
      expect(lines[1]).toContain(tradie!.trim());
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("shows the figures with no accessibility violations", async () => {
    const { context, page } = await openPage(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.url}/admin/figures`);
      await page.getByLabel("Email").fill(MANAGER.email);
      await page.getByLabel("Password").fill(MANAGER.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { level: 1, name: "Figures" }).waitFor();
      await waitForHydration(page);
      await page.getByRole("region", { name: "Leads by area, last 30 days" }).getByText("North Shore").waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("puts new leads on the office's Today, on a phone, within seconds and without a reload", async () => {
    const manager = await openPage(suite.browser, PHONE);
    const customers = await openPage(suite.browser, PHONE);
    try {
      // /admin opens on Today.
      await manager.page.goto(`${suite.url}/admin`);
      await manager.page.getByLabel("Email").fill(MANAGER.email);
      await manager.page.getByLabel("Password").fill(MANAGER.password);
      await manager.page.getByRole("button", { name: "Sign in" }).click();
      await manager.page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
      await waitForHydration(manager.page);
      expect(await axeViolations(manager.page)).toEqual([]);
      await manager.page.evaluate(() => Object.assign(window, { stayedOpen: true }));
      const waiting = manager.page.getByRole("region", { name: /New leads not contacted/ });

      // Two customers ask for quotes on their phones, one after the other.
      for (const [name, email] of [
        ["Aroha Today", "aroha.today@example.co.nz"],
        ["Ben Today", "ben.today@example.co.nz"],
      ]) {
        await openHome(customers.page, suite.url);
        await openQuoteFromHero(customers.page, "Plumbing");
        await completeQuote(customers.page, aucklandDay(5), { ...customer, name, email });
        await customers.page.waitForURL(/\/thank-you/);
        // Each is on the open Today within five seconds, with the call to make.
        await expect(waiting.getByText(new RegExp(`^${name}: `))).toBeVisible({ timeout: 5_000 });
        await expect(waiting.getByRole("link", { name: `Call ${name.split(" ")[0]}` })).toHaveAttribute("href", "tel:+64215550123");
      }
      // The oldest first, and the page was never reloaded.
      const names = await waiting.getByRole("listitem").allTextContents();
      expect(names.findIndex((n) => n.startsWith("Aroha Today"))).toBeLessThan(names.findIndex((n) => n.startsWith("Ben Today")));
      expect(await manager.page.evaluate(() => (window as { stayedOpen?: boolean }).stayedOpen)).toBe(true);
      expect(manager.errors).toEqual([]);
    } finally {
      await manager.context.close();
      await customers.context.close();
    }
  });
});
