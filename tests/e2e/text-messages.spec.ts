import type { Browser } from "@playwright/test";
import { expect, test, TRADIE } from "./fixtures";
import { startTextingServer } from "./suites";
import { addDays, formatIsoDayShort, todayInAuckland } from "~/lib/clock";
import { signInTo, textsAtAnyHour } from "../helpers/admin-browser";
import { sessionCookie } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, PHONE } from "../helpers/browser";
import { bookAcceptedVisit } from "../helpers/crew";
import type { FakeTwilio } from "../helpers/fake-twilio";
import { postQuote, validQuote } from "../helpers/quote";
import {
  openHome,
  openQuoteFromHero,
  quoteDialog,
  fillContactDetails,
  fillDescriptionAndContinue,
  fillScheduleAndContinue,
} from "../helpers/quote-browser";
import { mailsTo, type SmtpCapture } from "../helpers/smtp";

// A story: each test builds on the one before, on a business of its own.
test.describe.configure({ mode: "serial" });

/*
 * Texts end to end (issue 43), through the real Twilio SDK against the fake Twilio: a customer
 * on a phone asks for a quote and chooses to be kept posted by text; another chooses email. The
 * office books a visit for each, the tradie accepts, and the one who chose text gets one SMS with
 * the visit's day and window (the other gets the email). They reply STOP: the reminder the office
 * then sends goes by email only. They reply "Can you come at 3?": the office finds it on the
 * job's timeline and in Messages, on a laptop.
 */
const ADMIN = { name: "Ari Admin", email: "admin@texts-e2e.test", password: "texts-e2e-password-1", role: "admin" as const };
const TEXTER = {
  message: "The kitchen tap drips all night.",
  time: "10:00 AM",
  name: "Hemi Texter",
  email: "hemi@texts-e2e.test",
  phone: "021 555 0123",
  address: "27 Ponsonby Road",
  suburb: "Ponsonby",
};
const TEXTER_MOBILE = "+64215550123";
const EMAILER = { name: "Ruth Emailer", email: "ruth@texts-e2e.test", phone: "022 555 0456" };
const DAY = addDays(todayInAuckland(), 5);

let fake: FakeTwilio;
let smtp: SmtpCapture;
let browser: Browser;
let url = "";
let cookie = "";

let server: Awaited<ReturnType<typeof startTextingServer>>;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  server = await startTextingServer([ADMIN]);
  ({ fake, smtp } = server);
  url = server.seeded.server.url;
  cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
});
test.afterAll(() => server?.close());

const bookedVisit = (leadId: number, title: string) =>
  bookAcceptedVisit(url, cookie, smtp, { leadId, title, day: DAY, tradieEmail: TRADIE.email });

let texterJob = "";

