import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutboxTable } from "~/features/mail/tables";
import { get, postForm, SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { queryAfterStop } from "../helpers/quote";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { startLeadsServer, type LeadsServer } from "./leads-fixtures";

/*
 * Issue 13.2: failed emails stay visible with "Send again" for every kind, and staff are told
 * in the admin area when email has been failing for a while.
 */
const HOUR = 3_600_000;
let s: LeadsServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  s = await startLeadsServer(
    [],
    async (db) => {
      const base = { html: "<p>Hello</p>", text: "Hello", attempts: 0 };
      await db.insert(emailOutboxTable).values([
        // Failed for good an hour ago: a staff invitation.
        {
          ...base,
          kind: "invitation",
          to: ["new.staff@example.co.nz"],
          subject: "You are invited",
          status: "failed",
          attempts: 20,
          lastError: "connect ECONNREFUSED",
          createdAt: new Date(Date.now() - HOUR),
        },
        // Retrying for half an hour, next try far off: an application email.
        {
          ...base,
          kind: "application-received",
          to: ["applicant@example.co.nz"],
          subject: "We have your application",
          status: "pending",
          attempts: 5,
          lastError: "421 try later",
          createdAt: new Date(Date.now() - HOUR / 2),
          nextAttemptAt: new Date(Date.now() + 2 * HOUR),
        },
        // Cut short after its hand-over to the mail server ten minutes ago: it may have gone out.
        {
          ...base,
          kind: "visit-reminder",
          to: ["tama@example.co.nz"],
          subject: "We are coming tomorrow",
          status: "uncertain",
          attempts: 1,
          lastError: "Sending stopped after the mail server was handed the whole email, before it confirmed.",
          createdAt: new Date(Date.now() - HOUR / 6),
        },
        // Sent long ago: not trouble.
        {
          ...base,
          kind: "lead-notification",
          to: ["office@example.co.nz"],
          subject: "Old news",
          status: "sent",
          attempts: 1,
          createdAt: new Date(Date.now() - 2 * HOUR),
        },
      ]);
    },
    { SMTP_URL: smtp.url, MAIL_POLL_MS: "100" },
  );
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await s?.dispose();
  await smtp?.close();
});

const page = async (path: string) => parse(await (await get(`${s.server.url}${path}`, s.cookie)).text());
const resend = (emailId: string) => postForm(s.server.url, "/admin/email", { intent: "resend", emailId }, s.cookie);
/** The "Needs attention" list's items. */
const troubleItems = async () => (await page("/admin/email")).querySelectorAll('section[aria-labelledby="trouble-heading"] li');
const idOf = async (subject: string) =>
  (await troubleItems())
    .find((li) => li.querySelector("h3")?.text === subject)
    ?.querySelector('input[name="emailId"]')
    ?.getAttribute("value");

describe("email trouble in the admin area", () => {
  it("tells staff on every admin page when email has been failing for a while", async () => {
    for (const path of ["/admin/dashboard", "/admin/leads"]) {
      const banner = (await page(path)).querySelector('[role="status"]');
      expect(banner?.text).toContain(
        "Email is not going out. 1 email is waiting to be sent again, 1 email has failed and 1 email may not have reached the recipient",
      );
      expect(banner?.querySelector("a")?.getAttribute("href")).toBe("/admin/email");
    }
  });

  it("lists every kind of email in trouble with its state and last error, and not the ones sent", async () => {
    const doc = await page("/admin/email");
    const items = (await troubleItems()).map((li) => li.text.replace(/\s+/g, " "));
    expect(items).toHaveLength(3);
    expect(items[0]).toContain("We are coming tomorrow");
    expect(items[0]).toContain("May have gone out");
    expect(items[1]).toContain("We have your application");
    expect(items[1]).toContain("Retrying: 5 attempts so far");
    expect(items[2]).toContain("You are invited");
    expect(items[2]).toContain("Failed after 20 attempts");
    expect(items[2]).toContain("Last error: connect ECONNREFUSED");
    expect(doc.querySelectorAll('section[aria-labelledby="trouble-heading"] button').map((b) => b.text.trim())).toEqual([
      "Send again now",
      "It went out",
      "Send again now",
      "Send again now",
    ]);
    // A mail server is set: nothing says mail is only captured, and the email sent long ago is in the full list.
    expect(doc.querySelector("main")!.text).not.toContain("only being captured");
    const all = doc.querySelectorAll('section[aria-labelledby="all-heading"] tbody tr').map((row) => row.text.replace(/\s+/g, " "));
    expect(all.find((row) => row.includes("Old news"))).toContain("Sent");
    expect(all).toHaveLength(4);
  });

  it("marks an email that may have gone out as sent when staff say it did, without sending it", async () => {
    const res = await postForm(
      s.server.url,
      "/admin/email",
      { intent: "confirm-sent", emailId: (await idOf("We are coming tomorrow"))! },
      s.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("The email is marked as sent: it will not be sent again.");
    expect((await troubleItems()).map((li) => li.querySelector("h3")?.text)).toEqual(["We have your application", "You are invited"]);
    // Only an email in doubt can be marked so.
    expect(
      (await postForm(s.server.url, "/admin/email", { intent: "confirm-sent", emailId: (await idOf("You are invited"))! }, s.cookie))
        .status,
    ).toBe(409);
  });

  it("sends an email again at once, and records who asked", async () => {
    for (const subject of ["You are invited", "We have your application"]) {
      const res = await resend((await idOf(subject))!);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("The email is being sent again now.");
    }
    const mail = await smtp.waitFor(2, 15_000);
    expect(mail.map((m) => m.parsed.subject).sort()).toEqual(["We have your application", "You are invited"]);
    await expect.poll(async () => (await troubleItems()).length, { timeout: 10_000 }).toBe(0);
    expect((await page("/admin/dashboard")).querySelector('[role="status"]')).toBeNull();
  });

  it("answers a bad or unknown email id with a 4xx", async () => {
    expect((await resend("abc")).status).toBe(400);
    expect((await resend("2147483648")).status).toBe(400);
    expect((await resend("999999")).status).toBe(404);
  });

  it("kept the resends and the confirmation in the audit trail", async () => {
    const rows = await queryAfterStop<{ action: string; actor_name: string }>(
      s.server,
      "select action, actor_name from audit_log where action like 'email.%' order by id",
    );
    expect(rows).toEqual([
      { action: "email.confirm-sent", actor_name: "Mia Manager" },
      { action: "email.resend", actor_name: "Mia Manager" },
      { action: "email.resend", actor_name: "Mia Manager" },
    ]);
    const sent = await queryAfterStop<{ status: string }>(
      s.server,
      "select status from email_outbox where subject <> 'Old news' and kind <> 'visit-reminder'",
    );
    expect(sent.map((r) => r.status)).toEqual(["sent", "sent"]);
  });
});
