import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isBusinessDay } from "~/lib/business-days";
import { spokenSpan } from "~/features/jobs/visit-times";
import { addDays, formatIsoDay, formatIsoDayShort, todayInAuckland } from "~/lib/clock";
import { signInTo } from "../helpers/admin-browser";
import { postForm } from "../helpers/auth";
import { crewLinkIn, crewSession, jobLinkIn } from "../helpers/crew";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { useMailBrowserSuite } from "./suites";
import { postQuote, validQuote } from "../helpers/quote";
import type { CapturedMail } from "../helpers/smtp";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * A day of visits as its people live it (issue 40, items 5, 6, 7, 13, 16, 17): the office books
 * two jobs by keyboard on a laptop, hearing the time as each moves and finding it where the
 * keyboard left it; the tradies answer on their phones, where an offer says its day and a visit's
 * buttons wait for its day unless the tradie says they are early; the customer's page says what
 * happened, not "coming", once the visit is done; the job page drops the reminder of a done visit;
 * an administrator hands a tradie a sign-in link with no email; and the phone's schedule starts today.
 */
const ADMIN = { name: "Ari Admin", email: "admin@day-in-use.test", password: "day-in-use-password-1", role: "admin" as const };
const CUSTOMERS = [
  { name: "Tama Early", email: "tama@day-in-use.test" },
  { name: "Rewi Later", email: "rewi@day-in-use.test" },
];
// Demo tradies (seeded) with their portal addresses.
const SAM = { name: "Sam Patel", email: "sam.patel@example.co.nz" };
const GRACE = { name: "Grace Liu", email: "grace.liu@example.co.nz" };

