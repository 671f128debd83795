import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { aucklandDay } from "../helpers/quote";
import { customerWithWork, requestFrom } from "../helpers/customer-history";
import { drainJobs, finishJob, JOB_SETTINGS, STAFF } from "../helpers/jobs";
import { newCustomerPageLink } from "~/features/customers/page-link.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { askForReviewNow } from "~/features/reviews/requests.server";
import { PREPARED_ADMIN, startPreparedServer, type PreparedServer } from "../helpers/prepared-server";

test.describe.configure({ mode: "serial" });

/*
 * The office on a laptop reads its customers (issue 40, items 1 and 10): the customers list
 * gives each of two customers their own email, phone, request count and latest request, and
 * each customer's page has their whole history (requests, quotes, jobs, invoices, payments,
 * reviews), none of the other's. On her own page a third customer opens the review form of a job
 * that waits for her review (docs/decisions/0233).
 */
const AROHA = { name: "Aroha Laptop", email: "aroha.laptop@example.co.nz", phone: "021 555 0101" };
const BEN = { name: "Ben Laptop", email: "ben.laptop@example.co.nz", phone: "027 555 0202" };
const CARA = { name: "Cara Laptop", email: "cara.laptop@example.co.nz", phone: "021 555 0303" };

type Made = { aroha: Awaited<ReturnType<typeof customerWithWork>>; ben: Awaited<ReturnType<typeof customerWithWork>>; hubPath: string };
let s: PreparedServer<Made>;
let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  s = await startPreparedServer(async (db) => {
    const aroha = await customerWithWork(db, AROHA, 20_000, 5_000, 5);
    // Aroha asks again, for painting: two requests to Ben's one.
    await requestFrom(db, AROHA, "Painting");
    const ben = await customerWithWork(db, BEN, 33_300, 33_300, 3);
    // Cara's job, done, whose review request has gone: her page offers "Leave a review" for it.
    const cara = await requestFrom(db, CARA);
    const { id: fence } = await createJobFromLead(db, STAFF, cara.leadId, { title: "Fence for Cara", scope: "" });
    await finishJob(db, fence, "fence.tradie@example.co.nz", JOB_SETTINGS);
    await drainJobs(db, JOB_SETTINGS);
    await askForReviewNow(db, STAFF, fence);
    await drainJobs(db, JOB_SETTINGS);
    const hubPath = new URL(await newCustomerPageLink(db, cara.customerId)).pathname;
    return { aroha, ben, hubPath };
  });
});
test.afterAll(async () => {
  await s?.dispose();
});

const cellsOf = async (page: Page, name: string) =>
  (
    await page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name, exact: true }) })
      .getByRole("cell")
      .allInnerTexts()
  ).map((t) => t.trim());

async function section(page: Page, title: string) {
  return (await page.getByRole("region", { name: title, exact: true }).innerText()).replace(/\s+/g, " ");
}

