import { and, eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLogTable } from "~/features/audit/tables";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { siteFigures, reviewsOfService, reviewsOfTradie } from "~/features/reviews/figures.server";
import { readReviewsCsv } from "~/features/reviews/review-csv";
import {
  REVIEW_REQUEST_JOB,
  findReviewLink,
  pendingReviewRequest,
  runReviewRequest,
  scheduleReviewRequest,
} from "~/features/reviews/requests.server";
import {
  hideReview,
  importReviews,
  listReviewsForStaff,
  publishReview,
  stopReviewEmails,
  submitReview,
} from "~/features/reviews/reviews.server";
import { reviewPhotosTable, reviewsTable } from "~/features/reviews/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { processPhoto } from "~/features/uploads/process-photo.server";
import { readPhotoVariant } from "~/features/uploads/photos.server";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { jobsTable } from "~/platform/jobs/tables";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { STAFF, finishJob, newLead } from "../helpers/jobs";
import { refusal } from "../helpers/refusal";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Reviews (issue 19, docs/decisions/0114): the request 24 hours after a job is done and one
 * reminder 5 days on, each once with two runners on a fake clock, none after the review or a
 * "no more emails"; one review per job with a photo stripped of its location; the figures of the
 * site, the tradie and the service from published reviews only; held, hidden (with a reason, in
 * the audit log) and private reviews; imports marked with their source, all or nothing.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const logger = pino({ level: "silent" });
const HOUR = 3_600_000;
const SETTINGS = { ...INVOICE_SETTINGS, reviews: { requestDelayHours: 24, googleReviewUrl: "https://g.page/r/harbourside/review" } };

/** A done job for a new customer, with its job.done subscriber run: the review request is queued. */
async function doneJob(email: string, service = "Gutter Cleaning") {
  const leadId = await newLead(db(), email, "Mere Tamaki");
  const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: service, scope: "" });
  const tradieId = await finishJob(db(), jobId, `tradie-${email}`, SETTINGS);
  await scheduleReviewRequest(db(), { id: 0, kind: "test", attempt: 1, payload: { subjectId: jobId }, complete: async () => {} }, SETTINGS);
  return { jobId, tradieId, leadId };
}

const requestsTo = (email: string) =>
  db()
    .select()
    .from(emailOutboxTable)
    .where(and(eq(emailOutboxTable.subjectType, "job")))
    .then((rows) => rows.filter((r) => r.to.includes(email) && r.kind.startsWith("review-")));

function runners(clock: () => Date) {
  const make = () =>
    startJobRunner({
      db: db(),
      logger,
      poll: false,
      now: clock,
      handlers: { [REVIEW_REQUEST_JOB]: (job) => runReviewRequest(db(), job, SETTINGS).then(() => {}) },
    });
  const [a, b] = [make(), make()];
  return {
    both: () => Promise.all([a.runOnce(), b.runOnce()]),
    stop: () => Promise.all([a.stop(), b.stop()]),
  };
}

const review = (rating = 5, text = "Tidy, on time and the gutters flow again.") => ({
  rating,
  text,
  firstName: "Mere",
  suburb: "Albany",
  consent: true,
});

describe("asking for a review", () => {
  it("emails the request a day after the job, once with two runners, and one reminder five days on", async () => {
    const { jobId } = await doneJob("ask@example.co.nz");
    let now = new Date();
    const { both, stop } = runners(() => now);
    await both();
    expect(await requestsTo("ask@example.co.nz")).toHaveLength(0);
    // A day after the job, moved out of the night (8 pm to 8 am) as every customer email is: read when that is.
    const due = (await pendingReviewRequest(db(), jobId))!;
    expect(due.getTime()).toBeGreaterThanOrEqual(Date.now() + 23 * HOUR);
    expect(due.getTime()).toBeLessThanOrEqual(Date.now() + 37 * HOUR);
    now = new Date(due.getTime() - 60_000);
    await both();
    expect(await requestsTo("ask@example.co.nz")).toHaveLength(0);
    now = new Date(due.getTime() + 60_000);
    await both();
    await both();
    const [request] = await requestsTo("ask@example.co.nz");
    expect(request.kind).toBe("review-request");
    expect(request.text).toContain("https://g.page/r/harbourside/review");
    expect(request.text).toContain("No more emails about this");
    const token = /\/r\/([A-Za-z0-9_-]{43})/.exec(request.text!)![1];
    expect(await findReviewLink(db(), token)).toEqual({ jobId });
    now = new Date(due.getTime() + 6 * 24 * HOUR);
    await both();
    await both();
    expect((await requestsTo("ask@example.co.nz")).map((m) => m.kind)).toEqual(["review-request", "review-reminder"]);
    await stop();
  });

  it("sends nothing more once the customer has reviewed, or asked for no more emails", async () => {
    const reviewed = await doneJob("reviewed@example.co.nz");
    const stopped = await doneJob("stopped@example.co.nz");
    await submitReview(db(), reviewed.jobId, review(), []);
    await stopReviewEmails(db(), stopped.jobId);
    const now = new Date(Date.now() + 30 * 24 * HOUR);
    const { both, stop } = runners(() => now);
    await both();
    await both();
    expect(await requestsTo("reviewed@example.co.nz")).toEqual([]);
    expect(await requestsTo("stopped@example.co.nz")).toEqual([]);
    const left = await db()
      .select()
      .from(jobsTable)
      .where(and(eq(jobsTable.kind, REVIEW_REQUEST_JOB), eq(jobsTable.subjectId, stopped.jobId)));
    expect(left.map((j) => j.status)).toEqual(["cancelled", "cancelled"]);
    await stop();
  });
});

