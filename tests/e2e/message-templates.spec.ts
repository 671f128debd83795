import type { Browser } from "@playwright/test";
import { expect, test, TRADIE } from "./fixtures";
import { startTextingServer } from "./suites";
import { addDays, formatIsoDayShort, todayInAuckland } from "~/lib/clock";
import { signInTo, textsAtAnyHour } from "../helpers/admin-browser";
import { sessionCookie } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, waitForHydration } from "../helpers/browser";
import { bookAcceptedVisit } from "../helpers/crew";
import type { FakeTwilio } from "../helpers/fake-twilio";
import { postQuote, validQuote } from "../helpers/quote";
import type { SmtpCapture } from "../helpers/smtp";

// A story: each test builds on the one before, on a business of its own.
test.describe.configure({ mode: "serial" });

/*
 * Staff's own wording of a text (issue 43, item 2), on a laptop, through the real Twilio SDK
 * against the fake Twilio: a customer who chose text has a visit booked; the office edits the
 * visit reminder's text, sees its count turn from GSM-7 to UCS-2 as an emoji goes in, saves it,
 * and the next reminder sent carries the new wording with the customer's own values.
 */
const ADMIN = { name: "Tia Admin", email: "admin@templates-e2e.test", password: "templates-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Wiremu Texter", email: "wiremu@templates-e2e.test", phone: "021 555 0321" };
const MOBILE = "+64215550321";
const DAY = addDays(todayInAuckland(), 4);

let fake: FakeTwilio;
let smtp: SmtpCapture;
let browser: Browser;
let url = "";
let job = "";

let server: Awaited<ReturnType<typeof startTextingServer>>;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  server = await startTextingServer([ADMIN]);
  ({ fake, smtp } = server);
  url = server.seeded.server.url;
});
test.afterAll(() => server?.close());

test("a customer who chose text has a visit booked, and is texted the booking in the default wording", async () => {
  const office = await openPage(browser, DESKTOP);
  await signInTo(office.page, url, ADMIN, "/admin/settings");
  await textsAtAnyHour(office.page);
  await office.context.close();
  expect((await postQuote(url, { ...validQuote({ ...CUSTOMER, fillTimeMs: 20_000 }), contactPreference: "text" })).status).toBe(201);
  const cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  job = await bookAcceptedVisit(url, cookie, smtp, { leadId: 1, title: "Fence repair", day: DAY, tradieEmail: TRADIE.email });
  await expect.poll(() => fake.to(MOBILE).length).toBe(1);
  expect(fake.to(MOBILE)[0].body).toContain(`your visit is booked for ${formatIsoDayShort(DAY)}, 9 am to 11 am`);
});

test("the office edits the reminder's text: the count turns UCS-2 with an emoji, and the next reminder carries it", async () => {
  const office = await openPage(browser, DESKTOP);
  await signInTo(office.page, url, ADMIN, "/admin/settings");
  await office.page.getByRole("link", { name: "Customer messages" }).click();
  await office.page.getByRole("link", { name: "Visit reminder (text)" }).click();
  await office.page.getByRole("heading", { name: "Visit reminder (text)" }).waitFor();
  const text = office.page.getByLabel("Text", { exact: true });
  // The preview is filled from the newest real visit: this customer's.
  await expect(office.page.getByText(`The newest visit: ${CUSTOMER.name}, job J-000001`)).toBeVisible();
  // The default, filled, is a little over one segment.
  await expect(office.page.getByText(/^\d+ characters, 2 segments \(GSM-7\)$/)).toBeVisible();
  await text.fill("{business_name}: kia ora {first_name}, see you {visit_day} {visit_window}. {link} Reply STOP to opt out.");
  await expect(office.page.getByText(/^\d+ characters, 1 segment \(GSM-7\)$/)).toBeVisible();
  // One emoji makes the whole text UCS-2: 70 characters a segment, not 160.
  await text.fill(
    "{business_name}: kia ora {first_name}, see you {visit_day} {visit_window}{with_tradie} 🙂 {link} Reply STOP to opt out.",
  );
  await expect(office.page.getByText(/^\d+ characters, 3 segments \(UCS-2\)$/)).toBeVisible();
  await expect(office.page.getByTestId("text-preview")).toContainText(
    `kia ora Wiremu, see you ${formatIsoDayShort(DAY)} 9 am to 11 am with`,
  );
  await expectAccessible(office.page, "the text editor with its preview and count");

  // A field that does not exist is refused by name, and nothing is saved.
  await text.fill("{business_name}: see you {visit_windw} 🙂 {link} Reply STOP to opt out.");
  await office.page.getByRole("button", { name: "Save wording" }).click();
  await expect(office.page.getByText(/^\{visit_windw\} is not a field of this message/)).toBeVisible();

  await text.fill(
    "{business_name}: kia ora {first_name}, see you {visit_day} {visit_window}{with_tradie} 🙂 {link} Reply STOP to opt out.",
  );
  await office.page.getByRole("button", { name: "Save wording" }).click();
  await expect(office.page.getByText("Saved. Messages queued from now on use this wording.")).toBeVisible();
  await expect(office.page.getByRole("button", { name: "Reset to default" })).toBeVisible();

  await office.page.goto(url + job);
  await waitForHydration(office.page);
  await office.page.getByRole("button", { name: "Send it now" }).click();
  await office.page.getByText("The message is being sent now.").waitFor();
  await expect.poll(() => fake.to(MOBILE).length).toBe(2);
  const tradieFirst = TRADIE.name.split(" ")[0];
  expect(fake.to(MOBILE)[1].body).toMatch(
    new RegExp(
      `^Harbourside Property Maintenance: kia ora Wiremu, see you ${formatIsoDayShort(DAY)} 9 am to 11 am with ${tradieFirst} 🙂 ` +
        `${url.replaceAll(".", "\\.")}/c/[A-Za-z0-9_-]{22} Reply STOP to opt out\\.$`,
      "u",
    ),
  );
  await office.context.close();
});
