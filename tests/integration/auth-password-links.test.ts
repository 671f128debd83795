import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_RESET_LINK_MESSAGE, RESET_LINK_SENT_MESSAGE } from "~/features/auth/schema";
import {
  get,
  postForm,
  sendJson,
  SERVER_START_TIMEOUT_MS,
  sessionCookie,
  signIn,
  startServerWithStaff,
  type SeededServer,
} from "../helpers/auth";
import { fetchPage } from "../helpers/html";
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from "../helpers/smtp";

const PASSWORD = "links-password-123";
const ADMIN = "admin@links.test";
const FORGETFUL = "forgetful@links.test";

let seeded: SeededServer;
let smtp: SmtpCapture;
let url: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  seeded = await startServerWithStaff(
    [
      { email: ADMIN, password: PASSWORD, role: "admin" },
      { email: FORGETFUL, password: PASSWORD, role: "manager" },
    ],
    { SMTP_URL: smtp.url, MAIL_POLL_MS: "100" },
  );
  url = seeded.server.url;
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

/**
 * Waits for the email after the `before`th and returns it with the link it carries. Count the
 * emails before the request that sends one: the worker may deliver it before the answer is read.
 */
async function nextMail(before: number): Promise<{ mail: CapturedMail; link: string; token: string }> {
  const mail = (await smtp.waitFor(before + 1))[before];
  const link = mail.parsed.text!.match(/https?:\/\/\S+\/admin\/reset-password\?token=\S+/)![0];
  expect(mail.parsed.html).toContain(link.replace(/&/g, "&amp;"));
  return { mail, link, token: new URL(link).searchParams.get("token")! };
}

describe("forgotten password", () => {
  it("answers the same for an unknown email and sends nothing to it", async () => {
    const before = smtp.messages.length;
    const unknown = await postForm(url, "/admin/forgot-password", { email: "nobody@links.test" });
    const known = await postForm(url, "/admin/forgot-password", { email: FORGETFUL });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const [unknownPage, knownPage] = [await unknown.text(), await known.text()];
    expect(unknownPage).toContain(RESET_LINK_SENT_MESSAGE);
    expect(knownPage).toContain(RESET_LINK_SENT_MESSAGE);
    const { mail } = await nextMail(before);
    expect(mail.envelopeTo).toEqual([FORGETFUL]);
    expect(smtp.messages.every((m) => m.envelopeTo.join() === FORGETFUL)).toBe(true);
  });

  it("resets the password from the emailed link, once, and signs out existing sessions", async () => {
    const before = await sessionCookie(url, FORGETFUL, PASSWORD);
    const emailsBefore = smtp.messages.length;
    expect((await sendJson(url, "POST", "/api/auth/request-password-reset", { email: FORGETFUL })).status).toBe(200);
    const { mail, link, token } = await nextMail(emailsBefore);
    expect(mail.parsed.subject).toMatch(/Reset your .* admin password/);
    expect(mail.parsed.text).toContain("The link works once, within 1 hour.");

    const page = await fetchPage(link);
    expect(page.status).toBe(200);
    expect(page.h1).toBe("Choose a new password");
    expect(page.robots).toBe("noindex, nofollow");

    const newPassword = "my-new-password-2026";
    const mismatch = await postForm(url, "/admin/reset-password", { token, password: newPassword, confirmPassword: "something-else-2026" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The two passwords do not match");

    const res = await postForm(url, "/admin/reset-password", { token, password: newPassword, confirmPassword: newPassword });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login?notice=password-reset");

    expect((await get(`${url}/admin/dashboard`, before)).status).toBe(302);
    expect((await signIn(url, FORGETFUL, PASSWORD)).status).toBe(401);
    expect((await signIn(url, FORGETFUL, newPassword)).status).toBe(200);

    const again = await postForm(url, "/admin/reset-password", {
      token,
      password: "yet-another-password-1",
      confirmPassword: "yet-another-password-1",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(INVALID_RESET_LINK_MESSAGE);
    expect((await fetchPage(link)).h1).toBe("This link no longer works");
  });

  it("rejects a made-up token", async () => {
    const res = await sendJson(url, "POST", "/api/auth/reset-password", {
      token: "made-up-token",
      password: "whatever-password-1",
      confirmPassword: "whatever-password-1",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(INVALID_RESET_LINK_MESSAGE);
  });
});

describe("inviting staff", () => {
  it("emails a new staff member a link to choose a password, after which they can sign in", async () => {
    const admin = await sessionCookie(url, ADMIN, PASSWORD);
    const emailsBefore = smtp.messages.length;
    const created = await sendJson(
      url,
      "POST",
      "/api/admin/staff",
      { name: "Aroha Ngata", email: "Aroha@Links.test", role: "manager" },
      admin,
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      invited: true,
      member: { email: "aroha@links.test", role: "manager", status: "invited" },
    });

    const { mail, token } = await nextMail(emailsBefore);
    expect(mail.envelopeTo).toEqual(["aroha@links.test"]);
    expect(mail.parsed.subject).toMatch(/You have been invited/);
    expect(mail.parsed.text).toContain("Kia ora Aroha Ngata");
    expect(mail.parsed.text).toContain("within 3 days");

    const chosen = "aroha-chose-this-password";
    expect((await postForm(url, "/admin/reset-password", { token, password: chosen, confirmPassword: chosen })).status).toBe(302);
    const signedIn = await signIn(url, "aroha@links.test", chosen);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.session).toMatchObject({ role: "manager", isAdmin: true });

    const list = await (await get(`${url}/api/admin/staff`, admin)).json();
    expect(list.staff.find((s: { email: string }) => s.email === "aroha@links.test").status).toBe("active");
  });

  it("refuses a second account with the same email", async () => {
    const admin = await sessionCookie(url, ADMIN, PASSWORD);
    const res = await sendJson(url, "POST", "/api/admin/staff", { name: "Again", email: FORGETFUL, role: "manager" }, admin);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("There is already a staff account with this email address.");
  });

  it("keeps at least one active administrator", async () => {
    const admin = await sessionCookie(url, ADMIN, PASSWORD);
    const id = seeded.ids[ADMIN];
    const demote = await sendJson(url, "PUT", `/api/admin/staff/${id}/role`, { role: "manager" }, admin);
    expect(demote.status).toBe(409);
    expect((await sendJson(url, "POST", `/api/admin/staff/${id}/deactivate`, undefined, admin)).status).toBe(409);
  });

  it("answers bad input with the field's message", async () => {
    const admin = await sessionCookie(url, ADMIN, PASSWORD);
    const res = await sendJson(
      url,
      "POST",
      "/api/admin/staff",
      { name: "", email: "not-an-email", role: "owner", password: "short" },
      admin,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toMatchObject({
      name: "Enter their name",
      email: "Enter a valid email address, like name@example.com",
      password: "Password must be at least 12 characters",
    });
    expect(body.fields.role).toMatch(/Choose a role/);
    const bad = await fetch(`${url}/api/admin/staff`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie: admin },
      body: "{oops",
    });
    expect(bad.status).toBe(400);
  });
});