/** A working day at least three days away: its reminder is still to come, and it is never today. */
function visitDay(): string {
  let day = addDays(todayInAuckland(), 3);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
const DAY = visitDay();

/** Where the office put Sam's visit, as the schedule says it ("12:45–2:45 pm"). */
let samsSpan = "";

// Two customers' requests, each made a job to schedule.
const suite = useMailBrowserSuite(ADMIN, async ({ url, cookie }) => {
  for (const [i, customer] of CUSTOMERS.entries()) {
    expect((await postQuote(url, validQuote({ ...customer, fillTimeMs: 20_000 }))).status).toBe(201);
    const made = await postForm(url, `/admin/leads/${i + 1}`, { intent: "new-job", title: `Deck repairs ${i + 1}`, scope: "" }, cookie);
    expect(made.headers.get("location")).toBe(`/admin/jobs/${i + 1}`);
  }
});

async function mails(address: string, subject: RegExp, count: number): Promise<CapturedMail[]> {
  const found = await suite.mails(address, subject, count);
  expect(found).toHaveLength(count);
  return found;
}

/** What dnd-kit's live region last said to a screen reader. */
const spoken = (page: Page) => page.locator('[id^="DndLiveRegion"]').innerText();

/** "9:30 am" → 570. */
function minuteOf(text: string): number {
  const [, hours, minutes, half] = /^(\d{1,2})(?::(\d{2}))? (am|pm)$/.exec(text)!;
  return (Number(hours) % 12) * 60 + Number(minutes ?? 0) + (half === "pm" ? 720 : 0);
}

/**
 * Picks a job up from "To schedule" by keyboard and moves it up the day's rows until it is over
 * this tradie's: the start time a screen reader then hears, where the keyboard has put it.
 */
async function keyboardToRow(page: Page, job: string, tradie: string): Promise<number> {
  const handle = page.getByRole("button", { name: `Schedule ${job}` });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect.poll(() => spoken(page)).toContain(`Picked up job ${job}`);
  for (let i = 0; i < 20 && !(await spoken(page)).includes(tradie); i += 1) {
    await page.keyboard.press("ArrowUp");
    await page.waitForTimeout(50);
  }
  const heard = new RegExp(`^job ${job}: ${tradie}, ${formatIsoDayShort(DAY)}, (\\d{1,2}(?::\\d{2})? [ap]m)`);
  await expect.poll(async () => heard.test(await spoken(page))).toBe(true);
  return minuteOf(heard.exec(await spoken(page))![1]);
}

test.describe("a day of visits", () => {
  test("books two jobs by keyboard where the keyboard leaves them, saying the time as they move (item 13)", async () => {
    // A laptop: "To schedule" sits under the board, as wide as it.
    const staff = await openPage(suite.browser, DESKTOP);
    await signInTo(staff.page, suite.url, ADMIN, `/admin/schedule?view=day&day=${DAY}`);
    await expectAccessible(staff.page, "the day view with two jobs to schedule");

    const heard = await keyboardToRow(staff.page, "J-000001", SAM.name);
    // An hour along, by quarter hours: each step is heard, and the drop lands on the time last heard.
    for (let i = 0; i < 4; i += 1) await staff.page.keyboard.press("ArrowRight");
    samsSpan = spokenSpan(heard + 60, heard + 180);
    await expect.poll(() => spoken(staff.page)).toBe(`job J-000001: ${SAM.name}, ${formatIsoDayShort(DAY)}, ${samsSpan}.`);
    await staff.page.keyboard.press("Space");
    await expect.poll(() => spoken(staff.page)).toBe(`Dropped job J-000001: ${SAM.name}, ${formatIsoDayShort(DAY)}, ${samsSpan}. Saving.`);
    await staff.page.getByText("The visit is booked.").waitFor();
    const samsDay = staff.page.locator(`td[data-drop="cell:${SAM.name}:${DAY}"]`);
    await expect.poll(() => samsDay.getByText(samsSpan, { exact: true }).count()).toBe(1);
    // Where the keyboard put it, inside opening hours: nothing to warn about (it used to land at 6 am, before opening).
    expect(heard + 60).toBeGreaterThanOrEqual(7 * 60);
    expect(await staff.page.getByText("Check before it goes ahead").count()).toBe(0);

    // The second job, to another tradie, dropped straight where it was heard.
    const gracesStart = await keyboardToRow(staff.page, "J-000002", GRACE.name);
    await staff.page.keyboard.press("Space");
    await expect.poll(() => staff.page.getByText("The visit is booked.").count()).toBe(1);
    const gracesDay = staff.page.locator(`td[data-drop="cell:${GRACE.name}:${DAY}"]`);
    const gracesSpan = spokenSpan(gracesStart, gracesStart + 120);
    await expect.poll(() => gracesDay.getByText(gracesSpan, { exact: true }).count()).toBe(1);
    await expect.poll(() => samsDay.getByText(samsSpan, { exact: true }).count()).toBe(1);
    await staff.context.close();
  });

  test("lets the tradies answer on their phones: offers say their day, taps wait for it unless early, and the customer's page says what happened (items 5, 6, 7)", async () => {
    const [samOffer] = await mails(SAM.email, /^Work offered/, 1);
    const [graceOffer] = await mails(GRACE.email, /^Work offered/, 1);
    // The offer's deadline says its day, never only a time.
    expect(samOffer.parsed.text).toMatch(/Answer by: (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{1,2}(:\d{2})? (am|pm)/);

    const tradie = await openPage(suite.browser, PHONE);
    await tradie.page.goto(suite.url + crewLinkIn(samOffer));
    await tradie.page.getByRole("button", { name: "Open my jobs" }).click();
    await tradie.page.waitForURL(/\/crew\/visits\/\d+$/);
    const visitPath = new URL(tradie.page.url()).pathname;
    // The list of offers says which day each is, not only its time.
    await tradie.page.goto(`${suite.url}/crew`);
    await waitForHydration(tradie.page);
    const offers = tradie.page.getByRole("region", { name: "Offers to answer" });
    await offers.getByText(`${formatIsoDayShort(DAY)}, ${samsSpan} · Henderson`).waitFor();
    expect(await offers.getByText(/^Answer by (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, /).count()).toBe(1);
    // The portal's header keeps "Sign out" on one line on a phone.
    const signOutLines = await tradie.page
      .getByRole("button", { name: "Sign out" })
      .evaluate((button) => Math.round(button.getBoundingClientRect().height / parseFloat(getComputedStyle(button).lineHeight)));
    expect(signOutLines).toBe(1);
    await expectAccessible(tradie.page, "the portal's list with an offer");

    await tradie.page.goto(suite.url + visitPath);
    await waitForHydration(tradie.page);
    await tradie.page.getByRole("button", { name: "Accept the visit" }).click();
    await tradie.page.getByText("Thanks: the visit is yours.").waitFor();
    // Days before the visit its buttons wait for its day; a tap anyway is refused, saying why.
    await tradie.page.getByText(`Booked for ${formatIsoDayShort(DAY)}: these buttons are for that day.`).waitFor();
    expect(await tradie.page.getByRole("button", { name: "On my way", exact: true }).count()).toBe(0);
    expect(await tradie.page.getByRole("button", { name: "Done", exact: true }).count()).toBe(0);
    await expectAccessible(tradie.page, "an accepted visit before its day");
    const samCookie = (await tradie.context.cookies())
      .filter((c) => c.name === "crew_session")
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
    const refused = await postForm(suite.url, visitPath, { intent: "done", signedBy: CUSTOMERS[0].name }, samCookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`This visit is booked for ${formatIsoDayShort(DAY)}, not today, so nothing was marked.`);

    // Sam really is early: he says so, and signs it off with the customer.
    await tradie.page.reload();
    await waitForHydration(tradie.page);
    await tradie.page.getByText("Doing it early?").click();
    await tradie.page.getByLabel("Customer's name, to sign off the work").fill(CUSTOMERS[0].name);
    await tradie.page.getByRole("button", { name: "Done, early" }).click();
    await tradie.page.getByText("Done: thank you.").waitFor();
    await tradie.context.close();

    // Grace accepts hers; the customers' pages say each visit in its own words.
    const { cookie: graceCookie, location } = await crewSession(suite.url, crewLinkIn(graceOffer));
    expect((await postForm(suite.url, location, { intent: "accept" }, graceCookie)).status).toBe(200);
    const [doneBooking] = await mails(CUSTOMERS[0].email, /^Your visit is booked/, 1);
    const [comingBooking] = await mails(CUSTOMERS[1].email, /^Your visit is booked/, 1);
    const customer = await openPage(suite.browser, PHONE);
    await customer.page.goto(suite.url + jobLinkIn(doneBooking));
    await waitForHydration(customer.page);
    await customer.page.getByText("Sam did this visit").waitFor();
    await customer.page.getByText("This visit is done. Thank you for having us.").waitFor();
    expect(await customer.page.getByText("Sam is coming").count()).toBe(0);
    expect(await customer.page.getByRole("button", { name: "That time suits" }).count()).toBe(0);
    await expectAccessible(customer.page, "the customer's page of a done visit");
    await customer.page.goto(suite.url + jobLinkIn(comingBooking));
    await waitForHydration(customer.page);
    await customer.page.getByText("Grace is coming").waitFor();
    await customer.context.close();

    // The office: the done visit's reminder is gone from the job page, the other job's stays.
    const staff = await openPage(suite.browser, DESKTOP);
    await signInTo(staff.page, suite.url, ADMIN, "/admin/jobs/1");
    expect(await staff.page.getByText(/^Reminder to the customer of the visit of/).count()).toBe(0);
    await staff.page.getByText("Reminder to the customer cancelled: the visit is done").waitFor();
    await staff.page.getByText(`${SAM.name} is doing the visit early: it was booked for ${formatIsoDayShort(DAY)}`).waitFor();
    await staff.page.goto(`${suite.url}/admin/jobs/2`);
    await waitForHydration(staff.page);
    await staff.page.getByText(/^Reminder to the customer of the visit of/).waitFor();
    await staff.context.close();
  });

  test("lets an administrator hand a tradie a sign-in link without email, and starts the phone's schedule today (items 16, 17, 7)", async () => {
    const admin = await openPage(suite.browser, DESKTOP);
    await signInTo(admin.page, suite.url, ADMIN, "/admin/tradies");
    await admin.page.getByRole("link", { name: GRACE.name, exact: true }).click();
    await admin.page.getByRole("heading", { name: "Sign-in link to the portal" }).waitFor();
    await waitForHydration(admin.page);
    await admin.page.getByRole("button", { name: "Make a sign-in link" }).click();
    const box = admin.page.getByLabel(`${GRACE.name}'s sign-in link`);
    await box.waitFor();
    const link = await box.inputValue();
    expect(link).toMatch(/\/crew\/link\/[A-Za-z0-9_-]{43}\?to=%2Fcrew$/);
    await expectAccessible(admin.page, "a tradie's page with a sign-in link made");
    await admin.page.getByText("Made a sign-in link to the portal, working once until").waitFor();

    const phone = await openPage(suite.browser, PHONE);
    await phone.page.goto(link);
    await phone.page.getByRole("button", { name: "Open my jobs" }).click();
    await phone.page.getByRole("heading", { name: "Kia ora Grace" }).waitFor();
    await phone.context.close();

    // Quiet hours are a setting, 9 pm to 7 am unless changed.
    await admin.page.goto(`${suite.url}/admin/settings`);
    await waitForHydration(admin.page);
    expect(await admin.page.getByLabel("Quiet hours start").inputValue()).toBe("21:00");
    expect(await admin.page.getByLabel("Quiet hours end").inputValue()).toBe("07:00");
    await admin.context.close();

    // On a phone the schedule is a list from today, and says to tap, not drag.
    const office = await openPage(suite.browser, PHONE);
    await signInTo(office.page, suite.url, ADMIN, "/admin/schedule");
    await office.page.getByText("Tap a visit to open it and change it.").waitFor();
    expect(await office.page.getByText("Drag a visit").count()).toBe(0);
    const days = office.page.getByRole("list", { name: "Visits by day" }).locator(":scope > li > h2");
    expect((await days.first().innerText()).trim().startsWith(formatIsoDay(todayInAuckland()))).toBe(true);
    await expectAccessible(office.page, "the schedule on a phone");
    await office.context.close();
  });
});