describe("a verified review", () => {
  it("is one per job, published with its photo (location stripped), and moves the site's, the tradie's and the service's figures", async () => {
    const { jobId, tradieId } = await doneJob("photo@example.co.nz");
    const before = await siteFigures(db());
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4a8" } })
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "36/1 50/1 0/1" } })
      .jpeg()
      .toBuffer();
    const processed = await processPhoto({ bytes: new Uint8Array(jpeg) }, 40_000_000);
    if (!processed.ok) throw new Error(processed.message);
    const { status, id } = await submitReview(db(), jobId, review(5), [processed.variants]);
    expect(status).toBe("published");
    expect((await refusal(submitReview(db(), jobId, review(1), []))).message).toBe("You have already reviewed this job. Thank you!");

    const [photo] = await db().select().from(reviewPhotosTable).where(eq(reviewPhotosTable.reviewId, id));
    const stored = await readPhotoVariant(db(), photo.photoId, 512);
    const metadata = await sharp(stored!.data).metadata();
    expect(metadata.exif).toBeUndefined();

    const [tradie] = await db().select().from(tradiesTable).where(eq(tradiesTable.id, tradieId));
    expect(tradie).toMatchObject({ rating: 5, reviewCount: 1 });
    expect((await reviewsOfTradie(db(), tradieId)).map((r) => r.name)).toEqual(["Mere"]);
    // The lead asked for gutter cleaning: the review shows on that service's page.
    expect((await reviewsOfService(db(), "Gutter Cleaning")).some((r) => r.id === id && r.source === "site")).toBe(true);
    expect((await siteFigures(db())).count).toBe(before.count + 1);
  });

  it("is held when its words may break a rule, hidden only with a reason (logged), and kept private without consent", async () => {
    const held = await doneJob("held@example.co.nz");
    const { id: heldId, status } = await submitReview(db(), held.jobId, review(2, "Ring me on 021 555 0199 about the mess"), []);
    expect(status).toBe("held");
    const low = await doneJob("low@example.co.nz");
    const { id: lowId } = await submitReview(db(), low.jobId, review(1, "Late and the leak came back."), []);
    expect((await db().select().from(reviewsTable).where(eq(reviewsTable.id, lowId)))[0].status).toBe("published");

    await hideReview(db(), STAFF, heldId, "personal_information", "A phone number in the text");
    const [audit] = await db()
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.action, "review.hide"), eq(auditLogTable.entityId, String(heldId))));
    expect(audit.after).toMatchObject({ reason: "personal_information" });
    expect(audit.actorName).toBe(STAFF.name);

    const quiet = await doneJob("private@example.co.nz");
    const { id: privateId, status: privateStatus } = await submitReview(db(), quiet.jobId, { ...review(4), consent: false }, []);
    expect(privateStatus).toBe("private");
    expect((await refusal(publishReview(db(), STAFF, privateId))).message).toMatch(/did not agree/);
    expect((await refusal(hideReview(db(), STAFF, privateId, "abuse", ""))).message).toMatch(/not published/);
  });
});

describe("imported reviews", () => {
  it("are read all or nothing, marked with their source and date, and count in the figures", async () => {
    const bad = readReviewsCsv("Source,Date,Rating,Name\nGoogle,2026-02-30,5,Ana\nGoogle,2026-01-01,9,Ben\n");
    expect(bad).toEqual({
      ok: false,
      message: "Nothing was imported:\nRow 2: Write the date as YYYY-MM-DD or DD/MM/YYYY\nRow 3: Choose from 1 to 5 stars",
    });
    expect(readReviewsCsv("Who,When\nx,y\n")).toMatchObject({ ok: false, message: expect.stringContaining("needs the columns") });
    const before = await siteFigures(db());
    const reading = readReviewsCsv(
      "\uFEFFSource,Date,Rating,Name,Suburb,Service,Text\nGoogle,14/03/2025,4,Tui R.,Onehunga,Painting,Good job\nNoCowboys,2025-04-01,5,Wiremu,,Plumbing,\n",
    );
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.rows[0]).toMatchObject({ source: "Google", writtenOn: "2025-03-14", rating: 4, name: "Tui R." });
    expect(await importReviews(db(), STAFF, reading.rows)).toBe(2);
    expect((await siteFigures(db())).count).toBe(before.count + 2);
    // The staff list shows the newest written first, as a file exported newest first lists them (issue 40.16).
    const newestFirst = readReviewsCsv("Source,Date,Rating,Name\nGoogle,2025-06-01,5,Hana\nGoogle,2025-05-01,3,Rangi\n");
    if (!newestFirst.ok) throw new Error(newestFirst.message);
    await importReviews(db(), STAFF, newestFirst.rows);
    const listed = (await listReviewsForStaff(db(), { status: "", q: "" }, 1)).reviews.map((r) => r.firstName);
    expect(listed.filter((name) => ["Hana", "Rangi", "Wiremu", "Tui R."].includes(name))).toEqual(["Hana", "Rangi", "Wiremu", "Tui R."]);
    const unknown = readReviewsCsv("Source,Date,Rating,Name,Tradie\nGoogle,2025-01-01,5,Ana,999999\n");
    if (!unknown.ok) throw new Error(unknown.message);
    expect((await refusal(importReviews(db(), STAFF, unknown.rows))).message).toMatch(/row 2 names tradie 999999/);
  });
});
