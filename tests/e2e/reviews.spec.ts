import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { addDays, todayInAuckland } from "~/lib/clock";
import { signInTo } from "../helpers/admin-browser";
import { get, postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { crewLinkIn, crewSession } from "../helpers/crew";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * Reviews end to end (issue 19): a painting job is done; staff send the review request from the
 * job page; the customer opens it on a phone, gives 5 stars with a photo; the review shows on the
 * tradie's profile, the painting page and /reviews, and the site's figure and structured data
 * count it; staff hide it for a published rule, which the audit log records, and the figure
 * goes back. Every new page passes axe at phone and desktop sizes.
 */
const ADMIN = { name: "Rua Reviews", email: "admin@reviews-e2e.test", password: "reviews-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Anahera Walker", email: "anahera@reviews-e2e.test" };
const TRADIE = "aroha.ngata@example.co.nz"; // demo tradie 1

let smtp: SmtpCapture;
let seeded: SeededServer;
let browser: Browser;
let url = "";
let cookie = "";

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  smtp = await startSmtpCapture(await freePort());
  seeded = await startServerWithStaff([ADMIN], { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100" });
  url = seeded.server.url;
  cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  expect((await postQuote(url, validQuote({ ...CUSTOMER, service: "Painting", fillTimeMs: 20_000 }))).status).toBe(201);
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

const mails = (address: string, subject: RegExp, count: number) => mailsTo(smtp, address, subject, count);

/** The site's review count, from the home page's structured data. */
async function siteCount(): Promise<number> {
  const html = await (await get(`${url}/`)).text();
  const business = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]))
    .flat()
    .find((d) => d["@type"] === "HomeAndConstructionBusiness");
  return Number(business?.aggregateRating?.reviewCount ?? 0);
}

test.describe("a verified review, from the done job to the site", () => {
  test("is asked for, written on a phone with a photo, shown on the tradie's and the service's pages, and hidden only with a reason", async () => {
    // The job: tradie 1 accepts the visit from the portal, and staff mark it done.
    const made = await postForm(url, "/admin/leads/1", { intent: "new-job", title: "Repaint the fence" }, cookie);
    const jobPath = made.headers.get("location")!;
    const visit = {
      intent: "add-visit",
      day: addDays(todayInAuckland(), 1),
      timing: "fixed",
      start: "09:00",
      end: "11:00",
      tradieId: "1",
      instructions: "",
    };
    expect((await postForm(url, jobPath, visit, cookie)).status).toBe(200);
    const [offer] = await mails(TRADIE, /^Work offered/, 1);
    const tradie = (await crewSession(url, crewLinkIn(offer))).cookie;
    expect((await postForm(url, "/crew/visits/1", { intent: "accept" }, tradie)).status).toBe(200);
    expect((await postForm(url, jobPath, { intent: "visit-status", visitId: "1", status: "done" }, cookie)).status).toBe(200);
    const before = await siteCount();

    // Staff send the waiting request now, from the job page.
    const staff = await openPage(browser, DESKTOP);
    await signInTo(staff.page, url, ADMIN, jobPath);
    const panel = staff.page.getByRole("region", { name: "Customer's review" });
    await expect
      .poll(
        async () => {
          await staff.page.reload();
          return panel.getByRole("button", { name: "Ask for a review now" }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expectAccessible(staff.page, "a done job waiting for its review");
    await panel.getByRole("button", { name: "Ask for a review now" }).click();
    await staff.page.getByText("The review request is on its way to the customer.").waitFor();
    const [request] = await mails(CUSTOMER.email, /^How did we do/, 1);
    const link = /https?:\/\/[^\s"]+(\/r\/[A-Za-z0-9_-]{43})/.exec(request.parsed.text ?? "")![1];

    // The customer, on a phone: five stars, some words and a photo.
    const customer = await openPage(browser, PHONE);
    await customer.page.goto(url + link);
    await waitForHydration(customer.page);
    await expectAccessible(customer.page, "the review form");
    await customer.page.getByLabel("5 stars").check();
    await customer.page.getByLabel("Your review (optional)").fill("Beautiful job on the fence, and the yard left spotless.");
    const photo = path.join(tmpdir(), `review-${Date.now()}.jpg`);
    await writeFile(
      photo,
      await sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a6" } })
        .jpeg()
        .toBuffer(),
    );
    await customer.page.getByLabel("Photo 1").setInputFiles(photo);
    // Shown on the site only because the customer ticks it (issue 40.3).
    const consent = customer.page.getByRole("checkbox", { name: /may show my review/ });
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await customer.page.getByRole("button", { name: "Send my review" }).click();
    await customer.page.getByText("Thank you for your review!").waitFor();
    await customer.page.getByText("It is on our site now. Thank you!").waitFor();
    await expectAccessible(customer.page, "a sent review");

    // On the tradie's profile, the painting page and /reviews, with its photo; the site's figure counts it.
    const tradieProfile = await (await get(`${url}/tradie/1`)).text();
    expect(tradieProfile).toContain("Beautiful job on the fence");
    expect(tradieProfile).toContain("Verified job");
    const painting = await (await get(`${url}/painting`)).text();
    expect(painting).toContain("Beautiful job on the fence");
    await expect.poll(siteCount, { timeout: 10_000 }).toBe(before + 1);
    const visitor = await openPage(browser, DESKTOP);
    await visitor.page.goto(`${url}/reviews?service=Painting`);
    const card = visitor.page.locator("article").filter({ hasText: "Beautiful job on the fence" });
    const image = card.getByRole("img", { name: /The work, as Anahera/ });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    await expectAccessible(visitor.page, "the reviews page");
    for (const address of ["/reviews", "/tradie/1"]) {
      const phone = await openPage(browser, PHONE);
      await phone.page.goto(url + address);
      await expectAccessible(phone.page, `${address} on a phone`);
      await phone.context.close();
    }

    // Staff hide it for a published rule; the audit log says why, and the figure goes back.
    await staff.page.goto(`${url}/admin/reviews?status=published&q=fence`);
    await waitForHydration(staff.page);
    await expectAccessible(staff.page, "the staff reviews page");
    const review = staff.page.locator("article").filter({ hasText: "Beautiful job on the fence" });
    await review.getByText("Hide it, for a published rule").click();
    await review.getByLabel("The rule it breaks").selectOption("off_topic");
    await review.getByLabel("Note for the audit log (optional)").fill("Checked with the customer");
    await review.getByRole("button", { name: "Hide the review" }).click();
    await staff.page.getByText("The review is hidden, and the reason is in the audit log.").waitFor();
    await expect.poll(siteCount, { timeout: 10_000 }).toBe(before);
    expect(await (await get(`${url}/tradie/1`)).text()).not.toContain("Beautiful job on the fence");
    const audit = await (await get(`${url}/admin/audit`, cookie)).text();
    expect(audit).toContain("review.hide");
    expect(audit).toContain("off_topic");
    for (const context of [staff, customer, visitor]) await context.context.close();
  });
});
