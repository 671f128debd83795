import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { settingsFormValues } from "~/features/settings/form";
import { DEMO_SETTINGS } from "~/seed/demo-settings.server";
import { signInTo } from "../helpers/admin-browser";
import { get, postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { invoiceOverHttp } from "../helpers/card-payments";
import { fakeStripeFee, startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { invoiceLinkIn } from "../helpers/invoices";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { BUILDER_DRAFT, sendFirstQuote } from "../helpers/staff-quotes";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * A day of card payments (issue 42): a customer on a phone opens their invoice from the email
 * (delivered over SMTP), sees the card surcharge before paying, pays on Stripe's page (the fake,
 * in Chromium), comes back to a paid invoice and gets the receipt by email; the office on a
 * laptop sees it paid, with Stripe's fee, in the admin. Another customer accepts a quote on a
 * phone and pays its deposit straight away; the job shows "Deposit paid". Every page passes axe.
 */
const ADMIN = { name: "Paora Payments", email: "admin@card-e2e.test", password: "card-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Hana Cardholder", email: "hana@card-e2e.test" };
const DEPOSITOR = { name: "Rawiri Deposit", email: "rawiri@card-e2e.test" };

let smtp: SmtpCapture;
let fake: FakeStripe;
let seeded: SeededServer;
let browser: Browser;
let url = "";
let cookie = "";

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  [smtp, fake] = await Promise.all([startSmtpCapture(await freePort()), startFakeStripe()]);
  seeded = await startServerWithStaff([ADMIN], {
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    JOBS_POLL_MS: "100",
    QUOTE_MIN_FILL_MS: "0",
    ...fake.env,
  });
  url = seeded.server.url;
  fake.webhookUrls = [`${url}/api/payments/stripe/webhook`];
  cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  // The business passes on the card's cost: 1.5%.
  const settings = { ...settingsFormValues(DEMO_SETTINGS), "payments.cardSurchargePercent": "1.5" };
  expect((await postForm(url, "/admin/settings", settings, cookie)).status).toBe(200);
});
test.afterAll(async () => {
  await seeded?.dispose();
  await Promise.all([smtp?.close(), fake?.close()]);
});

