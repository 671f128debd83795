import { eq } from "drizzle-orm";
import { expect, test } from "./fixtures";
import type { Browser } from "@playwright/test";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { runReviewRequest } from "~/features/reviews/requests.server";
import type { Database } from "~/platform/db/database";
import { get } from "../helpers/auth";
import { expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { STAFF, finishJob, newLead } from "../helpers/jobs";
import { startPreparedServer, type PreparedServer } from "../helpers/prepared-server";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * Consent to publish a review is the customer's own act (issue 40.3; Fair Trading Act, Privacy
 * Act): on /r/{token} the box starts unticked. Two customers on their phones: the one who leaves
 * it unticked has their review kept for the team, shown nowhere; the one who ticks it is on the site.
 */
const SETTINGS = { ...INVOICE_SETTINGS, reviews: { requestDelayHours: 24, googleReviewUrl: "" } };

/** A done job for a new customer and the review link emailed to them. */
async function reviewLink(db: Database, email: string, name: string): Promise<string> {
  const leadId = await newLead(db, email, name);
  const { id: jobId } = await createJobFromLead(db, STAFF, leadId, { title: "Gutter clean", scope: "" });
  await finishJob(db, jobId, `tradie-${email}`);
  const job = { id: 0, kind: "review.request", attempt: 1, payload: { jobId }, complete: async () => {} };
  expect(await runReviewRequest(db, job, SETTINGS)).toBe(true);
  const mails = await db.select().from(emailOutboxTable).where(eq(emailOutboxTable.kind, "review-request"));
  const mine = mails.find((m) => m.to.includes(email))!;
  return /\/r\/[A-Za-z0-9_-]{43}/.exec(mine.text!)![0];
}

let s: PreparedServer<{ quiet: string; shown: string }>;
let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  s = await startPreparedServer(async (db) => ({
    quiet: await reviewLink(db, "quiet@example.co.nz", "Hemi Quiet"),
    shown: await reviewLink(db, "shown@example.co.nz", "Ana Shown"),
  }));
});
test.afterAll(async () => {
  await s?.dispose();
});

async function writeReview(link: string, words: string, tick: boolean) {
  const { context, page, errors } = await openPage(browser, PHONE);
  try {
    await page.goto(s.server.url + link);
    await waitForHydration(page);
    const consent = page.getByRole("checkbox", { name: /may show my review/ });
    // Nothing is chosen for the customer.
    expect(await consent.isChecked()).toBe(false);
    expect(await page.getByText("Leave this unticked and your review stays with our team: nothing is published.").isVisible()).toBe(true);
    await expectAccessible(page, "the review form on a phone");
    await page.getByLabel("5 stars").check();
    await page.getByLabel("Your review (optional)").fill(words);
    if (tick) await consent.check();
    await page.getByRole("button", { name: "Send my review" }).click();
    await page.getByText(tick ? "Thank you for your review!" : "Thank you: your review is with the team.").waitFor();
    await page
      .getByText(tick ? "It is on our site now. Thank you!" : "It stays with our team: you did not ask for it to be shown on our site.")
      .waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe("consent to publish a review", () => {
  test("is never ticked for the customer: unticked keeps the review for the team, ticked puts it on the site", async () => {
    await writeReview(s.made.quiet, "Quiet words for the team about the gutters.", false);
    await writeReview(s.made.shown, "Public praise: spotless gutters and a tidy yard.", true);
    await expect
      .poll(async () => (await (await get(`${s.server.url}/reviews`)).text()).includes("Public praise: spotless gutters"), {
        timeout: 10_000,
      })
      .toBe(true);
    const site = await (await get(`${s.server.url}/reviews`)).text();
    expect(site).not.toContain("Quiet words for the team");
    const staff = await (await get(`${s.server.url}/admin/reviews?status=private`, s.admin)).text();
    expect(staff).toContain("Quiet words for the team");
    expect(staff).not.toContain("Public praise: spotless gutters");
  });
});
