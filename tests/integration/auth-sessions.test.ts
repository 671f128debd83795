import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, sendJson, SERVER_START_TIMEOUT_MS, signIn, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { fetchPage } from "../helpers/html";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * A server whose sessions last 3 seconds unless used (renewed at most every second) and
 * whose reset links last 1 second, so that expiry can be seen without waiting hours.
 * Only lower bounds are waited for, never upper ones.
 */
const PASSWORD = "session-password-123";
const EMAIL = "manager@sessions.test";

let seeded: SeededServer;
let smtp: SmtpCapture;
let url: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  seeded = await startServerWithStaff([{ email: EMAIL, password: PASSWORD, role: "manager" }], {
    AUTH_SESSION_TTL_SECONDS: "3",
    AUTH_SESSION_RENEW_AFTER_SECONDS: "1",
    AUTH_RESET_TOKEN_TTL_SECONDS: "1",
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
  });
  url = seeded.server.url;
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

describe("session lifetime", () => {
  it("renews a session in use: a later expiry and a refreshed cookie", async () => {
    const first = await signIn(url, EMAIL, PASSWORD);
    expect(first.status).toBe(200);
    const issued = Date.parse(first.body.session!.expiresAt);
    await sleep(1200);
    const res = await get(`${url}/api/auth/session`, first.cookie);
    const body = await res.json();
    expect(Date.parse(body.session.expiresAt)).toBeGreaterThan(issued);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token=") && /Max-Age=3\b/.test(c))).toBe(true);
  });

  it("page loads read the session without renewing it", async () => {
    const { cookie } = await signIn(url, EMAIL, PASSWORD);
    await sleep(1200);
    const res = await get(`${url}/admin/dashboard`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("ends a session left unused past its lifetime", async () => {
    const { status, cookie } = await signIn(url, EMAIL, PASSWORD);
    expect(status).toBe(200);
    await sleep(3500);
    expect(await (await get(`${url}/api/auth/session`, cookie)).json()).toEqual({ session: null });
    expect((await get(`${url}/admin/dashboard`, cookie)).headers.get("location")).toBe("/admin/login");
    expect((await get(`${url}/api/admin/staff`, cookie)).status).toBe(401);
  });
});

describe("reset links", () => {
  it("stop working once they expire", async () => {
    expect((await sendJson(url, "POST", "/api/auth/request-password-reset", { email: EMAIL })).status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    const link = mail.parsed.text!.match(/https?:\/\/\S+\/admin\/reset-password\?token=\S+/)![0];
    await sleep(1500);
    const page = await fetchPage(link);
    expect(page.h1).toBe("This link no longer works");
    const token = new URL(link).searchParams.get("token")!;
    const res = await sendJson(url, "POST", "/api/auth/reset-password", {
      token,
      password: "another-password-789",
      confirmPassword: "another-password-789",
    });
    expect(res.status).toBe(400);
    expect((await signIn(url, EMAIL, PASSWORD)).status).toBe(200);
  });
});
