import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, todayInAuckland } from "~/lib/clock";
import { signInTo } from "../helpers/admin-browser";
import { sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { drawSignature, portalLinkPath } from "../helpers/crew-browser";
import { bookAcceptedVisit } from "../helpers/crew";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * Issue 46 items 2 and 3, walked as their people do (docs/decisions/0206, 0207): the tradie on a
 * phone signs in from a link the office made, sees the phone among their devices, marks a visit
 * done and the customer draws their signature with the pointer; the office, on a laptop, sees
 * the signature on the job and on its invoice. /crew/devices passes axe at phone and desktop sizes.
 */
const ADMIN = { name: "Ari Admin", email: "admin@signature-e2e.test", password: "signature-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Tama Signature", email: "tama@signature-e2e.test" };
const AROHA = "aroha.ngata@example.co.nz";

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
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

const portalLink = (tradieId: number) => portalLinkPath(url, cookie, tradieId);

test("a tradie's phone stays signed in as a device, and the customer signs off by drawing", async () => {
  const request = await postQuote(url, validQuote({ ...CUSTOMER, fillTimeMs: 20_000 }));
  expect(request.status).toBe(201);
  const leadId = Number(request.body.reference);
  const job = await bookAcceptedVisit(url, cookie, smtp, {
    leadId,
    title: "Gutters",
    day: addDays(todayInAuckland(), 7),
    tradieEmail: AROHA,
  });

  const tradie = await openPage(browser, PHONE);
  await tradie.page.goto(url + (await portalLink(1)));
  await tradie.page.getByRole("button", { name: "Open my jobs" }).click();
  await tradie.page.waitForURL(`${url}/crew`);
  await tradie.page.getByRole("link", { name: "Devices" }).click();
  await tradie.page.getByRole("heading", { name: "My devices" }).waitFor();
  await expect(tradie.page.getByText("(this device)")).toHaveCount(1);
  await expectAccessible(tradie.page, "the tradie's devices at phone size");

  await tradie.page.goto(`${url}/crew/visits/1`);
  await waitForHydration(tradie.page);
  await tradie.page.getByText("Doing it early?").click();
  await tradie.page.getByLabel("Customer's name, to sign off the work").fill(CUSTOMER.name);
  await drawSignature(tradie.page);
  await tradie.page.getByRole("button", { name: "Done, early" }).click();
  await tradie.page.getByText("Done: thank you.").waitFor();
  expect(tradie.errors).toEqual([]);

  // The office, on a laptop: the signature on the job page and on its invoice.
  const staff = await openPage(browser, DESKTOP);
  await signInTo(staff.page, url, ADMIN, job);
  const signed = new RegExp(`^Signed by ${CUSTOMER.name} on `);
  await expect(staff.page.getByRole("img", { name: signed })).toHaveCount(1);
  // Finishing the job drafts its invoice: made in the background, then listed on the job.
  const invoiceLink = staff.page.locator('a[href^="/admin/invoices/"]').first();
  await expect
    .poll(async () => (await staff.page.reload(), await staff.page.locator('a[href^="/admin/invoices/"]').count()), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await staff.page.goto(url + (await invoiceLink.getAttribute("href")));
  await expect(staff.page.getByRole("img", { name: signed })).toHaveCount(1);
  const natural = await staff.page.getByRole("img", { name: signed }).evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(natural).toBeGreaterThan(0);

  // The devices page at desktop size too.
  const laptop = await openPage(browser, DESKTOP);
  await laptop.page.goto(url + (await portalLink(1)));
  await laptop.page.getByRole("button", { name: "Open my jobs" }).click();
  await laptop.page.waitForURL(`${url}/crew`);
  await laptop.page.goto(`${url}/crew/devices`);
  // The phone, the laptop, and the session that accepted the offer from its email.
  await expect(laptop.page.getByTestId("device")).toHaveCount(3);
  await expectAccessible(laptop.page, "the tradie's devices at desktop size");
});
