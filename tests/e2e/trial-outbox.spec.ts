import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { useStaffBrowserSuite } from "./suites";
import { postForm, sessionCookie } from "../helpers/auth";
import { expectAccessible, openPage, PHONE, waitForHydration, type PageWithErrors } from "../helpers/browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * A day in use of a trial install with no mail server (issue 40, item 11): the office sends two
 * customers their invoices from a laptop; nothing leaves the system, and /admin/email says so.
 * The office opens Aroha's email, copies the invoice's link from it and texts it to her; Aroha
 * opens it on her phone and sees her own invoice; the office then sees on the invoice that she
 * opened it. Every page passes axe.
 */
const ADMIN = { name: "Olive Office", email: "office@trial-outbox.test", password: "trial-outbox-password-1", role: "admin" as const };
const suite = useStaffBrowserSuite(ADMIN, ["Aroha Trial", "Tama Trial"]);
const pages: PageWithErrors[] = [];
test.afterAll(async () => {
  for (const { context } of pages) await context.close();
});

/** A draft invoice for lead `lead` with one line, made over HTTP: the setting for the day, not what is tested. */
async function draftInvoice(cookie: string, lead: number, price: string) {
  const job = (await postForm(suite.url, `/admin/leads/${lead}`, { intent: "new-job", title: "Gutters" }, cookie)).headers.get("location")!;
  const invoice = (await postForm(suite.url, job, { intent: "new-invoice" }, cookie)).headers.get("location")!;
  const line = { intent: "line", lineIndex: "", description: "Gutter clean", quantity: "1", unitPrice: price };
  expect((await postForm(suite.url, invoice, line, cookie)).status).toBe(200);
  return invoice;
}

test.describe("a trial install's outbox, from the office's laptop to the customer's phone", () => {
  test("lets the office read a captured invoice email, copy its link, and the customer open it", async () => {
    const cookie = await sessionCookie(suite.url, ADMIN.email, ADMIN.password);
    const aroha = await draftInvoice(cookie, 1, "150.00");
    const tama = await draftInvoice(cookie, 2, "95.50");
    expect((await postForm(suite.url, tama, { intent: "send" }, cookie)).status).toBe(200);

    const laptop = await openPage(suite.browser);
    pages.push(laptop);
    const office = laptop.page;
    await laptop.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.url });
    await signInTo(office, suite.url, ADMIN, aroha);
    await office.getByRole("button", { name: "Send the invoice" }).click();
    await office.getByText("Sent to lead1@example.co.nz").first().waitFor();

    await office.goto(`${suite.url}/admin/email`);
    await waitForHydration(office);
    await office.getByText("Email is only being captured, not sent.").waitFor();
    await expectAccessible(office, "the outbox of a trial install");
    const all = office.getByRole("table", { name: "Every email, newest first" });
    // Both customers' invoices are there, each to its own customer, captured: the first to arrive is captured once the worker has been by.
    await expect
      .poll(async () => (await all.getByRole("row").filter({ hasText: "Captured, not sent" }).count()) >= 2, { timeout: 20_000 })
      .toBe(true);
    await all
      .getByRole("row")
      .filter({ hasText: "lead1@example.co.nz" })
      .filter({ hasText: /invoice/i })
      .getByRole("link")
      .click();
    await office.waitForURL(/\/admin\/email\/\d+$/);
    await waitForHydration(office);
    await expect.poll(() => office.locator("main pre").textContent()).toContain("Aroha");
    expect(await office.locator("main pre").textContent()).not.toContain("Tama");
    await expectAccessible(office, "a captured email");
    await office.getByRole("button", { name: "Copy link" }).first().click();
    await office.getByRole("button", { name: "Copied" }).waitFor();
    const link = await office.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await office.getByLabel("Link to the invoice").inputValue());
    expect(link).toMatch(/\/i\/[A-Za-z0-9_-]{43}$/);

    const mobile = await openPage(suite.browser, PHONE);
    pages.push(mobile);
    const phone = mobile.page;
    await phone.goto(link);
    await waitForHydration(phone);
    await phone.getByRole("heading", { name: /^Invoice INV-/ }).waitFor();
    expect(await phone.locator("main").textContent()).toContain("$150.00 to pay");
    expect(await phone.locator("main").textContent()).not.toContain("$95.50");
    await expectAccessible(phone, "the customer's invoice from a copied link");

    await office.goto(suite.url + aroha);
    await waitForHydration(office);
    await office.getByText("Opened by the customer").waitFor();
    expect(laptop.errors).toEqual([]);
    expect(mobile.errors).toEqual([]);
  });
});