test.describe("texts to a customer who chose them", () => {
  test("the office turns quiet hours off for texts, so the story runs at any hour", async () => {
    const office = await openPage(browser, DESKTOP);
    await signInTo(office.page, url, ADMIN, "/admin/settings");
    await textsAtAnyHour(office.page);
    await office.context.close();
  });

  test("a customer on a phone chooses text; their booking is one SMS with the day and window, the other customer's an email", async () => {
    expect((await postQuote(url, validQuote({ ...EMAILER, fillTimeMs: 20_000 }))).status).toBe(201);
    const customer = await openPage(browser, PHONE);
    await openHome(customer.page, url);
    await openQuoteFromHero(customer.page, "Plumbing");
    const dialog = quoteDialog(customer.page);
    await fillDescriptionAndContinue(dialog, TEXTER);
    await fillScheduleAndContinue(dialog, addDays(todayInAuckland(), 7), TEXTER);
    await fillContactDetails(dialog, TEXTER);
    await dialog.getByRole("radio", { name: "Text message" }).check();
    await expectAccessible(customer.page, "the quote form's contact step with its choice of email or text");
    await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
    await customer.page.waitForURL(/thank-you/);
    await customer.context.close();

    texterJob = await bookedVisit(2, "Kitchen tap");
    await bookedVisit(1, "Laundry tap");
    await expect.poll(() => fake.to(TEXTER_MOBILE).length, { timeout: 15_000 }).toBe(1);
    const [sms] = fake.to(TEXTER_MOBILE);
    expect(sms.body).toContain(`your visit is booked for ${formatIsoDayShort(DAY)}, 9 am to 11 am with ${TRADIE.name.split(" ")[0]}`);
    expect(sms.body.startsWith("Harbourside Property Maintenance: ")).toBe(true);
    // The text's one short link opens the customer's own page on their phone (issue 45, decision 0221):
    // their visit is there to confirm, and the other customer's is not.
    const link = /https?:\/\/\S+\/c\/[A-Za-z0-9_-]{22}(?=\s)/.exec(sms.body)?.[0];
    expect(link).toBeDefined();
    const hub = await openPage(browser, PHONE);
    await hub.page.goto(link!);
    await expect(hub.page.getByRole("heading", { level: 1 })).toHaveText("Kia ora Hemi");
    const coming = hub.page.getByRole("region", { name: "Visits coming up" });
    await expect(coming.getByRole("listitem")).toHaveCount(1);
    // One visit, at this customer's address: not the other customer's.
    await expect(coming.getByRole("listitem")).toContainText(`at ${TEXTER.address}, ${TEXTER.suburb}`);
    // Tapped as soon as it shows, whether or not the page's code has loaded (decision 0222).
    await coming.getByRole("button", { name: "That time suits" }).click();
    await expect(coming.getByText("You confirmed this time. Thank you.")).toBeVisible();
    await expectAccessible(hub.page, "the customer's page opened from the booking text, on a phone");
    await hub.context.close();
    // The one who chose email gets the booking by email, and no text; the one who chose text, no email.
    await mailsTo(smtp, EMAILER.email, /^Your visit is booked/, 1);
    expect(fake.to("+64225550456")).toEqual([]);
    expect(
      smtp.messages.filter((m) => m.envelopeTo.includes(TEXTER.email) && /^Your visit is booked/.test(m.parsed.subject ?? "")),
    ).toEqual([]);
    // Twilio's receipts come back signed, and the office sees the text delivered.
    await expect.poll(() => fake.receiptsSent.filter((r) => r.status === 200).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  });

  test("a reply STOP opts them out: the reminder the office sends goes by email only", async () => {
    expect((await fake.inbound(`${url}/api/sms/inbound`, { from: TEXTER_MOBILE, body: "STOP" })).status).toBe(200);
    const office = await openPage(browser, DESKTOP);
    await signInTo(office.page, url, ADMIN, texterJob);
    await office.page.getByRole("button", { name: "Send it now" }).click();
    await office.page.getByText("The message is being sent now.").waitFor();
    await mailsTo(smtp, TEXTER.email, /^Reminder/, 1);
    // Give the text worker time to send anything it might have queued.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(fake.to(TEXTER_MOBILE)).toHaveLength(1);
    await office.page.reload();
    await office.page.getByText("The customer replied “STOP”").first().waitFor();
    await office.context.close();
  });

  test("a reply 'Can you come at 3?' lands on the job's timeline and in Messages, unread", async () => {
    expect((await fake.inbound(`${url}/api/sms/inbound`, { from: TEXTER_MOBILE, body: "START" })).status).toBe(200);
    expect((await fake.inbound(`${url}/api/sms/inbound`, { from: TEXTER_MOBILE, body: "Can you come at 3?" })).status).toBe(200);
    const office = await openPage(browser, DESKTOP);
    await signInTo(office.page, url, ADMIN, texterJob);
    await office.page.getByText("Text from the customer: “Can you come at 3?”").waitFor();
    await office.page.goto(`${url}/admin/messages`);
    await office.page.getByText("Can you come at 3?").first().waitFor();
    expect(await office.page.getByRole("heading", { name: /Replies \(3 unread\)/ }).count()).toBe(1);
    await expectAccessible(office.page, "the messages inbox with replies");
    await office.context.close();
  });
});