test.describe("the office reads its customers", () => {
  test("lists two customers each with their own details, and opens each one's whole history", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    try {
      await signInTo(page, s.server.url, PREPARED_ADMIN, "/admin/customers");
      await expectAccessible(page, "the customers list");
      const aroha = await cellsOf(page, AROHA.name);
      const ben = await cellsOf(page, BEN.name);
      expect(aroha.slice(0, 4)).toEqual([AROHA.name, AROHA.email, AROHA.phone, "2"]);
      expect(ben.slice(0, 4)).toEqual([BEN.name, BEN.email, BEN.phone, "1"]);
      // Each has their latest request shown.
      expect(aroha[4]).toMatch(/\d/);
      expect(ben[4]).toMatch(/\d/);

      // Aroha's page: her two requests and one of everything else, at her amounts.
      await page.getByRole("link", { name: AROHA.name, exact: true }).click();
      await page.waitForURL(`${s.server.url}/admin/customers/${s.made.aroha.customerId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(AROHA.name);
      expect(await page.getByRole("region", { name: "Requests", exact: true }).getByRole("listitem").count()).toBe(2);
      expect(await section(page, "Quotes")).toMatch(/Q-\d{6} Gutter Cleaning Sent · \$200\.00/);
      expect(await section(page, "Jobs")).toContain(`Gutters for ${AROHA.name}`);
      expect(await section(page, "Invoices")).toMatch(/INV-\d{6} Invoice: .* Part paid · \$200\.00/);
      expect(await section(page, "Payments")).toContain(`Bank transfer, ${AROHA.name} ref Paid · $50.00`);
      expect(await section(page, "Reviews")).toContain(`5 stars ${AROHA.name} says the gutters run clear`);
      for (const title of ["Quotes", "Jobs", "Invoices", "Payments", "Reviews"]) expect(await section(page, title)).not.toContain(BEN.name);
      await expectAccessible(page, "a customer's whole history");

      // Each record opens its own page: the invoice, then back to Ben by the list.
      await page.getByRole("region", { name: "Invoices", exact: true }).getByRole("link").click();
      await page.waitForURL(`${s.server.url}/admin/invoices/${s.made.aroha.invoiceId}`);
      await page.goto(`${s.server.url}/admin/customers`);
      await waitForHydration(page);
      await page.getByRole("link", { name: BEN.name, exact: true }).click();
      await page.waitForURL(`${s.server.url}/admin/customers/${s.made.ben.customerId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(BEN.name);
      expect(await page.getByRole("region", { name: "Requests", exact: true }).getByRole("listitem").count()).toBe(1);
      expect(await section(page, "Invoices")).toMatch(/Paid · \$333\.00/);
      expect(await section(page, "Payments")).toContain("Paid · $333.00");
      expect(await section(page, "Reviews")).toContain(`3 stars ${BEN.name}`);
      for (const title of ["Quotes", "Jobs", "Invoices", "Payments", "Reviews"])
        expect(await section(page, title)).not.toContain(AROHA.name);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("gives Aroha her own page on her phone, with her records only, where she asks for more work that reaches the office", async () => {
    const office = await openPage(browser, DESKTOP);
    const phone = await openPage(browser, PHONE);
    try {
      // The office makes the link on Aroha's page and copies it into a text.
      await signInTo(office.page, s.server.url, PREPARED_ADMIN, `/admin/customers/${s.made.aroha.customerId}`);
      await office.page.getByRole("button", { name: "Make a link to their page" }).click();
      const link = await office.page.getByLabel("Link to the customer's page").inputValue();
      expect(link).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);

      // Aroha opens it on her phone: her quote, job, invoice, payment and review, none of Ben's.
      await phone.page.goto(link);
      await expect(phone.page.getByRole("heading", { level: 1 })).toHaveText("Kia ora Aroha");
      await waitForHydration(phone.page);
      await expectAccessible(phone.page, "the customer's own page on a phone");
      expect(await section(phone.page, "Your quotes")).toMatch(/Q-\d{6} Gutter Cleaning Sent · \$200\.00/);
      expect(await section(phone.page, "Your invoices")).toMatch(/Part paid · \$200\.00/);
      expect(await section(phone.page, "Your payments")).toContain("$50.00");
      for (const title of ["Your quotes", "Your bookings", "Your invoices", "Your payments", "Your reviews"])
        expect(await section(phone.page, title)).not.toContain(BEN.name);

      // She asks for more work; a tap on "Send" with nothing chosen says what is missing first.
      await phone.page.getByRole("button", { name: "Send the request" }).click();
      await expect(phone.page.getByText("Please check the highlighted fields.").first()).toBeVisible();
      await phone.page.getByLabel("Service").selectOption("Plumbing");
      await phone.page.getByLabel("What needs doing").fill("The outside tap drips.");
      await phone.page.getByLabel("Preferred date").fill(aucklandDay(6));
      await phone.page.getByLabel("Preferred time").selectOption({ index: 1 });
      await phone.page.getByRole("button", { name: "Send the request" }).click();
      const thanks = await phone.page.getByText(/your request #\d+ is with the team/).textContent();
      const leadId = /#(\d+)/.exec(thanks ?? "")![1];

      // The office sees it under Aroha, from her own page.
      await office.page.goto(`${s.server.url}/admin/leads/${leadId}`);
      await expect(office.page.getByRole("heading", { level: 1 })).toContainText(AROHA.name);
      await expect(office.page.getByText("Asked for from the customer's own page")).toBeVisible();
      expect(office.errors).toEqual([]);
      // The one refusal is the early tap's 400.
      expect(phone.errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    } finally {
      await office.context.close();
      await phone.context.close();
    }
  });

  test("opens, from Cara's page on her phone, the review form of her job that waits for her review", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${s.server.url}${s.made.hubPath}`);
      await waitForHydration(page);
      const reviews = page.getByRole("region", { name: "Your reviews", exact: true });
      await expect(reviews).toContainText("Fence for Cara. How did we do?");
      await expectAccessible(page, "the customer's page with a job waiting for their review");
      await reviews.getByRole("button", { name: /^Leave a review of J-\d{6}$/ }).click();
      await page.waitForURL(/\/r\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByText(/^Fence for Cara · J-\d{6}$/)).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