test.describe("paying by card", () => {
  test("a customer pays their invoice by card from the email on a phone, and the office sees it paid with Stripe's fee", async () => {
    const { invoiceId } = await invoiceOverHttp(url, cookie, smtp, CUSTOMER, "230.00");
    const [email] = await mailsTo(smtp, CUSTOMER.email, /^Your invoice INV-/, 1);
    const link = invoiceLinkIn(email.parsed.text ?? "");

    const customer = await openPage(browser, PHONE);
    await customer.page.goto(url + link);
    await waitForHydration(customer.page);
    const pay = customer.page.getByRole("region", { name: "Pay by card" });
    // The surcharge is said before paying, with what it comes to.
    await pay.getByText("A card surcharge of 1.5% is added").waitFor();
    await pay.getByText("$3.45 on $230.00, so $233.45 in all").waitFor();
    // The bank account stays for those who would rather transfer.
    await customer.page.getByText("12-3140-0123456-00").first().waitFor();
    expect(await pay.getByLabel("Amount to pay ($)").inputValue()).toBe("230.00");
    await expectAccessible(customer.page, "the customer's invoice with Pay by card, on a phone");

    // A second tap while the first is on its way opens the same page at Stripe.
    const sessions = fake.sessions.size;
    await pay.getByRole("button", { name: "Pay by card" }).dblclick();
    await customer.page.waitForURL(`${fake.url}/c/pay/**`);
    expect(fake.sessions.size).toBe(sessions + 1);
    await customer.page.getByRole("heading", { name: "Pay $233.45" }).waitFor();
    await customer.page.getByRole("button", { name: "Pay $233.45" }).click();

    // Back on the invoice, which Stripe's webhook has marked paid.
    await customer.page.waitForURL((to) => to.href.startsWith(`${url}${link}?card=done&session=cs_test_`));
    await waitForHydration(customer.page);
    await customer.page.getByText("Paid in full. Thank you.").waitFor({ timeout: 15_000 });
    await customer.page.getByText("your card payment is recorded").waitFor();
    await customer.page.getByRole("region", { name: "Payments received" }).getByText("$230.00 by card on").waitFor();
    expect(await customer.page.getByRole("region", { name: "Pay by card" }).count()).toBe(0);
    await expectAccessible(customer.page, "the paid invoice, on a phone");
    expect(customer.errors).toEqual([]);

    // The receipt came over SMTP, with the surcharge's own tax invoice in it.
    const [receipt] = await mailsTo(smtp, CUSTOMER.email, /^Receipt: card payment for invoice INV-/, 1);
    expect(receipt.parsed.text).toContain("Charged to your card: $233.45");
    expect(receipt.parsed.text).toMatch(/Surcharge tax invoice: INV-\d{6}, incl\. GST of \$0\.45/);

    // The office, on a laptop: the invoice is paid by card, and the payments page has Stripe's fee.
    const office = await openPage(browser, DESKTOP);
    await signInTo(office.page, url, ADMIN, `/admin/invoices/${invoiceId}`);
    await office.page.getByText("Paid", { exact: true }).first().waitFor();
    await office.page.getByRole("region", { name: "History" }).getByText("$230.00 received by card: paid in full").waitFor();
    const fee = `$${(fakeStripeFee(23_345) / 100).toFixed(2)}`;
    await expect
      .poll(async () => (await (await get(`${url}/admin/payments`, cookie)).text()).includes(fee), { timeout: 15_000 })
      .toBe(true);
    await office.page.goto(`${url}/admin/payments`);
    await waitForHydration(office.page);
    const row = office.page.getByRole("table", { name: "Card payments" }).getByRole("row", { name: new RegExp(CUSTOMER.name) });
    await row.getByText("$233.45").waitFor();
    await row.getByText(fee).waitFor();
    await expectAccessible(office.page, "/admin/payments");
    await mailsTo(smtp, "leads@harbourside.co.nz", new RegExp(`^${CUSTOMER.name} paid \\$233\\.45 by card on INV-`), 1);

    const phone = await openPage(browser, PHONE);
    await signInTo(phone.page, url, ADMIN, "/admin/payments");
    await expectAccessible(phone.page, "/admin/payments on a phone");
    for (const context of [customer.context, office.context, phone.context]) await context.close();
  });

  test("a customer accepts a quote on a phone and pays the deposit at once; the job shows the deposit paid", async () => {
    const quote = await postQuote(url, validQuote({ ...DEPOSITOR, fillTimeMs: 20_000 }));
    const draft = { ...BUILDER_DRAFT, deposit: { kind: "amount", amountCents: 10_000 } };
    const { token } = await sendFirstQuote(url, cookie, quote.body.reference, draft);

    const customer = await openPage(browser, PHONE);
    await customer.page.goto(`${url}/q/${token}`);
    await waitForHydration(customer.page);
    await customer.page.getByLabel("Your full name").fill(DEPOSITOR.name);
    await customer.page.getByLabel("I accept this quote and its terms").check();
    await customer.page.getByRole("button", { name: "Accept quote" }).click();
    const deposit = customer.page.getByRole("region", { name: "Deposit of $100.00 to book the work" });
    await deposit.getByText("A card surcharge of 1.5% is added").waitFor();
    await expectAccessible(customer.page, "an accepted quote asking for its deposit, on a phone");
    // Straight away: before the office's background work has even made the deposit invoice.
    await deposit.getByRole("button", { name: "Pay the $100.00 deposit by card" }).click();
    await customer.page.waitForURL(`${fake.url}/c/pay/**`);
    await customer.page.getByRole("button", { name: "Pay $101.50" }).click();
    await customer.page.waitForURL((to) => to.href.startsWith(`${url}/q/${token}?card=done&session=cs_test_`));
    await customer.page.getByRole("heading", { name: "Deposit paid" }).waitFor({ timeout: 15_000 });
    await expectAccessible(customer.page, "the quote with its deposit paid, on a phone");
    expect(customer.errors).toEqual([]);
    await mailsTo(smtp, DEPOSITOR.email, /^Receipt: card payment for invoice INV-/, 1);

    // The job made from the accepted quote (job 2: the first test's was job 1) shows its deposit paid.
    const office = await openPage(browser, DESKTOP);
    await expect.poll(async () => (await get(`${url}/admin/jobs/2`, cookie)).status, { timeout: 15_000 }).toBe(200);
    await signInTo(office.page, url, ADMIN, "/admin/jobs/2");
    await office.page.getByText("Deposit paid", { exact: true }).waitFor();
    await expectAccessible(office.page, "a job with its deposit paid");
    for (const context of [customer.context, office.context]) await context.close();
  });
});
