import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { photo } from "../helpers/applications";
import { startServerWithStaff, type SeededServer } from "../helpers/auth";
import { axeViolations, DESKTOP, expectNoClassClashes, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * A tradie applies, staff review and approve them, finish the profile and publish it, and a
 * homeowner finds them through the finder and opens their profile: in Chromium, with both
 * application emails arriving at a real SMTP server, and axe checking every page on the way.
 */

const MANAGER = { email: "mika@journey.test", password: "journey-password-1", name: "Mika Manager" };
let seeded: SeededServer;
let browser: Browser;
let smtp: SmtpCapture;
let url: string;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  smtp = await startSmtpCapture();
  // Playwright fills a form far faster than a person: the bot timer is tested in integration.
  seeded = await startServerWithStaff([{ ...MANAGER, role: "manager" }], {
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    APPLICATION_MIN_FILL_MS: "0",
  });
  url = seeded.server.url;
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

const waitForHeading = (page: Page, text: string | RegExp) =>
  page.waitForFunction(
    ([source, flags]) => new RegExp(source, flags).test(document.querySelector("h1")?.textContent ?? ""),
    typeof text === "string" ? [`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, ""] : [text.source, text.flags],
  );

async function expectImageLoaded(image: Locator) {
  await image.waitFor({ state: "visible" });
  await image.evaluate((img: HTMLImageElement) =>
    img.complete ? undefined : new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
  );
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function expectNoAxeViolations(page: Page, where: string) {
  // After a change the page revalidates; its buttons are busy (and dimmed) until that is over.
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page), where).toEqual([]);
  await expectNoClassClashes(page, where);
}

async function fillApplication(page: Page, applicant: { name: string; email: string }) {
  await page.getByLabel("Full name").fill(applicant.name);
  await page.getByLabel("Email", { exact: true }).fill(applicant.email);
  await page.getByLabel("Mobile number").fill("022 345 6789");
  await page.getByLabel("Business name").fill("Kahu Roofing");
  await page.getByLabel("NZBN (optional)").fill("9429041234567");
  await page.getByLabel("Years of experience in your trade").fill("15");
  await page.getByLabel("About your business").fill("Re-roofing, repairs and gutter work across West Auckland, with a crew of three.");
  const file = await photo(900, 900, "jpeg");
  await page.locator('input[name="photo"]').setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: Buffer.from(file.bytes) });
  await page.getByRole("checkbox", { name: "Roofing", exact: true }).check();
  await page.getByRole("checkbox", { name: "Gutter Cleaning", exact: true }).check();
  await page.getByRole("checkbox", { name: "West Auckland", exact: true }).check();
  const northShore = page.locator("details").filter({ hasText: "Only some suburbs in North Shore?" });
  if ((await northShore.getAttribute("open")) === null) await northShore.locator("summary").click();
  await page.getByRole("checkbox", { name: "Albany", exact: true }).check();
  await page.getByLabel("LBP licence number (LBP)").fill("BP 654321");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByLabel("I agree to be contacted by phone and email about my application.").check();
  await page.getByLabel("I have read the privacy statement and agree to it.").check();
  await page.getByLabel(/^I consent to a Ministry of Justice criminal record check/).check();
}

async function mailFor(address: string) {
  const find = () => smtp.messages.filter((m) => m.envelopeTo.includes(address) || m.parsed.replyTo?.[0]?.address === address);
  for (const deadline = Date.now() + 15_000; find().length < 2 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 50));
  return find();
}

test.describe("the application form in the browser", () => {
  test("lists every problem at once, focused and linked to its field, without sending anything", async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${url}/join-as-tradie`);
      await waitForHydration(page);
      await expectNoAxeViolations(page, "join page");
      await page.getByRole("button", { name: "Send my application" }).click();
      const summary = page.getByRole("alert").filter({ hasText: "Please check the highlighted fields" });
      await summary.waitFor({ state: "visible" });
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await summary.getByRole("link").count()).toBe(12);
      expect(new URL(page.url()).pathname).toBe("/join-as-tradie");
      await summary.getByRole("link", { name: "Full name is required" }).click();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("fullName");
      expect(await page.getByLabel("Full name").getAttribute("aria-invalid")).toBe("true");
      await expectNoAxeViolations(page, "join page with errors");

      // Fixing a field clears its message as soon as it changes.
      await page.getByLabel("Full name").fill("Someone");
      await page.getByText("Full name is required").first().waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe("from application to public profile", () => {
  test("applies, is approved and published by staff, and is found through the finder", async () => {
    const applicant = { name: "Ihaia Kahu", email: "ihaia@example.co.nz" };

    // The tradie applies.
    const tradieSide = await openPage(browser, DESKTOP);
    try {
      const { page, errors } = tradieSide;
      await page.goto(`${url}/join-as-tradie`);
      await waitForHydration(page);
      await fillApplication(page, applicant);
      await expectNoAxeViolations(page, "filled application");
      await page.getByRole("button", { name: "Send my application" }).click();
      await page.waitForURL(new RegExp(`^${url}/apply/thank-you\\?sent=application&ref=\\d+$`));
      await expectNoAxeViolations(page, "thank-you page");
      expect(errors).toEqual([]);
    } finally {
      await tradieSide.context.close();
    }
    const mail = await mailFor(applicant.email);
    expect(mail.map((m) => m.envelopeTo[0]).sort()).toEqual([applicant.email, "leads@harbourside.co.nz"]);
    expect(mail.find((m) => m.envelopeTo.includes(applicant.email))?.parsed.subject).toBe(
      "We have your application – Harbourside Property Maintenance",
    );
    expect(mail.find((m) => m.envelopeTo.includes("leads@harbourside.co.nz"))?.parsed.subject).toMatch(
      /^New tradie application #\d+: Ihaia Kahu, Roofing$/,
    );

    // Staff review, approve, finish and publish the profile.
    const staffSide = await openPage(browser, DESKTOP);
    try {
      const { page, errors } = staffSide;
      await page.goto(`${url}/admin/login?redirectTo=%2Fadmin%2Fapplications`);
      await waitForHydration(page);
      await page.getByLabel("Email").fill(MANAGER.email);
      await page.getByLabel("Password").fill(MANAGER.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${url}/admin/applications`);
      await waitForHeading(page, "Applications");
      await page.getByRole("link", { name: applicant.name }).waitFor({ state: "visible" });
      await expectNoAxeViolations(page, "applications list");

      await page.getByRole("link", { name: applicant.name }).click();
      await waitForHeading(page, /^Application #\d+: Ihaia Kahu$/);
      await expectImageLoaded(page.getByRole("img", { name: applicant.name, exact: true }));
      await expectNoAxeViolations(page, "application page");

      await page.getByRole("button", { name: "Approve and create draft profile" }).click();
      await page.getByRole("status").filter({ hasText: "Approved." }).waitFor({ state: "visible" });
      await page.getByRole("link", { name: "Open the draft profile" }).click();
      await waitForHeading(page, applicant.name);
      await expectNoAxeViolations(page, "draft tradie page");

      await page.getByLabel("LBP expiry date").fill(day(200));
      await page.getByLabel("Insurance expiry date").fill(day(300));
      await page.getByLabel("Public liability insurer").fill("Vero");
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByRole("status").filter({ hasText: "Profile saved." }).waitFor({ state: "visible" });
      await page.getByRole("button", { name: "Mark as verified" }).click();
      await page.getByRole("status").filter({ hasText: "now shows the verified badge" }).waitFor({ state: "visible" });
      await page.getByRole("button", { name: "Publish profile" }).click();
      await page.getByRole("status").filter({ hasText: "Ihaia Kahu's profile is published." }).waitFor({ state: "visible" });
      await page.getByRole("link", { name: "View the public profile" }).waitFor({ state: "visible" });
      await expectNoAxeViolations(page, "published tradie page");

      await page.goto(`${url}/admin/tradies`);
      await waitForHeading(page, "Tradies");
      await expectNoAxeViolations(page, "tradies list");
      await page.goto(`${url}/admin/tradies/new`);
      await waitForHeading(page, "Add a tradie");
      await expectNoAxeViolations(page, "new tradie page");
      expect(errors).toEqual([]);
    } finally {
      await staffSide.context.close();
    }

    // A homeowner finds them.
    const homeowner = await openPage(browser, PHONE);
    try {
      const { page, errors } = homeowner;
      await page.goto(`${url}/find-a-tradie`);
      await waitForHydration(page);
      await page.getByLabel("Trade", { exact: true }).selectOption("Roofing");
      await page.getByLabel("Area", { exact: true }).selectOption("West Auckland");
      await page.getByRole("button", { name: "Show tradies" }).click();
      await page.waitForURL(`${url}/find-a-tradie?trade=Roofing&area=West+Auckland`);
      const link = page.getByRole("link", { name: applicant.name });
      await link.waitFor({ state: "visible" });
      await expectNoAxeViolations(page, "finder results");

      await link.click();
      await waitForHeading(page, applicant.name);
      await expectImageLoaded(page.getByRole("img", { name: `Photo of ${applicant.name}` }));
      expect(await page.getByText(/Verified by our team/).count()).toBe(1);
      await expectNoAxeViolations(page, "tradie profile");

      await page.goto(`${url}/our-tradies`);
      await page.getByRole("link", { name: applicant.name }).waitFor({ state: "visible" });
      await expectNoAxeViolations(page, "our tradies");
      expect(errors).toEqual([]);
    } finally {
      await homeowner.context.close();
    }
  });
});

test.describe("without JavaScript", () => {
  test("sends an application and uses the finder as plain HTML forms", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto(`${url}/join-as-tradie`);
      // The server checks the form: a missing name comes back with its message and the rest kept.
      await fillApplication(page, { name: "", email: "nojs@example.co.nz" });
      await page.getByRole("button", { name: "Send my application" }).click();
      await page.getByText("Full name is required").first().waitFor({ state: "visible" });
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("nojs@example.co.nz");
      expect(await page.getByRole("checkbox", { name: "Roofing", exact: true }).isChecked()).toBe(true);

      await fillApplication(page, { name: "Plain Pita", email: "nojs@example.co.nz" });
      await page.getByRole("button", { name: "Send my application" }).click();
      await page.waitForURL(new RegExp(`^${url}/apply/thank-you\\?sent=application&ref=\\d+$`));
      expect((await mailFor("nojs@example.co.nz")).length).toBe(2);

      await page.goto(`${url}/find-a-tradie`);
      await page.getByLabel("Trade", { exact: true }).selectOption("Plumbing");
      await page.getByRole("button", { name: "Show tradies" }).click();
      await page.waitForURL(`${url}/find-a-tradie?trade=Plumbing&area=`);
      await page.getByRole("link", { name: "Aroha Ngata" }).waitFor({ state: "visible" });
    } finally {
      await context.close();
    }
  });
});
