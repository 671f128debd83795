import ICAL from "ical.js";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { aucklandInstant, addDays, todayInAuckland, weekdayOf } from "~/lib/clock";
import { GRID_SLOTS } from "~/features/jobs/components/schedule-geometry";
import { signInTo } from "../helpers/admin-browser";
import { get, postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { calendarIn, crewLinkIn, crewSession, jobLinkIn } from "../helpers/crew";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from "../helpers/smtp";
import { sendFirstQuote } from "../helpers/staff-quotes";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * Jobs end to end (issue 18): a customer accepts a quote and the job waits to be scheduled;
 * staff drag it onto a tradie's Tuesday; the tradie opens the offer from the email the test
 * SMTP server received, accepts on a phone, taps "on my way" and finishes with the customer's
 * sign-off; the customer's booking carries a calendar file a library reads; the job is done and
 * the lead won. Then a move by keyboard sends the calendar update, and a declined offer reaches
 * the office. Every new page passes axe at desktop and phone sizes.
 */
const ADMIN = { name: "Ari Admin", email: "admin@jobs-e2e.test", password: "jobs-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Tama Jobs", email: "tama@jobs-e2e.test" };
const SECOND = { name: "Rewi Moves", email: "rewi@jobs-e2e.test" };
// Demo tradies (seeded) with their portal addresses.
const SAM = { name: "Sam Patel", email: "sam.patel@example.co.nz" };
const GRACE = { name: "Grace Liu", email: "grace.liu@example.co.nz" };
const TEAM = "leads@harbourside.co.nz";

let smtp: SmtpCapture;
let seeded: SeededServer;
let browser: Browser;
let url = "";
let cookie = "";
/** The first customer's job page, from their booking email. */
let customerPage = "";

/** Tuesday of next week, at least six days away, so it is never in the past. */
function nextTuesday(): string {
  let day = addDays(todayInAuckland(), 6);
  while (weekdayOf(day) !== 2) day = addDays(day, 1);
  return day;
}
const TUESDAY = nextTuesday();

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  smtp = await startSmtpCapture(await freePort());
  seeded = await startServerWithStaff([ADMIN], { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0" });
  url = seeded.server.url;
  cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  for (const customer of [CUSTOMER, SECOND])
    expect((await postQuote(url, validQuote({ ...customer, fillTimeMs: 20_000 }))).status).toBe(201);
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

const mailTo = (address: string, subject: RegExp) =>
  smtp.messages.filter((m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? ""));

async function mails(address: string, subject: RegExp, count: number): Promise<CapturedMail[]> {
  await expect.poll(() => mailTo(address, subject).length, { timeout: 15_000 }).toBe(count);
  return mailTo(address, subject);
}

function eventOf(mail: CapturedMail) {
  const calendar = new ICAL.Component(ICAL.parse(calendarIn(mail)));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
  };
}

/** Drags by the pointer, in small steps, as a person's mouse does. */
async function drag(page: Page, from: string, to: string) {
  const source = (await page.locator(from).boundingBox())!;
  const target = (await page.locator(to).boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 20 });
  await page.mouse.up();
}

test.describe("a job from an accepted quote to done", () => {
  test("is scheduled by drag, offered, accepted on a phone, booked with a calendar file, done and signed off", async () => {
    // The customer accepts their quote; the job appears to schedule.
    const { token } = await sendFirstQuote(url, cookie, 1);
    const accepted = await postForm(url, `/q/${token}`, { intent: "accept", name: CUSTOMER.name, agree: "yes" });
    expect(accepted.status).toBe(200);
    await expect
      .poll(async () => (await (await get(`${url}/admin/jobs`, cookie)).text()).includes("J-000001"), { timeout: 15_000 })
      .toBe(true);

    // Staff drag it from "To schedule" onto Sam's Tuesday in the week view.
    const staff = await openPage(browser, { width: 1600, height: 1000 });
    await signInTo(staff.page, url, ADMIN, `/admin/schedule?view=week&day=${TUESDAY}`);
    await expectAccessible(staff.page, "the week view");
    await drag(staff.page, 'button[aria-label="Schedule J-000001"]', `td[data-drop="cell:${SAM.name}:${TUESDAY}"]`);
    await expect.poll(() => staff.page.getByText("The visit is booked.").count()).toBe(1);
    await expect.poll(() => staff.page.locator(`td[data-drop="cell:${SAM.name}:${TUESDAY}"]`).getByText("9–11 am").count()).toBe(1);

    // Sam's offer: no customer details until he accepts, on his phone.
    const [offer] = await mails(SAM.email, /^Work offered/, 1);
    expect(offer.parsed.text).toContain("Henderson");
    expect(offer.parsed.text).not.toContain(CUSTOMER.name);
    const tradie = await openPage(browser, PHONE);
    await tradie.page.goto(url + crewLinkIn(offer));
    await expectAccessible(tradie.page, "the portal's link page");
    await tradie.page.getByRole("button", { name: "Open my jobs" }).click();
    await tradie.page.waitForURL(/\/crew\/visits\/\d+$/);
    await waitForHydration(tradie.page);
    expect(await tradie.page.getByText(CUSTOMER.name).count()).toBe(0);
    await expectAccessible(tradie.page, "an offer in the portal");
    await tradie.page.getByRole("button", { name: "Accept the visit" }).click();
    await tradie.page.getByText("Thanks: the visit is yours.").waitFor();
    await tradie.page.getByText(CUSTOMER.name).first().waitFor();
    await expectAccessible(tradie.page, "an accepted visit in the portal");

    // The customer's booking: Sam's first name, and a calendar file for Tuesday 9–11 am Auckland time.
    const [booking] = await mails(CUSTOMER.email, /^Your visit is booked/, 1);
    expect(booking.parsed.text).toContain("Sam is coming");
    const booked = eventOf(booking);
    expect(booked).toMatchObject({ method: "REQUEST", sequence: 0 });
    expect(booked.start).toBe(aucklandInstant(TUESDAY, "09:00").toISOString());
    expect(booked.end).toBe(aucklandInstant(TUESDAY, "11:00").toISOString());

    // The customer's page from the email: who is coming, and "that time suits".
    const customer = await openPage(browser, PHONE);
    customerPage = jobLinkIn(booking);
    await customer.page.goto(url + customerPage);
    await waitForHydration(customer.page);
    await customer.page.getByText("Sam is coming").waitFor();
    await expectAccessible(customer.page, "the customer's job page");
    await customer.page.getByRole("button", { name: "That time suits" }).click();
    await customer.page.getByText("Thanks: we have your confirmation.").waitFor();
    await mails(TEAM, /confirmed their job J-000001/, 1);

    // Tuesday is days away: the card says the buttons are for that day, and shows them only under
    // "Doing it early?" (issue 40, item 6). Sam says he is early: on my way (the customer is told),
    // then done with the customer's typed name.
    await tradie.page.getByText(/^Booked for Tue \d+ [A-Z][a-z]{2}: these buttons are for that day\.$/).waitFor();
    expect(await tradie.page.getByRole("button", { name: "On my way", exact: true }).count()).toBe(0);
    await tradie.page.getByText("Doing it early?").click();
    await expectAccessible(tradie.page, "a visit before its day, its buttons open");
    await tradie.page.getByRole("button", { name: "On my way, early" }).click();
    await tradie.page.getByText("The customer has been told you are on your way.").waitFor();
    await mails(CUSTOMER.email, /^We are on the way/, 1);
    // Still open from before, unless the page closed it.
    if (!(await tradie.page.getByRole("button", { name: "Done, early" }).isVisible()))
      await tradie.page.getByText("Doing it early?").click();
    await tradie.page.getByLabel("Customer's name, to sign off the work").fill(CUSTOMER.name);
    await tradie.page.getByRole("button", { name: "Done, early" }).click();
    await tradie.page.getByText("Done: thank you.").waitFor();

    // Staff see it done, the lead won, and the whole story on the timeline.
    await staff.page.goto(`${url}/admin/jobs/1`);
    await waitForHydration(staff.page);
    const history = staff.page.getByRole("region", { name: "History" });
    for (const line of [
      "Made from accepted quote Q-000001",
      "Visit booked: Tuesday",
      "Offered to Sam Patel",
      "Sam Patel accepted the visit",
      "Booking emailed to the customer, with a calendar file",
      "The customer confirmed the time",
      "“On the way” emailed to the customer",
      "Sam Patel is doing the visit early: it was booked for Tue",
      `Signed off by ${CUSTOMER.name}`,
      "Reminder to the customer cancelled: the visit is under way",
      "In progress → Done",
    ])
      expect(await history.getByText(line, { exact: false }).count(), line).toBeGreaterThan(0);
    expect(await staff.page.getByText("Done", { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(staff.page, "a done job");
    // The jobs list's "Done, to review" filter finds it until staff mark it reviewed.
    const toReview = async (expected: number) => {
      await staff.page.goto(`${url}/admin/jobs`);
      await waitForHydration(staff.page);
      await staff.page.getByLabel("Status").selectOption({ label: "Done, to review" });
      await staff.page.getByRole("search").getByRole("button").click();
      await staff.page.waitForURL(/status=to_review/);
      await staff.page.getByText(`${expected} ${expected === 1 ? "job" : "jobs"}`, { exact: true }).waitFor();
      expect(await staff.page.getByRole("link", { name: "J-000001" }).count()).toBe(expected);
    };
    await toReview(1);
    await staff.page.goto(`${url}/admin/jobs/1`);
    await waitForHydration(staff.page);
    await staff.page.getByRole("button", { name: "Mark reviewed" }).click();
    await staff.page.getByText(`Reviewed by ${ADMIN.name}`, { exact: false }).waitFor();
    await toReview(0);
    await staff.page.goto(`${url}/admin/jobs/1`);
    await staff.page.goto(`${url}/admin/leads/1`);
    expect(await staff.page.locator("main").getByText("Won", { exact: true }).count()).toBeGreaterThan(0);
    await staff.context.close();
    await tradie.context.close();
    await customer.context.close();
  });

  test("moves a visit by keyboard on the day view, sending the calendar update; a declined offer alerts the office", async () => {
    // A job made from the second lead, booked for Sam (who accepts over HTTP) and offered to Grace too.
    const made = await postForm(url, "/admin/leads/2", { intent: "new-job", title: "Replace the tap washers", scope: "" }, cookie);
    expect(made.status).toBe(302);
    const jobPath = made.headers.get("location")!;
    const booked = await postForm(
      url,
      jobPath,
      { intent: "add-visit", day: TUESDAY, timing: "fixed", start: "13:00", end: "14:00", tradieId: "2", instructions: "" },
      cookie,
    );
    expect(booked.status).toBe(200);
    const offers = await mails(SAM.email, /^Work offered/, 2);
    const { cookie: sam, location } = await crewSession(url, crewLinkIn(offers[1]));
    expect((await postForm(url, location, { intent: "accept" }, sam)).status).toBe(200);
    const [booking] = await mails(SECOND.email, /^Your visit is booked/, 1);

    const staff = await openPage(browser, DESKTOP);
    await signInTo(staff.page, url, ADMIN, `/admin/schedule?view=day&day=${TUESDAY}`);
    await expectAccessible(staff.page, "the day view");
    const handle = staff.page.getByRole("button", { name: /^Move J-000002/ });
    await handle.focus();
    await staff.page.keyboard.press("Space");
    // Picked up (the handle says so), each arrow then moves it a quarter hour, however fast the
    // presses come (a held key): none is lost while the page is still showing the one before.
    await expect.poll(() => handle.getAttribute("aria-pressed")).toBe("true");
    for (let i = 0; i < 4; i += 1) await staff.page.keyboard.press("ArrowRight");
    const quarterHoursAlong = () =>
      handle.evaluate((button, slots) => {
        const chip = button.parentElement!;
        const track = chip.closest("[data-drop]")!.getBoundingClientRect();
        return Math.round(new DOMMatrix(getComputedStyle(chip).transform).m41 / (track.width / slots));
      }, GRID_SLOTS);
    await expect.poll(quarterHoursAlong).toBe(4);
    await staff.page.keyboard.press("Space");
    await expect.poll(() => staff.page.getByText("The visit is moved.").count()).toBe(1);

    const [update] = await mails(SECOND.email, /^Your visit has a new time/, 1);
    const before = eventOf(booking);
    const after = eventOf(update);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.start).toBe(aucklandInstant(TUESDAY, "14:00").toISOString());

    // Grace is offered the same visit, and says no from the portal.
    await staff.page.goto(url + jobPath);
    await waitForHydration(staff.page);
    await staff.page.getByText("Move or change this visit").click();
    await staff.page.getByRole("form", { name: "Change this visit" }).getByLabel(GRACE.name).check();
    await staff.page.getByRole("button", { name: "Save the visit" }).click();
    await staff.page.getByText("The visit is changed.", { exact: false }).waitFor();
    const [graceOffer] = await mails(GRACE.email, /^Work offered/, 1);
    const { cookie: grace, location: graceVisit } = await crewSession(url, crewLinkIn(graceOffer));
    const declined = await postForm(url, graceVisit, { intent: "decline", reason: "On leave that week" }, grace);
    expect(declined.headers.get("location")).toBe("/crew?notice=declined");
    const [alert] = await mails(TEAM, /Grace Liu declined/, 1);
    expect(alert.parsed.text).toContain("On leave that week");
    await staff.page.reload();
    await staff.page.getByText("Grace Liu declined this visit: choose someone else.").waitFor();
    await expectAccessible(staff.page, "a job page with a declined offer");
    await staff.context.close();
  });

  // One test per size: twenty sweeps in one test outlasted the test timeout on a slow day.
  for (const viewport of [DESKTOP, PHONE]) {
    test(`passes axe on the other new pages at ${viewport.width}px`, async () => {
      const staff = await openPage(browser, viewport);
      await signInTo(staff.page, url, ADMIN, "/admin/jobs");
      await expectAccessible(staff.page, `the jobs list at ${viewport.width}px`);
      for (const path of [
        `/admin/schedule?view=month&day=${TUESDAY}`,
        `/admin/schedule?view=week&day=${TUESDAY}`,
        `/admin/schedule?view=day&day=${TUESDAY}`,
        "/admin/jobs/1",
        "/admin/jobs/2",
        "/admin/leads/2",
      ]) {
        await staff.page.goto(url + path);
        await waitForHydration(staff.page);
        await expectAccessible(staff.page, `${path} at ${viewport.width}px`);
      }
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(`${url}/crew/sign-in`);
      await waitForHydration(visitor.page);
      await expectAccessible(visitor.page, `the portal's sign-in page at ${viewport.width}px`);
      await visitor.page.getByLabel("Your email address").fill(SAM.email);
      await visitor.page.getByRole("button", { name: "Email me a link" }).click();
      await visitor.page.getByText("a sign-in link is on its way", { exact: false }).waitFor();
      await visitor.page.goto(url + customerPage);
      await waitForHydration(visitor.page);
      await expectAccessible(visitor.page, `the customer's job page at ${viewport.width}px`);
      await staff.context.close();
      await visitor.context.close();
    });
  }

  test("passes axe on the portal's pages on a phone and a desktop; a used sign-in link opens nothing", async () => {
    // The two sizes' tests above each asked for a sign-in link.
    const links = await mails(SAM.email, /^Your sign-in link/, 2);
    const tradie = await openPage(browser, PHONE);
    await tradie.page.goto(url + crewLinkIn(links[1]));
    await tradie.page.getByRole("button", { name: "Open my jobs" }).click();
    await tradie.page.waitForURL(`${url}/crew`);
    await tradie.page.getByRole("heading", { name: "Kia ora Sam" }).waitFor();
    await expectAccessible(tradie.page, "the portal's home");
    // The same pages on a desktop: the home, and the done visit's card.
    const desktop = await openPage(browser, DESKTOP);
    await desktop.context.addCookies(await tradie.context.cookies());
    for (const path of ["/crew", "/crew/visits/1", "/crew/sign-in"]) {
      await desktop.page.goto(url + path);
      await waitForHydration(desktop.page);
      await expectAccessible(desktop.page, `${path} on a desktop`);
    }
    await desktop.context.close();
    // A used link opens nothing.
    await tradie.page.goto(url + crewLinkIn(links[1]));
    await tradie.page.getByRole("heading", { name: "This link no longer works" }).waitFor();
    await tradie.context.close();
  });
});
