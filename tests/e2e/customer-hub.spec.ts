import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { customerWithWork } from "../helpers/customer-history";
import { JOB_SETTINGS, STAFF } from "../helpers/jobs";
import { PREPARED_ADMIN, startPreparedServer, type PreparedServer } from "../helpers/prepared-server";
import { newCustomerPageLink } from "~/features/customers/page-link.server";
import { addVisit } from "~/features/jobs/visits.server";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "~/platform/db/database";

test.describe.configure({ mode: "serial" });

/*
 * The customer's hub on a phone (issue 45; docs/decisions/0194–0196): Aroha opens her own page,
 * sees her quote, her visit and her invoice (and nothing of Ben's), accepts the quote, confirms
 * the visit, updates her phone and her gate code, and downloads what we hold about her; the
 * office, on a laptop, sees the quote accepted and her new details.
 */
const AROHA = { name: "Aroha Hubphone", email: "aroha.hubphone@example.co.nz", phone: "021 555 0601" };
const BEN = { name: "Ben Hubphone", email: "ben.hubphone@example.co.nz", phone: "021 555 0602" };

async function withVisitAndHub(db: Database, person: typeof AROHA, invoiceCents: number) {
  const made = await customerWithWork(db, person, invoiceCents, 5_000, 5);
  await addVisit(
    db,
    STAFF,
    { jobId: made.jobId },
    { day: addDays(todayInAuckland(), 5), timing: "window", start: 8 * 60, end: 10 * 60, tradieIds: [], instructions: "" },
    JOB_SETTINGS,
  );
  const link = await db.transaction((tx) => newCustomerPageLink(tx, made.customerId));
  return { ...made, hub: new URL(link).pathname };
}

type Made = { aroha: Awaited<ReturnType<typeof withVisitAndHub>>; ben: Awaited<ReturnType<typeof withVisitAndHub>> };
let s: PreparedServer<Made>;
let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  s = await startPreparedServer(async (db) => ({
    aroha: await withVisitAndHub(db, AROHA, 20_000),
    ben: await withVisitAndHub(db, BEN, 33_300),
  }));
});
test.afterAll(async () => {
  await s?.dispose();
});

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("the customer's hub on a phone", () => {
  test("the customer accepts, confirms, updates their details and downloads their records; the office sees it", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${s.server.url}${s.made.aroha.hub}`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kia ora Aroha");
      const quotes = region(page, "Quotes waiting for your answer");
      await expect(quotes).toContainText("$200.00 including GST");
      await expect(region(page, "Visits coming up")).toContainText("7 Kauri Road, Albany");
      await expect(region(page, "To pay")).toContainText("$150.00 owing");
      // Card payments are off on this server: the bank account is the way, as on the invoice page.
      await expect(region(page, "To pay")).toContainText("Card payments are not available here");
      await expect(page.locator("main")).not.toContainText(BEN.name);
      await expectAccessible(page, "the customer's hub");

      // Accept the quote in place.
      const quoteNumber = (await quotes.getByRole("heading", { level: 3 }).innerText()).split(":")[0];
      await quotes.getByLabel("Your full name").fill(AROHA.name);
      await quotes.getByLabel("I accept this quote and its terms").check();
      await quotes.getByRole("button", { name: `Accept quote ${quoteNumber}` }).click();
      await expect(page.getByText(`Thank you: your acceptance of quote ${quoteNumber} is recorded`).first()).toBeVisible();
      await expect(region(page, "Quotes waiting for your answer")).toHaveCount(0);
      await expect(region(page, "Your quotes")).toContainText("Accepted");

      // "That time suits".
      await region(page, "Visits coming up").getByRole("button", { name: "That time suits" }).click();
      await expect(region(page, "Visits coming up")).toContainText("You confirmed this time. Thank you.");

      // A new phone number, and the gate code.
      const details = region(page, "Your details");
      await details.getByLabel("Phone").fill("022 777 0601");
      await details.getByRole("button", { name: "Save my details" }).click();
      await expect(page.getByText("Thanks: your details are updated.").first()).toBeVisible();
      await region(page, "Your details").getByLabel("Getting in").fill("Gate code 2468; the dog is friendly");
      await region(page, "Your details").getByRole("button", { name: "Save the notes" }).click();
      await expect(page.getByText("the notes on getting in are saved").first()).toBeVisible();

      // Download what we hold, as data and as a PDF.
      const records = region(page, "Download what we hold about you");
      const [json] = await Promise.all([page.waitForEvent("download"), records.getByRole("link", { name: "As data (JSON)" }).click()]);
      const held = JSON.parse(await readFile((await json.path())!, "utf8")) as {
        customer: { name: string };
        contacts: { value: string }[];
      };
      expect(held.customer.name).toBe(AROHA.name);
      expect(held.contacts.map((c) => c.value)).toContain("022 777 0601");
      expect(JSON.stringify(held)).not.toContain(BEN.name);
      const [pdf] = await Promise.all([page.waitForEvent("download"), records.getByRole("link", { name: "As a PDF" }).click()]);
      expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // The office, on a laptop: the quote accepted on its page, the new phone and gate code on the customer's.
    const office = await openPage(browser, DESKTOP);
    try {
      await signInTo(office.page, s.server.url, PREPARED_ADMIN, `/admin/quotes/${s.made.aroha.quoteId}`);
      await expect(office.page.locator("main")).toContainText("Accepted");
      await expect(office.page.locator("main")).toContainText(AROHA.name);
      await office.page.goto(`${s.server.url}/admin/customers/${s.made.aroha.customerId}`);
      await expect(office.page.locator("main")).toContainText("022 777 0601");
      await expect(office.page.locator("main")).toContainText("Gate code 2468; the dog is friendly");
      await office.page.goto(`${s.server.url}/admin/customers/${s.made.ben.customerId}`);
      await expect(office.page.locator("main")).not.toContainText("Gate code 2468");
    } finally {
      await office.context.close();
    }
  });
});
