import { parse } from "csv-parse/sync";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { XERO_COLUMNS, XERO_TAX_TYPE } from "~/features/invoices/accounting-export";
import { addDays, todayInAuckland } from "~/lib/clock";
import { signInTo } from "../helpers/admin-browser";
import { get, postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { invoiceLinkIn } from "../helpers/invoices";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { BUILDER_DRAFT, sendFirstQuote } from "../helpers/staff-quotes";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * Invoices end to end (issue 19): a customer accepts a quote with a deposit and its invoice
 * reaches them; staff record the deposit paid; the job is done and its invoice is drafted with
 * the deposit taken off; staff add a variation and send it; the customer opens /i/{token} on a
 * phone and downloads the PDF; staff record the payment and the invoice is paid; the Xero file
 * is checked column by column. Every new page passes axe at desktop and phone sizes.
 */
const ADMIN = { name: "Ina Invoices", email: "admin@invoices-e2e.test", password: "invoices-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Mere Payer", email: "mere@invoices-e2e.test" };

let smtp: SmtpCapture;
let seeded: SeededServer;
let browser: Browser;
let url = "";
let cookie = "";

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  smtp = await startSmtpCapture(await freePort());
  seeded = await startServerWithStaff([ADMIN], { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0" });
  url = seeded.server.url;
  cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  expect((await postQuote(url, validQuote({ ...CUSTOMER, fillTimeMs: 20_000 }))).status).toBe(201);
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

const mails = (address: string, subject: RegExp, count: number) => mailsTo(smtp, address, subject, count);

async function recordFullPayment(page: Page, invoiceId: number) {
  await page.goto(`${url}/admin/invoices/${invoiceId}`);
  await waitForHydration(page);
  const payments = page.getByRole("region", { name: "Payments" });
  await payments.getByLabel("How").selectOption("bank_transfer");
  await payments.getByRole("button", { name: "Record the payment" }).click();
  await page.getByText("The payment is recorded: the invoice is paid.").waitFor();
}

test.describe("a job's money, from the deposit to paid", () => {
  test("invoices the deposit, takes it off the job's invoice, and is paid through the customer's link", async () => {
    // $300 of work (20 × $12.50 + a $50 downpipe), with a $100 deposit.
    const draft = { ...BUILDER_DRAFT, deposit: { kind: "amount", amountCents: 10_000 } };
    const { token } = await sendFirstQuote(url, cookie, 1, draft);
    expect((await postForm(url, `/q/${token}`, { intent: "accept", name: CUSTOMER.name, agree: "yes" })).status).toBe(200);
    const [depositMail] = await mails(CUSTOMER.email, /^Your invoice INV-000001/, 1);
    expect(depositMail.parsed.text).toContain("$100.00");

    const staff = await openPage(browser, DESKTOP);
    await signInTo(staff.page, url, ADMIN, "/admin/invoices");
    await expectAccessible(staff.page, "the invoices list");
    await recordFullPayment(staff.page, 1);
    await expectAccessible(staff.page, "a paid deposit invoice");

    // The job is done (staff mark its visit done), and its invoice is drafted with the deposit off.
    const day = addDays(todayInAuckland(), 2);
    const visit = { intent: "add-visit", day, timing: "fixed", start: "09:00", end: "11:00", tradieId: "1", instructions: "" };
    expect((await postForm(url, "/admin/jobs/1", visit, cookie)).status).toBe(200);
    expect((await postForm(url, "/admin/jobs/1", { intent: "visit-status", visitId: "1", status: "done" }, cookie)).status).toBe(200);
    await expect
      .poll(async () => (await (await get(`${url}/admin/invoices/2`, cookie)).text()).includes("Less deposit"), { timeout: 15_000 })
      .toBe(true);

    await staff.page.goto(`${url}/admin/jobs/1`);
    await waitForHydration(staff.page);
    await staff.page.getByRole("region", { name: "Invoices" }).getByRole("link", { name: "INV-000002" }).click();
    await staff.page.waitForURL(/\/admin\/invoices\/2$/);
    await waitForHydration(staff.page);
    await staff.page.getByText("Less deposit, invoice INV-000001 (paid)").first().waitFor();
    await expectAccessible(staff.page, "a draft invoice");
    // A variation agreed on site.
    const lines = staff.page.getByRole("region", { name: "Lines" });
    await lines.getByLabel("Description").last().fill("Extra downpipe bracket");
    await lines.getByLabel("Quantity").last().fill("2");
    await lines.getByLabel("Unit price ($)").last().fill("15.00");
    await lines.getByRole("button", { name: "Add the line" }).click();
    await staff.page.getByText("The line is added.").waitFor();
    // $300 + $30 − $100 deposit.
    await staff.page.locator("[data-total]").getByText("$230.00").first().waitFor();
    await staff.page.getByRole("button", { name: "Send the invoice" }).click();
    await staff.page.getByText("INV-000002 is on its way to the customer.").waitFor();

    // The customer opens their invoice on a phone.
    const [invoiceMail] = await mails(CUSTOMER.email, /^Your invoice INV-000002/, 1);
    const link = invoiceLinkIn(invoiceMail.parsed.text ?? "");
    // The PDF came through the SMTP server as an attachment.
    const [attached] = invoiceMail.parsed.attachments;
    expect(attached).toMatchObject({ filename: "INV-000002.pdf", mimeType: "application/pdf" });
    expect(
      Buffer.from(attached.content as Uint8Array)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const customer = await openPage(browser, PHONE);
    await customer.page.goto(url + link);
    await customer.page.getByText("$230.00 to pay by").waitFor();
    await customer.page.getByRole("heading", { level: 1, name: "Invoice INV-000002" }).waitFor();
    await expectAccessible(customer.page, "the customer's invoice page");
    const pdf = await fetch(`${url}${link}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1_000);

    // Staff record the bank transfer; the customer's page says paid.
    await recordFullPayment(staff.page, 2);
    await staff.page.getByRole("region", { name: "History" }).getByText("Opened by the customer").waitFor();
    await customer.page.reload();
    await customer.page.getByText("Paid in full. Thank you.").waitFor();
    await expectAccessible(customer.page, "a paid invoice on a phone");
    await mails(CUSTOMER.email, /^Receipt: payment for invoice INV-000002/, 1);

    // The month's Xero file, column by column.
    const today = todayInAuckland();
    await staff.page.goto(`${url}/admin/invoices/export?from=${today}&to=${today}`);
    await staff.page.getByText("2 invoices issued in the period").waitFor();
    await expectAccessible(staff.page, "the export page");
    const file = await get(`${url}/admin/invoices/export.csv?from=${today}&to=${today}`, cookie);
    expect(file.headers.get("content-disposition")).toContain(`xero-invoices-${today}-to-${today}.csv`);
    const rows: Record<string, string>[] = parse(await file.text(), { columns: true });
    expect(Object.keys(rows[0])).toEqual([...XERO_COLUMNS]);
    for (const row of rows) {
      expect(row["*ContactName"]).toBe(CUSTOMER.name);
      expect(row.EmailAddress).toBe(CUSTOMER.email);
      expect(row["*TaxType"]).toBe(XERO_TAX_TYPE);
      expect(row.Currency).toBe("NZD");
    }
    const totalOf = (number: string) =>
      rows
        .filter((r) => r["*InvoiceNumber"] === number)
        .reduce((sum, r) => sum + Math.round(Number(r["*Quantity"]) * Number(r["*UnitAmount"]) * 100), 0);
    expect(totalOf("INV-000001")).toBe(10_000);
    expect(totalOf("INV-000002")).toBe(23_000);
    expect(rows.find((r) => r["*Description"] === "Extra downpipe bracket")).toMatchObject({ "*Quantity": "2", "*UnitAmount": "15" });

    for (const path of ["/admin/invoices", "/admin/invoices/2"]) {
      const phone = await openPage(browser, PHONE);
      await signInTo(phone.page, url, ADMIN, path);
      await expectAccessible(phone.page, `${path} on a phone`);
      await phone.context.close();
    }
    await staff.context.close();
    await customer.context.close();
  });
});
