import { devices, type Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, waitForHydration } from "../helpers/browser";
import { aucklandDay, postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * A quote that proposes a plan, end to end (issue 44, item 4; docs/decisions/0215): the office on
 * a laptop proposes a fortnightly summer lawn plan on a priced quote and sends it; the customer on
 * a phone opens the link from the email, reads the plan in words with its price a visit, and
 * accepts; the office sees the plan, for that customer, on /admin/plans.
 */
const ADMIN = { name: "Mere Office", email: "admin@quote-plan-e2e.test", password: "quote-plan-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Tui Lawn", email: "tui@quote-plan-e2e.test" };
const OTHER = { name: "Rangi Other", email: "rangi@quote-plan-e2e.test" };

let smtp: SmtpCapture;
let seeded: SeededServer;
let browser: Browser;
let url = "";
let quotePath = "";

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  smtp = await startSmtpCapture(await freePort());
  seeded = await startServerWithStaff([ADMIN], { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0" });
  url = seeded.server.url;
  for (const customer of [CUSTOMER, OTHER])
    expect(
      (await postQuote(url, validQuote({ ...customer, service: "Lawn Care", visitsEvery: "2-weeks", fillTimeMs: 20_000 }))).status,
    ).toBe(201);
  // The priced draft, as the builder saves it.
  const cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  const started = await postForm(url, "/admin/leads/1", { intent: "new-quote" }, cookie);
  quotePath = started.headers.get("location")!;
  const draft = {
    lines: [{ kind: "item", description: "Lawn mow and edges", quantity: 1, unitPriceCents: 7_000, amountsAre: "inclusive" }],
    amountsAre: "inclusive",
    scope: "Mow, edge and blow the paths.",
    terms: "Payment within 7 days of each visit.",
    validUntil: aucklandDay(20),
    discount: null,
    deposit: { kind: "none" },
  };
  expect((await postForm(url, quotePath, { intent: "save", draft: JSON.stringify(draft) }, cookie)).status).toBe(200);
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

test("the office proposes a plan on a quote, the customer accepts it on a phone, and the plan is made", async () => {
  const office = await openPage(browser, DESKTOP);
  const { page } = office;
  await signInTo(page, url, ADMIN, quotePath);
  await page.goto(`${url}${quotePath}`);
  await waitForHydration(page);
  const proposal = page.getByRole("region", { name: "Propose a maintenance plan" });
  const often = proposal.getByRole("group", { name: "How often" });
  // From the customer's "Regular visits": every 2 weeks.
  await expect(often.getByLabel("Repeats")).toHaveValue("weekly");
  await expect(often.getByLabel("Every")).toHaveValue("2");
  await often.getByRole("checkbox", { name: "Tuesday" }).check();
  await often.getByLabel("From").selectOption({ label: "October" });
  await often.getByLabel("To").selectOption({ label: "April" });
  await proposal.getByLabel("Billing").selectOption("per_visit");
  await proposal.getByRole("button", { name: "Propose this plan" }).click();
  await expect(page.getByText(/proposes a plan: Every 2 weeks on Tuesday, October to April\./)).toBeVisible();
  await expectAccessible(page, "a draft quote proposing a plan");
  await page.getByRole("button", { name: "Send to customer" }).click();
  await page.getByText(/is on its way to the customer/).waitFor();
  await expect(page.getByRole("region", { name: "Proposed maintenance plan" })).toContainText("Every 2 weeks on Tuesday, October to April");

  // The customer opens the link from their email on a phone.
  await expect
    .poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(CUSTOMER.email) && /^Your quote/.test(m.parsed.subject ?? "")).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const mail = smtp.messages.find((m) => m.envelopeTo.includes(CUSTOMER.email) && /^Your quote/.test(m.parsed.subject ?? ""))!;
  const link = /http:\/\/[^\s"]+\/q\/[A-Za-z0-9_-]{43}/.exec(mail.parsed.text ?? "")![0];
  const phoneContext = await browser.newContext({ ...devices["Pixel 7"] });
  const phone = await phoneContext.newPage();
  const errors: string[] = [];
  phone.on("pageerror", (err) => errors.push(err.message));
  expect((await phone.goto(link))?.status()).toBe(200);
  await waitForHydration(phone);
  const plan = phone.getByRole("region", { name: "Regular visits" });
  await expect(plan).toContainText("Every 2 weeks on Tuesday, October to April");
  await expect(plan).toContainText("$70.00 incl. GST");
  await expect(plan).toContainText("An invoice after each visit");
  await expectAccessible(phone, "a quote proposing a plan, on a phone");
  await phone.getByLabel("Your full name").fill(CUSTOMER.name);
  await phone.getByLabel("I accept this quote and its terms").check();
  await phone.getByRole("button", { name: "Accept quote" }).click();
  await phone.getByText(`Accepted by ${CUSTOMER.name}`).waitFor();
  await expectAccessible(phone, "an accepted quote proposing a plan, on a phone");
  expect(errors).toEqual([]);
  await phoneContext.close();

  // The office sees the plan, that customer's, made by the acceptance.
  await expect
    .poll(
      async () => {
        await page.goto(`${url}/admin/plans`);
        return page.getByRole("link", { name: /Lawn Care/ }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(page.getByText("Every 2 weeks on Tuesday, October to April").first()).toBeVisible();
  await expect(page.getByText(CUSTOMER.name).first()).toBeVisible();
  await expect(page.getByText(OTHER.name)).toHaveCount(0);
  await expectAccessible(page, "the plans list with a plan made from a quote");
  await page
    .getByRole("link", { name: /Lawn Care/ })
    .first()
    .click();
  await page.waitForURL(/\/admin\/plans\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByText("$70.00 a visit")).toBeVisible();
  await expect(page.getByText("Lawn mow and edges").first()).toBeVisible();
  expect(office.errors).toEqual([]);
  await office.context.close();
});
