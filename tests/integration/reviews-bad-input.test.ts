import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { useStaffServer } from "../helpers/suite";

/*
 * The review link, the public reviews page and the staff reviews page under bad input
 * (issue 19): stars out of range, NUL bytes, over-long text, a 40-megapixel photo, a file that
 * is not an image, a second review, hiding without a rule, a broken import, ids out of range.
 * Each answers a clear 4xx, never a 5xx, and stores nothing; no log line carries the link.
 */
const PASSWORD = "reviews-bad-input-password-1";
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture(await freePort());
});
const staff = useStaffServer({ admin: { email: "admin@reviews-bad-input.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: "100",
  JOBS_POLL_MS: "100",
}));
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const NUL = "\u0000";
const CUSTOMER = "reviewer@reviews-bad.test";
let link = "";

beforeAll(async () => {
  expect((await postQuote(url(), validQuote({ email: CUSTOMER, fillTimeMs: 20_000 }))).status).toBe(201);
  const job = (await postForm(url(), "/admin/leads/1", { intent: "new-job", title: "Bad input review" }, admin())).headers.get("location")!;
  const visit = {
    intent: "add-visit",
    day: addDays(todayInAuckland(), 1),
    timing: "fixed",
    start: "09:00",
    end: "10:00",
    instructions: "",
  };
  expect((await postForm(url(), job, visit, admin())).status).toBe(200);
  expect((await postForm(url(), job, { intent: "visit-status", visitId: "1", status: "done" }, admin())).status).toBe(200);
  for (let tries = 0; (await postForm(url(), job, { intent: "ask-review" }, admin())).status !== 200; tries += 1) {
    if (tries > 300) throw new Error("the review request was never queued");
    await new Promise((r) => setTimeout(r, 100));
  }
  link = /https?:\/\/[^\s"]+(\/r\/[A-Za-z0-9_-]{43})/.exec((await mailsTo(smtp, CUSTOMER, /^How did we do/, 1))[0].parsed.text ?? "")![1];
});

afterAll(async () => {
  const output = staff.seeded.server.output();
  expect(output.split("\n").filter((line) => line.includes('"level":50'))).toEqual([]);
  expect(output).not.toContain(link.split("/")[2]);
  await smtp?.close();
});

const REVIEW = { intent: "review", rating: "5", text: "Great work.", firstName: "Mere", suburb: "Albany", consent: "yes" };

/** The review form as a browser sends it: multipart, with any photos. */
async function sendReview(fields: Record<string, string>, photos: Record<string, Blob> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const [name, blob] of Object.entries(photos)) body.set(name, blob, `${name}.jpg`);
  return fetch(url() + link, { method: "POST", redirect: "manual", headers: { origin: url() }, body });
}

const written = async () => !(await (await get(url() + link)).text()).includes("Send my review");

describe("the customer's review form", () => {
  it.each([
    ["no stars", { rating: "" }, /Choose from 1 to 5 stars/],
    ["six stars", { rating: "6" }, /Choose from 1 to 5 stars/],
    ["half a star", { rating: "4.5" }, /Choose from 1 to 5 stars/],
    ["a NUL in the text", { text: `Great${NUL}` }, /control characters/],
    ["too many words", { text: "x".repeat(2001) }, /Keep your review to 2,000 characters or fewer/],
    ["no name", { firstName: " " }, /Enter the name to show/],
  ])("refuses %s and keeps what was typed", async (_what, change, message) => {
    const res = await sendReview({ ...REVIEW, text: "Kept as typed.", ...change });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(message);
    if (!("text" in change)) expect(page).toContain("Kept as typed.");
    expect(await written()).toBe(false);
  });

  it("refuses a 40-megapixel photo fast, and a file that is not an image, storing nothing", async () => {
    const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: "#777" } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const started = performance.now();
    const res = await sendReview(REVIEW, { photo1: new Blob([new Uint8Array(huge)], { type: "image/jpeg" }) });
    expect(res.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await res.text()).toMatch(/too large|megapixels|pixels/i);
    const fake = await sendReview(REVIEW, { photo2: new Blob(["not an image"], { type: "image/jpeg" }) });
    expect(fake.status).toBe(400);
    expect(await written()).toBe(false);
  });

  it("takes one review, then refuses a second; a held review's photo stays private", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#a86" } })
      .jpeg()
      .toBuffer();
    const first = await sendReview(
      { ...REVIEW, text: "Call me on 021 555 0199 about it" },
      { photo1: new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }) },
    );
    expect(first.status).toBe(200);
    expect(await written()).toBe(true);
    expect((await sendReview({ ...REVIEW, rating: "1" })).status).toBe(409);
    // Held for the phone number: staff see its photo, nobody else does.
    const staffPage = await (await get(`${url()}/admin/reviews?status=held`, admin())).text();
    const photo = /\/api\/photos\/([0-9a-f-]{36})\/128\.webp/.exec(staffPage)![1];
    expect((await get(`${url()}/api/photos/${photo}/256.webp`)).status).toBe(404);
    expect((await get(`${url()}/api/photos/${photo}/256.webp`, admin())).status).toBe(200);
  });

  it("opens nothing with a wrong token", async () => {
    for (const path of ["/r/not-a-token", `/r/${"A".repeat(43)}`, "/r/%00"]) expect((await get(url() + path)).status, path).toBe(404);
  });
});

describe("the staff reviews page and the public one", () => {
  it("refuses hiding without a rule, ids out of range and bad imports, changing nothing", async () => {
    for (const [form, status] of [
      [{ intent: "hide", reviewId: "1", reason: "too negative", note: "" }, 400],
      [{ intent: "hide", reviewId: "2147483648", reason: "abuse", note: "" }, 400],
      [{ intent: "hide", reviewId: "999999", reason: "abuse", note: "" }, 404],
      [{ intent: "reply", reviewId: "1", reply: `Thanks${NUL}` }, 400],
      [{ intent: "publish", reviewId: "abc" }, 400],
      [{ intent: "import" }, 400],
    ] as const)
      expect((await postForm(url(), "/admin/reviews", form, admin())).status, JSON.stringify(form)).toBe(status);
    const csv = new FormData();
    csv.set("intent", "import");
    csv.set("file", new Blob(["Source,Date,Rating,Name\nGoogle,2026-01-01,0,Ana\n"], { type: "text/csv" }), "reviews.csv");
    const res = await fetch(`${url()}/admin/reviews`, { method: "POST", headers: { origin: url(), cookie: admin() }, body: csv });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Row 2: Choose from 1 to 5 stars");
  });

  it("answers garbage in the public and staff addresses with the page, and a NUL search with a 400", async () => {
    for (const query of ["page=-1", "page=99999999", "service=%3Cscript%3E", "page=abc"])
      expect((await get(`${url()}/reviews?${query}`)).status, query).toBe(200);
    expect((await get(`${url()}/admin/reviews?status=bogus&page=0`, admin())).status).toBe(200);
    expect((await get(`${url()}/admin/reviews?q=%00`, admin())).status).toBe(400);
    expect((await get(`${url()}/Reviews`)).status).toBe(301);
  });
});
