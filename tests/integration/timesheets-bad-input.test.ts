import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { bookVisitTheTradieAccepts } from "../helpers/crew";
import { postQuote, validQuote } from "../helpers/quote";
import { expectNoErrorsLogged, useStaffServerWithMail } from "../helpers/suite";

/*
 * Timesheets under bad input (docs/decisions/0209): the crew page's pause and correction, the
 * office's approval and the CSV's week. Each answers a clear 4xx, never a 5xx, and stores nothing.
 */
const PASSWORD = "timesheets-bad-input-1";
const { staff, mail } = useStaffServerWithMail(
  { admin: { email: "admin@timesheets-bad.test", name: "Ana Admin", role: "admin" } },
  PASSWORD,
);
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const NUL = "\u0000";
const LONE = "\uD800";
const DAY = addDays(todayInAuckland(), 7);
let tradie = "";

beforeAll(async () => {
  expect((await postQuote(url(), validQuote({ email: "one@timesheets-bad.test", fillTimeMs: 20_000 }))).status).toBe(201);
  const booking = { leadId: 1, title: "Timesheet job", day: DAY, tradieEmail: "aroha.ngata@example.co.nz" };
  ({ tradieCookie: tradie } = await bookVisitTheTradieAccepts(url(), admin(), mail.smtp, booking));
});
expectNoErrorsLogged(() => staff.seeded.server);

describe("timesheets under bad input", () => {
  it("refuses bad pauses and corrections on the crew page", async () => {
    for (const [body, status] of [
      [{ intent: "pause", reason: "lunch" }, 400],
      [{ intent: "pause", reason: `break${NUL}` }, 400],
      [{ intent: "pause" }, 400],
      // Valid, but the visit is not started: nothing to pause or correct.
      [{ intent: "pause", reason: "break" }, 409],
      [{ intent: "correct-time", start: "25:00", end: "10:00", reason: "Late" }, 400],
      [{ intent: "correct-time", start: "09:00", end: "10:00", reason: "" }, 400],
      [{ intent: "correct-time", start: "09:00", end: "10:00", reason: `Late${NUL}` }, 400],
      // A lone surrogate reaches the server as U+FFFD (form bodies are UTF-8): plain text, so refused only for want of time.
      [{ intent: "correct-time", start: "09:00", end: "10:00", reason: `Late${LONE}` }, 409],
      [{ intent: "correct-time", start: "09:00", end: "10:00", reason: "x".repeat(301) }, 400],
      [{ intent: "correct-time", start: "09:00", end: "10:00", reason: "Forgot" }, 409],
    ] as const)
      expect((await postForm(url(), "/crew/visits/1", body, tradie)).status, JSON.stringify(body)).toBe(status);
    // Back to work with no pause running changes nothing.
    expect((await postForm(url(), "/crew/visits/1", { intent: "resume" }, tradie)).status).toBe(200);
    expect(await (await get(`${url()}/crew/visits/1`, tradie)).text()).not.toContain("Your time");
  });

  it("refuses bad approvals and weeks", async () => {
    for (const [body, status] of [
      [{ intent: "approve", tradieId: "abc", week: DAY }, 400],
      [{ intent: "approve", tradieId: "1", week: "2026-02-30" }, 400],
      [{ intent: "approve", tradieId: "1", week: `${DAY}${NUL}` }, 400],
      [{ intent: "approve", tradieId: "99999999999", week: DAY }, 400],
      [{ intent: "approve", tradieId: "-1", week: DAY }, 400],
      [{ intent: "approve", tradieId: "999999", week: DAY }, 404],
    ] as const)
      expect((await postForm(url(), "/admin/timesheets", body, admin())).status, JSON.stringify(body)).toBe(status);
    const page = await (await get(`${url()}/admin/timesheets?week=${DAY}`, admin())).text();
    expect(page).not.toContain("Approved by");
    for (const week of ["2026-13-01", "x".repeat(5000), `${DAY}${NUL}`])
      expect((await get(`${url()}/admin/timesheets/export.csv?week=${encodeURIComponent(week)}`, admin())).status, week.slice(0, 20)).toBe(
        400,
      );
    const form = await fetch(`${url()}/admin/timesheets`, {
      method: "POST",
      headers: { origin: url(), cookie: admin(), "content-type": "application/json" },
      body: JSON.stringify({ intent: "approve", tradieId: 1, week: DAY }),
    });
    expect(form.status).toBe(415);
  });
});
