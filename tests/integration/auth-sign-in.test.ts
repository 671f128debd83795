import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEACTIVATED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, MISSING_CREDENTIALS_MESSAGE, NO_ACCESS_MESSAGE } from "~/features/auth/schema";
import {
  get,
  postForm,
  sendJson,
  sessionCookie,
  signIn,
  SERVER_START_TIMEOUT_MS,
  startServerWithStaff,
  type SeededServer,
} from "../helpers/auth";
import { fetchPage } from "../helpers/html";

const PASSWORD = "sign-in-password-123";
const user = (name: string) => `${name}@signin.test`;
const STAFF = [
  { email: user("admin"), role: "admin" as const },
  { email: user("manager"), role: "manager" as const },
  { email: user("norole"), role: null },
  { email: user("broken"), role: "broken" as const },
  { email: user("throttled"), role: "manager" as const },
  { email: user("burst"), role: "manager" as const },
  { email: user("leaver"), role: "manager" as const },
  { email: user("changer"), role: "manager" as const },
];

let seeded: SeededServer;
let url: string;
/** Each test signs in from its own client address (the test server trusts X-Forwarded-For from loopback). */
const from = (ip: string) => ({ "x-forwarded-for": ip });

beforeAll(async () => {
  seeded = await startServerWithStaff(
    STAFF.map((s) => ({ ...s, password: PASSWORD })),
    { TRUSTED_PROXIES: "127.0.0.1", AUTH_MAX_FAILURES_PER_EMAIL: "3", AUTH_MAX_FAILURES_PER_CLIENT: "5" },
  );
  url = seeded.server.url;
}, SERVER_START_TIMEOUT_MS);
afterAll(() => seeded?.dispose());

