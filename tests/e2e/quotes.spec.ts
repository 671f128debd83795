import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { priceQuote, type QuoteLine } from "~/features/quotes/pricing";
import { formatMoney } from "~/lib/money";
import { signInTo } from "../helpers/admin-browser";
import { postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from "../helpers/smtp";
import { sendFirstQuote } from "../helpers/staff-quotes";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * Priced quotes end to end (issue 17): staff build one in the browser and send it; the customer
 * opens the link from the email the test SMTP server received, ticks an option and accepts;
 * staff see it accepted, the lead won, the audit trail, and every email sent once. Then a
 * decline with its reason, and a revision that retires the old link; the customer's page works
 * with JavaScript off too.
 */
const ADMIN = { name: "Ari Admin", email: "admin@quotes-e2e.test", password: "quotes-e2e-password-1", role: "admin" as const };
const CUSTOMERS = ["Tama Accept", "Hine Decline", "Wiremu Revise"].map((name, i) => ({
  name,
  email: `customer${i + 1}@quotes-e2e.test`,
}));

let smtp: SmtpCapture;
let seeded: SeededServer;
let browser: Browser;
let url = "";

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  smtp = await startSmtpCapture(await freePort());
  seeded = await startServerWithStaff([ADMIN], { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0" });
  url = seeded.server.url;
  // Two price-list items for the builder to pick, added as an administrator would.
  const cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  for (const [code, name, description, unitPrice] of [
    ["GUT-CLEAN-1", "Gutter clean, single storey", "Clear, flush and check downpipes", "12.50"],
    ["GUT-GUARD", "Gutter guard, supplied and fitted", "Aluminium mesh", "34.00"],
  ]) {
    const res = await postForm(
      url,
      "/admin/price-list/new",
      { code, name, description, unit: "m", unitPrice, amountsAre: "inclusive", service: "", active: "yes" },
      cookie,
    );
    expect(res.status).toBe(302);
  }
  for (const customer of CUSTOMERS) expect((await postQuote(url, validQuote({ ...customer, fillTimeMs: 20_000 }))).status).toBe(201);
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

const mailTo = (address: string, subject: RegExp) =>
  smtp.messages.filter((m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? ""));
const teamMail = (subject: RegExp) => mailTo("leads@harbourside.co.nz", subject);

async function oneMail(address: string, subject: RegExp): Promise<CapturedMail> {
  await expect.poll(() => mailTo(address, subject).length, { timeout: 15_000 }).toBe(1);
  return mailTo(address, subject)[0];
}

function quoteLinkIn(mail: CapturedMail): string {
  const link = /http:\/\/[^\s"]+\/q\/[A-Za-z0-9_-]{43}/.exec(mail.parsed.text ?? "")?.[0];
  if (!link) throw new Error("no quote link in the email");
  return link;
}

/** The builder's lines as priceQuote reads them, for the totals the page must show. */
const BUILT: QuoteLine[] = [
  { kind: "item", description: "Gutter clean, single storey", quantity: 20, unitPriceCents: 1_250, amountsAre: "inclusive" },
  { kind: "labour", description: "Labour", hours: 2, rateCents: 9_500, amountsAre: "exclusive" },
  { kind: "material", description: "Downpipe", quantity: 1, costCents: 4_000, markupPercent: 25, amountsAre: "exclusive" },
  { kind: "item", description: "Gutter guard", quantity: 20, unitPriceCents: 3_400, amountsAre: "inclusive", optional: true },
];
const total = (chosen: number[]) =>
  formatMoney(priceQuote({ lines: BUILT, amountsAre: "inclusive", gstRounding: "total" }, new Set(chosen)).gst.inclusive);

test.describe("priced quotes in a browser", () => {
  test("are built and sent by staff, accepted by the customer with an option, and everyone is told once", async () => {
    const staff = await openPage(browser, DESKTOP);
    const { page } = staff;
    await signInTo(page, url, ADMIN, "/admin/leads/1");
    await page.getByRole("button", { name: "New quote" }).click();
    await page.waitForURL(/\/admin\/quotes\/\d+$/);
    await waitForHydration(page);
    const quotePath = new URL(page.url()).pathname;

    // A price-list item, labour, a material and an optional price-list item.
    await page
      .getByLabel("Price-list item", { exact: true })
      .selectOption({ label: "GUT-CLEAN-1: Gutter clean, single storey ($12.50 per metre)" });
    await page.getByRole("button", { name: "Add item" }).click();
    await page.locator("#line-0-quantity").fill("20");
    await page.getByRole("button", { name: "Add labour" }).click();
    await page.locator("#line-1-quantity").fill("2");
    await page.getByRole("button", { name: "Add material" }).click();
    await page.locator("#line-2-description").fill("Downpipe");
    await page.locator("#line-2-price").fill("40");
    await page.locator("#line-2-markup").fill("25");
    await page
      .getByLabel("Price-list item", { exact: true })
      .selectOption({ label: "GUT-GUARD: Gutter guard, supplied and fitted ($34.00 per metre)" });
    await page.getByRole("button", { name: "Add item" }).click();
    await page.locator("#line-3-quantity").fill("20");
    await page.locator("#line-3-optional").check();
    // The totals follow every keystroke, optional items left out.
    await expect.poll(() => page.getByTestId("builder-total").textContent()).toBe(total([]));
    await expectAccessible(page, "the quote builder");

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("The draft is saved.").waitFor();
    await page.getByRole("button", { name: "Send to customer" }).click();
    await page.getByText(/is on its way to the customer/).waitFor();
    expect(await page.getByLabel("Link to the quote").inputValue()).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);

    // The customer opens the link from their email on a phone.
    const customer = CUSTOMERS[0];
    const sent = await oneMail(customer.email, /^Your quote Q-\d{6} from/);
    const link = quoteLinkIn(sent);
    const phone = await openPage(browser, PHONE);
    const response = await phone.page.goto(link);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    await waitForHydration(phone.page);
    await expectAccessible(phone.page, "the customer's quote page on a phone");
    const shown = phone.page.locator("[data-total]").first();
    expect(await shown.textContent()).toBe(total([]));
    // A material reaches the customer at its selling price: its cost and markup stay with staff.
    expect(await phone.page.content()).not.toMatch(/costCents|markupPercent|Markup/);

    await phone.page.getByLabel(/Gutter guard/).check();
    await expect.poll(() => shown.textContent()).toBe(total([3]));
    await phone.page.getByLabel("Your full name").fill("Tama Accept");
    await phone.page.getByLabel("I accept this quote and its terms").check();
    await phone.page.getByRole("button", { name: "Accept quote" }).click();
    await phone.page.getByText(/Accepted by Tama Accept/).waitFor();
    expect(phone.errors).toEqual([]);

    // Staff see it accepted, the lead won at the chosen total, and the audit trail.
    await page.goto(`${url}${quotePath}`);
    await page.getByText("Accepted", { exact: true }).first().waitFor();
    expect(await page.getByText(/SHA-256 of what was accepted/).count()).toBe(1);
    await page.goto(`${url}/admin/leads/1`);
    await page.getByText("Won", { exact: true }).first().waitFor();
    await page.goto(`${url}/admin/audit`);
    for (const action of ["quote.create", "quote.update", "quote.send", "quote.accept"]) await page.getByText(action).first().waitFor();

    // Every email once: the quote, its receipt, and the team's "opened" and "accepted".
    await oneMail(customer.email, /^Quote Q-\d{6} accepted/);
    await expect.poll(() => teamMail(/accepted quote/).length, { timeout: 15_000 }).toBe(1);
    expect(teamMail(/opened quote/)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailTo(customer.email, /^Your quote/)).toHaveLength(1);
    expect(teamMail(/Tama Accept/)).toHaveLength(2);
    await phone.context.close();
    await staff.context.close();
  });

  test("are declined by the customer with a reason, and the lead is lost with it", async () => {
    const cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
    await sendFirstQuote(url, cookie, 2);
    const link = quoteLinkIn(await oneMail(CUSTOMERS[1].email, /^Your quote/));
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(link);
    await waitForHydration(page);
    await expectAccessible(page, "the customer's quote page on a desktop");
    await page.getByLabel("The price").check();
    await page.getByLabel("Anything to add (optional)").fill("A bit over budget this year");
    await page.getByRole("button", { name: "Decline quote" }).click();
    await page.getByText(/You declined this quote/).waitFor();
    expect(await page.getByRole("button", { name: "Accept quote" }).count()).toBe(0);
    await expect.poll(() => teamMail(/Hine Decline declined quote/).length, { timeout: 15_000 }).toBe(1);
    const lead = await fetch(`${url}/admin/leads/2`, { headers: { cookie } }).then((r) => r.text());
    expect(lead).toContain("The price: A bit over budget this year");
    await context.close();
  });

  test("are revised: the old link can no longer be accepted, and the new version works with JavaScript off", async () => {
    const cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
    const { quotePath } = await sendFirstQuote(url, cookie, 3);
    const oldLink = quoteLinkIn(await oneMail(CUSTOMERS[2].email, /^Your quote/));
    expect((await postForm(url, quotePath, { intent: "revise" }, cookie)).status).toBe(200);

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await noScript.newPage();
    await page.goto(oldLink);
    await page.getByText(/replaced by a newer version/).waitFor();
    expect(await page.getByRole("button", { name: "Accept quote" }).count()).toBe(0);

    expect((await postForm(url, quotePath, { intent: "send" }, cookie)).status).toBe(200);
    await expect.poll(() => mailTo(CUSTOMERS[2].email, /^Your quote Q-\d{6}-2 /).length, { timeout: 15_000 }).toBe(1);
    const newLink = quoteLinkIn(mailTo(CUSTOMERS[2].email, /^Your quote Q-\d{6}-2 /)[0]);
    await page.goto(newLink);
    await page.getByRole("heading", { level: 1, name: /Q-\d{6}-2/ }).waitFor();
    // Without JavaScript, "Update total" recounts the ticked options on the server.
    await page.getByLabel(/Gutter guard/).check();
    await page.getByRole("button", { name: "Update total" }).click();
    await page.waitForURL(/chosen=2/);
    const builderTotal = formatMoney(
      priceQuote(
        {
          lines: [
            { kind: "item", description: "a", quantity: 20, unitPriceCents: 1_250, amountsAre: "inclusive" },
            { kind: "item", description: "b", quantity: 1, unitPriceCents: 5_000, amountsAre: "inclusive" },
            { kind: "item", description: "c", quantity: 20, unitPriceCents: 900, amountsAre: "inclusive", optional: true },
          ],
          amountsAre: "inclusive",
          gstRounding: "total",
        },
        new Set([2]),
      ).gst.inclusive,
    );
    expect(await page.locator("[data-total]").first().textContent()).toBe(builderTotal);
    await page.getByLabel("Your full name").fill("Wiremu Revise");
    await page.getByLabel("I accept this quote and its terms").check();
    await page.getByRole("button", { name: "Accept quote" }).click();

    await page.getByText(/Accepted by Wiremu Revise/).waitFor();
    expect(await page.locator("[data-total]").first().textContent()).toBe(builderTotal);
    await noScript.close();
  });
});
