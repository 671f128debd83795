import type { Page } from "@playwright/test";
import { expect, STAFF, startBusiness, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { DESKTOP, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { aucklandDay } from "../helpers/quote";

test.describe.configure({ mode: "serial" });

/*
 * Issue 45, as its people use it, on the demo a trial install shows: Ben Walker opens his own
 * page on his phone from the link at the foot of his invoice email, sees his quote, his visits
 * and his invoice (and nothing of another customer's), accepts the quote and asks for more work;
 * the office, with Today open on a laptop, sees the new request arrive within five seconds,
 * without a reload.
 */
let business: Awaited<ReturnType<typeof startBusiness>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  business = await startBusiness(Object.values(STAFF), { SEED_DEMO_LEADS: "true" });
});
test.afterAll(async () => {
  await business?.dispose();
});

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const PAGE_LINK = /https?:\/\/\S+\/c\/[A-Za-z0-9_-]{43}/;

test("a demo customer opens their page from an email, accepts a quote and asks for more work; Today shows it at once", async ({
  browser,
}) => {
  // Ben's invoice email (the demo sent it through the mail server) ends with the link to his page.
  await expect
    .poll(
      () =>
        business.smtp.messages.filter((m) => m.envelopeTo.includes("ben.walker@example.co.nz") && /invoice/i.test(m.parsed.subject ?? ""))
          .length,
    )
    .toBeGreaterThan(0);
  const invoiceEmail = business.smtp.messages.find(
    (m) => m.envelopeTo.includes("ben.walker@example.co.nz") && /invoice/i.test(m.parsed.subject ?? ""),
  )!;
  expect(invoiceEmail.parsed.text).toContain("All your quotes, visits and invoices with us are on your own page");
  const pageLink = PAGE_LINK.exec(invoiceEmail.parsed.text ?? "")![0];

  // The office opens Today on a laptop and leaves it open.
  const office = await openPage(browser, DESKTOP);
  await signInTo(office.page, business.url, STAFF.manager, "/admin/dashboard");
  await office.page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
  const windowsRequest = office.page.locator("main li", { hasText: "Windows" });
  expect(await windowsRequest.count()).toBe(0);
  // Marks this page: a reload would lose the mark.
  await office.page.evaluate(() => ((window as unknown as { stillOpen: boolean }).stillOpen = true));

  const ben = await openPage(browser, PHONE);
  try {
    const { page, errors } = ben;
    await page.goto(pageLink);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kia ora Ben");
    const quotes = region(page, "Quotes waiting for your answer");
    await expect(quotes).toContainText("Q-");
    await expect(region(page, "Visits coming up")).toContainText("4 Rata Street");
    await expect(region(page, "To pay")).toContainText("$149.50 owing");
    await expect(page.locator("main")).not.toContainText("Aroha");

    // Accepts the painting quote in place.
    const quoteNumber = (await quotes.getByRole("heading", { level: 3 }).first().innerText()).split(":")[0];
    await quotes.getByLabel("Your full name").first().fill("Ben Walker");
    await quotes.getByLabel("I accept this quote and its terms").first().check();
    await quotes.getByRole("button", { name: `Accept quote ${quoteNumber}` }).click();
    await expect(page.getByText(`Thank you: your acceptance of quote ${quoteNumber} is recorded`).first()).toBeVisible();
    await expect(region(page, "Your quotes")).toContainText("Accepted");

    // Asks for more work at his address.
    const work = region(page, "Ask for more work");
    await work.getByLabel("Service").selectOption("Windows");
    await work.getByLabel("What needs doing").fill("Wash the windows, inside and out, before Christmas.");
    await work.getByLabel("Preferred date").fill(aucklandDay(10));
    await work.getByLabel("Preferred time").selectOption("10:00 AM");
    const asked = Date.now();
    await work.getByRole("button", { name: "Send the request" }).click();
    await expect(page.getByText(/your request #\d+ is with the team/i).first()).toBeVisible();
    expect(errors).toEqual([]);

    // Today, open all along, shows the request within five seconds, with no reload.
    await expect(windowsRequest.first()).toBeVisible({ timeout: Math.max(1, 5_000 - (Date.now() - asked)) });
    await expect(windowsRequest.first()).toContainText("Ben Walker");
    expect(await office.page.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
    expect(office.errors).toEqual([]);
  } finally {
    await ben.context.close();
    await office.context.close();
  }
});
