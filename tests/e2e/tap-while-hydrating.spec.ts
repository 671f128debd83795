import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { get } from "../helpers/auth";
import { DESKTOP, openPage, PHONE, waitForHydration, type PageWithErrors } from "../helpers/browser";
import { newLead, STAFF } from "../helpers/jobs";
import { newPriceItem, planInput, planVisits, PLAN_SETTINGS } from "../helpers/plans";
import { startPreparedServer, type PreparedServer } from "../helpers/prepared-server";
import { issueAccessToken } from "~/features/access-links/tokens.server";
import { createPlan } from "~/features/plans/plan-changes.server";
import type { PlanRule } from "~/features/plans/plan-schema";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "~/platform/db/database";

test.describe.configure({ mode: "serial" });

/*
 * A customer taps "Ask to skip" on their visit's link the moment the button shows, on a phone,
 * whether or not the page has come to life (docs/decisions/0222). Two customers, each with a
 * weekly plan whose first two visits each have their own link, as the booking email sends it.
 */
const PEOPLE = [
  { email: "moana.earlytap@example.co.nz", name: "Moana Earlytap", phone: "021 555 0711", weekday: 1 },
  { email: "tipene.earlytap@example.co.nz", name: "Tipene Earlytap", phone: "021 555 0712", weekday: 3 },
] as const;
type Customer = { planId: number; links: string[] };

const weekly = (weekday: number): PlanRule[] => [
  { frequency: "weekly", interval: 1, weekdays: [weekday], monthWeek: null, fromMonth: null, toMonth: null },
];

async function customersWithPlans(db: Database): Promise<Customer[]> {
  const today = todayInAuckland();
  const mow = await newPriceItem(db, "MOW-TAP", "Lawn mow", 6500);
  const expiresAt = new Date(Date.now() + 30 * 86_400_000);
  const customers: Customer[] = [];
  for (const person of PEOPLE) {
    const leadId = await newLead(db, person.email, person.name, person.phone);
    const input = planInput(leadId, mow, { rules: weekly(person.weekday), startsOn: addDays(today, 1) });
    const { id: planId } = await createPlan(db, STAFF, input, PLAN_SETTINGS, today);
    const links = [];
    for (const visit of (await planVisits(db, planId)).slice(0, 2))
      links.push(`/j/${await issueAccessToken(db, { purpose: "job", subjectId: visit.jobId!, expiresAt })}`);
    customers.push({ planId, links });
  }
  return customers;
}

let s: PreparedServer<Customer[]>;
let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  s = await startPreparedServer(customersWithPlans);
});
test.afterAll(async () => {
  await s?.dispose();
});

const ASKED = /You asked to skip the visit on .*: we will confirm it with you\./;
const skipRegion = (page: Page) => page.getByRole("region", { name: "Skip a regular visit" });
const askButton = (page: Page) => skipRegion(page).getByRole("button", { name: /^Ask to skip the visit on / });

/** Holds back the page's JavaScript modules until `release()`: the page stays plain HTML. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** The plan's page in the office holds this reason: the request arrived with what was typed. */
async function officeSees(planId: number) {
  const res = await get(`${s.server.url}/admin/plans/${planId}`, s.admin);
  expect(res.status).toBe(200);
  return res.text();
}

async function onPhone(run: (tab: PageWithErrors) => Promise<void>) {
  const tab = await openPage(browser, PHONE);
  try {
    await run(tab);
    expect(tab.errors).toEqual([]);
  } finally {
    await tab.context.close();
  }
}

test("each customer taps as soon as the button shows, with a reason typed, and the request arrives", async () => {
  const reasons = ["Away at the bach that week", "The lawn is still short from the drought"];
  for (const [i, customer] of s.made.entries()) {
    await onPhone(async ({ page }) => {
      await page.goto(`${s.server.url}${customer.links[0]}`);
      await expect(askButton(page)).toHaveCount(1);
      await skipRegion(page).getByLabel("Why (optional)").fill(reasons[i]);
      await askButton(page).click();
      await expect(skipRegion(page).getByText(ASKED)).toBeVisible();
      await expect(askButton(page)).toHaveCount(0);
    });
  }
  const [first, second] = await Promise.all(s.made.map((c) => officeSees(c.planId)));
  expect(first).toContain(reasons[0]);
  expect(first).not.toContain(reasons[1]);
  expect(second).toContain(reasons[1]);
  expect(second).not.toContain(reasons[0]);
});

test("a finger pressed on the button while the page comes to life, lifted after, still asks", async () => {
  const [customer] = s.made;
  await onPhone(async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(`${s.server.url}${customer.links[1]}`, { waitUntil: "commit" });
    await skipRegion(page).getByLabel("Why (optional)").fill("Family staying, no mowing please");
    // The button is below the fold on a phone: the reader has scrolled down to it.
    await askButton(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = (await askButton(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    scripts.release();
    await waitForHydration(page);
    await page.mouse.up();
    await expect(skipRegion(page).getByText(ASKED)).toBeVisible();
  });
  expect(await officeSees(customer.planId)).toContain("Family staying, no mowing please");
});

test("with the page's code held back, the tap posts the plain form and the request arrives", async () => {
  const customer = s.made[1];
  await onPhone(async ({ page }) => {
    const scripts = await holdScripts(page);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.resourceType() === "document");
    await page.goto(`${s.server.url}${customer.links[1]}`, { waitUntil: "commit" });
    await skipRegion(page).getByLabel("Why (optional)").fill("Hedges first this time");
    await askButton(page).click();
    await posted;
    await expect(skipRegion(page).getByText(ASKED)).toBeVisible();
    // Answered by the server's page: no code has run, so no router sent it.
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
    scripts.release();
  });
  const office = await officeSees(customer.planId);
  expect(office).toContain("Hedges first this time");
  expect(office).not.toContain("Family staying, no mowing please");
});

test("a route change within the app still starts the next page at the top", async () => {
  const tab = await openPage(browser, DESKTOP);
  try {
    const [name, value] = s.admin.split(/=(.*)/s);
    await tab.context.addCookies([{ name, value, url: s.server.url }]);
    await tab.page.goto(`${s.server.url}/admin/plans/${s.made[0].planId}`);
    await waitForHydration(tab.page);
    await tab.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await tab.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await tab.page.getByRole("link", { name: "Plans", exact: true }).first().click();
    await tab.page.waitForURL(`${s.server.url}/admin/plans`);
    await tab.page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 15_000 });
    expect(tab.errors).toEqual([]);
  } finally {
    await tab.context.close();
  }
});