describe("answers that reveal nothing", () => {
  it("gives a wrong password and an unknown email the same answer, and no cookie", async () => {
    const wrong = await signIn(url, user("manager"), "not-the-password", from("10.1.0.1"));
    const unknown = await signIn(url, user("nobody"), "not-the-password", from("10.1.0.2"));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: INVALID_CREDENTIALS_MESSAGE });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.cookie).toBe("");
    expect(unknown.cookie).toBe("");
  });

  it.each([
    ["nothing", {}],
    ["no password", { email: user("manager") }],
    ["no email", { password: PASSWORD }],
    ["blank fields", { email: "  ", password: "" }],
  ])("answers %s with the spec's message", async (_what, body) => {
    const res = await sendJson(url, "POST", "/api/auth/sign-in/email", body, "", from("10.1.0.3"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: MISSING_CREDENTIALS_MESSAGE });
  });

  it("shows the same messages on the sign-in page when JavaScript has not loaded", async () => {
    const missing = await postForm(url, "/admin/login", { email: "", password: "" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(MISSING_CREDENTIALS_MESSAGE);
    const wrong = await postForm(url, "/admin/login", { email: user("manager"), password: "nope-nope-nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(INVALID_CREDENTIALS_MESSAGE);
  });
});

describe("a successful sign-in", () => {
  it("sets an httpOnly, SameSite=Lax session cookie (not Secure over plain http) and never shows the token to script", async () => {
    const result = await signIn(url, user("manager"), PASSWORD, from("10.2.0.1"));
    expect(result.status).toBe(200);
    const cookie = result.setCookie.find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(result.body.session).toMatchObject({ role: "manager", isAdmin: true, user: { email: user("manager") } });
    const token = result.cookie.split("=")[1].split(".")[0];
    expect(JSON.stringify(result.body)).not.toContain(token);

    const session = await (await get(`${url}/api/auth/session`, result.cookie)).json();
    expect(session.session.user.email).toBe(user("manager"));
    expect(JSON.stringify(session)).not.toContain(token);
  });

  it("works as a plain form post and returns to the page asked for", async () => {
    const res = await postForm(url, "/admin/login", { email: user("admin"), password: PASSWORD, redirectTo: "/admin/leads" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/leads");
    const cookie = res.headers.getSetCookie()[0].split(";")[0];
    expect((await get(`${url}/admin/leads`, cookie)).status).toBe(200);
  });

  it("never sends anyone to another site after signing in", async () => {
    const res = await postForm(url, "/admin/login", { email: user("admin"), password: PASSWORD, redirectTo: "//evil.example/admin/x" });
    expect(res.headers.get("location")).toBe("/admin/dashboard");
  });

  it("refuses a sign-in posted from another website", async () => {
    const res = await sendJson(url, "POST", "/api/auth/sign-in/email", { email: user("admin"), password: PASSWORD }, "", {
      ...from("10.2.0.2"),
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("throttling", () => {
  it("refuses an email address after repeated failures, from any client, and says when to try again", async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(url, user("throttled"), "wrong-password", from(`10.3.0.${i + 1}`))).status).toBe(401);
    const blocked = await signIn(url, user("throttled"), PASSWORD, from("10.3.0.9"));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(
      /^Too many failed sign-in attempts\. Please wait 15 minutes and try again \(after \d{1,2}(?::\d{2})? (am|pm)\)\.$/,
    );
    expect(Date.parse(blocked.body.retryAt!)).toBeGreaterThan(Date.now());
    expect(blocked.cookie).toBe("");
    // Other addresses from the same clients are unaffected.
    expect((await signIn(url, user("manager"), PASSWORD, from("10.3.0.1"))).status).toBe(200);
  });

  it("treats an unknown email address the same way, so throttling reveals nothing either", async () => {
    for (let i = 0; i < 3; i++) await signIn(url, user("ghost"), "wrong-password", from(`10.4.0.${i + 1}`));
    expect((await signIn(url, user("ghost"), "wrong-password", from("10.4.0.9"))).status).toBe(429);
  });

  it("refuses a client after repeated failures, whatever email it tries next", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(url, user(`guess${i}`), "wrong-password", from("10.5.0.1"))).status).toBe(401);
    const blocked = await signIn(url, user("admin"), PASSWORD, from("10.5.0.1"));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many failed sign-in attempts/);
    expect((await signIn(url, user("admin"), PASSWORD, from("10.5.0.2"))).status).toBe(200);
  });

  it("counts a burst of simultaneous attempts before checking any password, so the limit holds", async () => {
    // 20 wrong passwords at once, each from its own client: only the email's limit (3) applies.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(url, user("burst"), "wrong-password", from(`10.9.1.${i + 1}`))),
    );
    const statuses = burst.map((r) => r.status).sort();
    // Only three passwords were checked (a 401 is given only after a check); the rest were refused unchecked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    // The right password after the burst is refused too: the limit was reached.
    expect((await signIn(url, user("burst"), PASSWORD, from("10.9.1.99"))).status).toBe(429);
  });

  it("throttles the sign-in form the same way", async () => {
    for (let i = 0; i < 5; i++)
      await sendJson(url, "POST", "/api/auth/sign-in/email", { email: user(`form${i}`), password: "x-wrong-x" }, "", from("10.6.0.1"));
    const res = await fetch(`${url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url, ...from("10.6.0.1") },
      body: new URLSearchParams({ email: user("admin"), password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("Too many failed sign-in attempts");
  });
});

describe("who counts as staff", () => {
  it("signs in a user without a role but treats them as not admin", async () => {
    const result = await signIn(url, user("norole"), PASSWORD, from("10.7.0.1"));
    expect(result.status).toBe(200);
    expect(result.body.session).toMatchObject({ role: null, isAdmin: false });
    const page = await get(`${url}/admin/dashboard`, result.cookie);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/admin\/login/);
    const login = await fetchPage(`${url}/admin/login`, { headers: { cookie: result.cookie } });
    expect(login.html).toContain(NO_ACCESS_MESSAGE);
    expect((await get(`${url}/api/admin/staff`, result.cookie)).status).toBe(403);
  });

  it("treats a failed role lookup (two role rows where one is expected) as no access, and logs it", async () => {
    const result = await signIn(url, user("broken"), PASSWORD, from("10.7.0.2"));
    expect(result.status).toBe(200);
    expect(result.body.session).toMatchObject({ role: null, isAdmin: false });
    expect((await get(`${url}/admin/staff`, result.cookie)).headers.get("location")).toMatch(/^\/admin\/login/);
    expect((await get(`${url}/api/admin/staff`, result.cookie)).status).toBe(403);
    expect(seeded.server.output()).toContain("role lookup failed; treating the user as not staff");
  });
});

describe("ending sessions", () => {
  it("makes the old cookie worthless after signing out", async () => {
    const cookie = await sessionCookie(url, user("manager"), PASSWORD);
    expect((await get(`${url}/admin/dashboard`, cookie)).status).toBe(200);
    const out = await sendJson(url, "POST", "/api/auth/sign-out", {}, cookie);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/session_token=;/);
    expect(await (await get(`${url}/api/auth/session`, cookie)).json()).toEqual({ session: null });
    expect((await get(`${url}/admin/dashboard`, cookie)).status).toBe(302);
    expect((await get(`${url}/api/admin/staff`, cookie)).status).toBe(401);
  });

  it("ends every session of a deactivated user at once and keeps them out, until reactivated", async () => {
    const admin = await sessionCookie(url, user("admin"), PASSWORD);
    const leaver = await sessionCookie(url, user("leaver"), PASSWORD);
    expect((await get(`${url}/api/admin/staff`, leaver)).status).toBe(200);

    const id = seeded.ids[user("leaver")];
    expect((await sendJson(url, "POST", `/api/admin/staff/${id}/deactivate`, undefined, admin)).status).toBe(200);
    expect((await get(`${url}/api/admin/staff`, leaver)).status).toBe(401);
    expect((await get(`${url}/admin/dashboard`, leaver)).status).toBe(302);

    const again = await signIn(url, user("leaver"), PASSWORD, from("10.8.0.1"));
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(DEACTIVATED_MESSAGE);
    expect(again.cookie).toBe("");
    // Without the right password the answer is the usual one: deactivation is not revealed.
    expect((await signIn(url, user("leaver"), "wrong-password", from("10.8.0.2"))).body.error).toBe(INVALID_CREDENTIALS_MESSAGE);

    expect((await sendJson(url, "POST", `/api/admin/staff/${id}/reactivate`, undefined, admin)).status).toBe(200);
    expect((await signIn(url, user("leaver"), PASSWORD, from("10.8.0.3"))).status).toBe(200);
  });

  it("signs out other browsers when someone changes their own password", async () => {
    const other = await sessionCookie(url, user("changer"), PASSWORD);
    const here = await sessionCookie(url, user("changer"), PASSWORD);
    const newPassword = "a-brand-new-password-456";

    const wrongCurrent = await postForm(
      url,
      "/admin/account",
      { intent: "password", currentPassword: "not-it-at-all", password: newPassword, confirmPassword: newPassword },
      here,
    );
    expect(wrongCurrent.status).toBe(400);
    expect(await wrongCurrent.text()).toContain("Your current password is not right.");

    const res = await postForm(
      url,
      "/admin/account",
      { intent: "password", currentPassword: PASSWORD, password: newPassword, confirmPassword: newPassword },
      here,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/account?changed=password");
    const renewed = res.headers
      .getSetCookie()
      .find((c) => c.includes("session_token=") && !c.includes("Max-Age=0"))!
      .split(";")[0];

    expect((await get(`${url}/admin/dashboard`, other)).status).toBe(302);
    expect((await get(`${url}/admin/dashboard`, renewed)).status).toBe(200);
    expect((await signIn(url, user("changer"), PASSWORD, from("10.9.0.1"))).status).toBe(401);
    expect((await signIn(url, user("changer"), newPassword, from("10.9.0.2"))).status).toBe(200);
  });
});
