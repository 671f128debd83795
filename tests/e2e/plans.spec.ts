import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, todayInAuckland, weekdayOf } from "~/lib/clock";
import { placeOnCalendar } from "~/features/plans/recurrence";
import { signInTo } from "../helpers/admin-browser";
import { sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { crewLinkIn, crewSession, jobLinkIn } from "../helpers/crew";
import { postForm } from "../helpers/auth";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { postPriceItem } from "../helpers/plans";
import { postQuote, validQuote } from "../helpers/quote";

// A story: each step builds on the one before, on a business of its own.
test.describe.configure({ mode: "serial" });

/*
 * A maintenance plan end to end (issue 44): staff on a laptop make a weekly lawn plan from a
 * customer's lead, billed monthly; the schedule shows its first visit; the visit is marked done
 * from its job; the month's invoice is drafted with that visit's lines.
 */
const ADMIN = { name: "Pania Plans", email: "admin@plans-e2e.test", password: "plans-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Hine Lawn", email: "hine@plans-e2e.test" };
const OTHER = { name: "Rawiri Other", email: "rawiri@plans-e2e.test" };

let seeded: SeededServer;
let smtp: SmtpCapture;
let browser: Browser;
let url = "";

/** The first Tuesday from today, moved off a public holiday as the plan does. */
function firstTuesday() {
  let day = todayInAuckland();
  while (weekdayOf(day) !== 2) day = addDays(day, 1);
  return placeOnCalendar(day, "move").day!;
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  smtp = await startSmtpCapture();
  seeded = await startServerWithStaff([ADMIN], { JOBS_POLL_MS: "100", MAIL_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0", SMTP_URL: smtp.url });
  url = seeded.server.url;
  const cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  for (const customer of [CUSTOMER, OTHER])
    expect((await postQuote(url, validQuote({ ...customer, fillTimeMs: 20_000 }))).status).toBe(201);
  await postPriceItem(url, cookie, "LAWN-MOW", "Lawn mow", "65.00");
  await postPriceItem(url, cookie, "LAWN-EDGE", "Edges trimmed", "15.00");
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

test("staff make a plan from a lead, see its visit on the schedule, finish it, and invoice the month", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await signInTo(page, url, ADMIN, "/admin/leads/1");
  await page.getByRole("link", { name: "Make a maintenance plan" }).click();
  await page.waitForURL(`${url}/admin/plans/new?lead=1`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "New maintenance plan" })).toBeVisible();
  await expect(page.getByText(`For ${CUSTOMER.name}`)).toBeVisible();
  await expectAccessible(page, "the new plan form");

  await page.getByLabel("What the plan is").fill("Lawn mowing");
  await page.getByLabel("Item 1").selectOption({ label: "LAWN-MOW: Lawn mow" });
  await page.getByLabel("Item 2").selectOption({ label: "LAWN-EDGE: Edges trimmed" });
  const often = page.getByRole("group", { name: "How often" });
  await often.getByLabel("Repeats").selectOption("weekly");
  await often.getByLabel("Every").fill("1");
  await often.getByRole("checkbox", { name: "Tuesday" }).check();
  await page.getByLabel("Preferred tradie").selectOption({ index: 1 });
  await page.getByLabel("Billing").selectOption("monthly");
  await page.getByRole("button", { name: "Make the plan" }).click();
  await page.waitForURL(`${url}/admin/plans/1?notice=created`);
  await waitForHydration(page);
  await expect(page.getByText("The plan is made, and its first visits are on the schedule.")).toBeVisible();
  await expect(page.getByText("Every week on Tuesday.")).toBeVisible();
  await expect(page.getByText("$80.00 a visit")).toBeVisible();
  await expectAccessible(page, "a plan's page");

  // The schedule's day shows the plan's first visit (its job, J-000001) on the preferred tradie's row, and nothing else.
  const day = firstTuesday();
  await page.goto(`${url}/admin/schedule?view=day&day=${day}`);
  await waitForHydration(page);
  const chips = page.getByRole("link", { name: /^8 am – 12 pm J-/ });
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toHaveAccessibleName(/J-000001/);

  // The visit is done: marked from its job.
  await page.goto(`${url}/admin/plans/1`);
  await waitForHydration(page);
  const visits = page.getByRole("table", { name: "Visits booked by the plan" });
  await visits.getByRole("link", { name: /^J-/ }).first().click();
  await page.waitForURL(/\/admin\/jobs\/\d+$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Mark done" }).first().click();
  await expect(page.getByText("The visit is marked done.")).toBeVisible();
  // Billed monthly: the job's own invoice is not drafted, so the month's invoice below is the first.

  // The month's invoice, drafted now, carries the visit's lines.
  await page.goto(`${url}/admin/plans/1`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Draft the invoice now" }).click();
  await expect(page.getByText(/Drafted INV-000001 for the done visits/)).toBeVisible();
  await page.goto(`${url}/admin/invoices/1`);
  await waitForHydration(page);
  await expect(page.getByText("Lawn mowing:").first()).toBeVisible();
  for (const text of ["Lawn mow", "Edges trimmed", "$65.00", "$15.00", "$80.00"])
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/J-000001/).first()).toBeVisible();
  await expectAccessible(page, "the plan's monthly invoice");
});

test("staff raise the plan's prices from a date, and sell visits paid ahead that count down as each is done", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await signInTo(page, url, ADMIN, "/admin/plans/1");
  await page.goto(`${url}/admin/plans/1`);
  await waitForHydration(page);
  // New prices from the second visit on: the mow goes to $70, so a visit is $85; the first, done and invoiced, stays $80.
  const second = addDays(firstTuesday(), 7);
  const prices = page.getByRole("region", { name: "Prices" });
  await prices.getByLabel("From").fill(second);
  await prices.getByLabel("Lawn mow (× 1), each").fill("70.00");
  await prices.getByLabel("Note").fill("Summer rates");
  await prices.getByRole("button", { name: "Set the new prices" }).click();
  await expect(page.getByText(/New prices from .*: \$85\.00 a visit; \d+ visits booked from then repriced\./)).toBeVisible();
  const history = page.getByRole("table", { name: "Price history" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByText("Summer rates")).toBeVisible();
  await expect(history.getByText("$85.00")).toBeVisible();
  await expect(history.getByText("$80.00")).toBeVisible();
  await expectAccessible(page, "a plan's page with its price history");

  // Three visits paid ahead: the block's invoice is drafted at today's price.
  const prepaid = page.getByRole("region", { name: "Visits paid ahead" });
  await expect(prepaid.getByText("No visits paid ahead.")).toBeVisible();
  await prepaid.getByLabel("How many visits").fill("3");
  await prepaid.getByRole("button", { name: "Sell the visits paid ahead" }).click();
  await expect(page.getByText(/3 visits paid ahead: invoice INV-\d+ \(\$240\.00\) drafted/)).toBeVisible();
  await expect(prepaid.getByText("3 of 3 prepaid visits left")).toBeVisible();

  // The next visit is done from its job: the block counts down, on the plan and on the list.
  const visits = page.getByRole("table", { name: "Visits booked by the plan" });
  await visits.getByRole("link", { name: /^J-/ }).nth(1).click();
  await page.waitForURL(/\/admin\/jobs\/\d+$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Mark done" }).first().click();
  await expect(page.getByText("The visit is marked done.")).toBeVisible();
  await page.goto(`${url}/admin/plans/1`);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Visits paid ahead" }).getByText("2 of 3 prepaid visits left")).toBeVisible();
  await page.goto(`${url}/admin/plans`);
  await waitForHydration(page);
  await expect(page.getByText("2 of 3 prepaid visits left")).toBeVisible();
});

test("the customer asks on a phone to skip a visit from its booking email, and the office confirms it from Today", async () => {
  // The preferred tradie accepts the plan's last visit offered; the customer is then told of the booking, with its link.
  // The latest offer still open: visits done or repriced by the tests before may no longer take an answer (409).
  const offers = smtp.messages.filter((m) => /^Work offered/.test(m.parsed.subject ?? "")).reverse();
  expect(offers.length).toBeGreaterThan(2);
  let accepted = 0;
  for (const offer of offers) {
    const tradie = await crewSession(url, crewLinkIn(offer));
    accepted = (await postForm(url, tradie.location.split("?")[0], { intent: "accept" }, tradie.cookie)).status;
    if (accepted === 200) break;
  }
  expect(accepted).toBe(200);
  const [booked] = await mailsTo(smtp, CUSTOMER.email, /^Your visit is booked/, 1);
  expect(smtp.messages.some((m) => m.envelopeTo.includes(OTHER.email) && /^Your visit is booked/.test(m.parsed.subject ?? ""))).toBe(false);

  const customer = await openPage(browser, PHONE);
  await customer.page.goto(`${url}${jobLinkIn(booked)}`);
  const skip = customer.page.getByRole("region", { name: "Skip a regular visit" });
  const ask = skip.getByRole("button", { name: /^Ask to skip the visit on / });
  await expect(ask).toHaveCount(1);
  // Tapped as soon as it shows, whether or not the page's code has loaded: the plain form sends it either way.
  await skip.getByLabel("Why (optional)").fill("Away at the bach that week");
  await ask.click();
  await expect(skip.getByText(/You asked to skip the visit on .*: we will confirm it with you\./)).toBeVisible();
  await waitForHydration(customer.page);
  await expect(skip.getByRole("button", { name: /^Ask to skip/ })).toHaveCount(0);
  await expectAccessible(customer.page, "the visit page once a skip is asked, on a phone");

  const office = await openPage(browser, DESKTOP);
  await signInTo(office.page, url, ADMIN, "/admin/dashboard");
  await waitForHydration(office.page);
  const waiting = office.page.getByRole("region", { name: /^Plan visits the customer asks to skip/ });
  await expect(waiting.getByText(new RegExp(`${CUSTOMER.name} asks to skip`))).toBeVisible();
  await expect(waiting.getByText(OTHER.name)).toHaveCount(0);
  await expectAccessible(office.page, "Today with a skip asked");
  await waiting.getByRole("link").first().click();
  await office.page.waitForURL(`${url}/admin/plans/1`);
  await waitForHydration(office.page);
  await expect(office.page.getByText("Away at the bach that week")).toBeVisible();
  await office.page.getByRole("button", { name: "Confirm the skip" }).click();
  await expect(office.page.getByRole("button", { name: "Confirm the skip" })).toHaveCount(0);
  await expect(office.page.getByText("Every week on Tuesday.")).toBeVisible();

  // Today no longer lists it, and the customer's page no longer offers that visit.
  await office.page.goto(`${url}/admin/dashboard`);
  await expect(office.page.getByText(new RegExp(`${CUSTOMER.name} asks to skip`))).toHaveCount(0);
  await customer.page.reload();
  await expect(customer.page.getByRole("button", { name: /^Ask to skip/ })).toHaveCount(0);
});
