import { beforeAll, describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { mailsTo } from "../helpers/smtp";
import { expectNoErrorsLogged, useStaffServerWithMail } from "../helpers/suite";

/*
 * A tradie's devices over HTTP (issue 46 item 2, docs/decisions/0206): /crew/devices and the
 * tradie's admin page. Two tradies, each signed in on two devices; signing out one (by the
 * tradie) or all (by the office) stops only those; bad input is a clear 4xx and signs out nothing.
 */
const PASSWORD = "crew-devices-password-1";
const { staff, mail } = useStaffServerWithMail(
  {
    admin: { email: "admin@crew-devices.test", name: "Ana Admin", role: "admin" },
    manager: { email: "manager@crew-devices.test", name: "Max Manager", role: "manager" },
  },
  PASSWORD,
);
const url = () => staff.url();
const NUL = "\u0000";
const AGENTS = {
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  firefox: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
};

/** A sign-in link made on the tradie's admin page, pressed from a device with this user agent. */
async function signIn(tradieId: number, agent: string): Promise<string> {
  const page = await (await postForm(url(), `/admin/tradies/${tradieId}`, { intent: "portal-link" }, staff.cookies.admin)).text();
  const link = /\/crew\/link\/[A-Za-z0-9_-]{43}/.exec(page)?.[0];
  if (!link) throw new Error("no link on the tradie's page");
  const res = await postForm(url(), link, {}, "", { "user-agent": agent });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("crew_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session");
  return cookie;
}

const devicesPage = async (cookie: string) => (await get(url() + "/crew/devices", cookie)).text();
const deviceId = (page: string, name: string) => /name="device" value="(\d+)"/.exec(page.slice(page.indexOf(name)))?.[1] ?? "";
const signedIn = async (cookie: string) => (await get(url() + "/crew", cookie)).status === 200;

let a = { android: "", iphone: "" };
let b = { firefox: "", edge: "" };
beforeAll(async () => {
  a = { android: await signIn(1, AGENTS.android), iphone: await signIn(1, AGENTS.iphone) };
  b = { firefox: await signIn(2, AGENTS.firefox), edge: await signIn(2, AGENTS.edge) };
});
expectNoErrorsLogged(() => staff.seeded.server);

describe("a tradie's devices page", () => {
  it("lists the tradie's own devices by name, and is linked from every portal page", async () => {
    const aPage = await devicesPage(a.iphone);
    expect(aPage).toContain("Chrome on Android");
    expect(aPage).toContain("Safari on iPhone");
    expect(aPage).toContain("(this device)");
    expect(aPage).not.toContain("Firefox on Windows");
    const bPage = await devicesPage(b.edge);
    expect(bPage).toContain("Firefox on Windows");
    expect(bPage).toContain("Edge on Windows");
    expect(bPage).not.toContain("Chrome on Android");
    expect(await (await get(url() + "/crew", a.android)).text()).toContain('href="/crew/devices"');
    expect((await get(url() + "/crew/devices")).headers.get("location")).toBe("/crew/sign-in");
  });

  it("refuses bad input with a 4xx and signs nothing out", async () => {
    const bDevice = deviceId(await devicesPage(b.edge), "Firefox on Windows");
    const bad = ["", "abc", `1${NUL}`, "\uD800", "99999999999999999999", "-1", "1.5", bDevice];
    for (const device of bad) {
      const res = await postForm(url(), "/crew/devices", { intent: "sign-out-device", device }, a.iphone);
      expect(res.status, device).toBeGreaterThanOrEqual(400);
      expect(res.status, device).toBeLessThan(500);
    }
    const typed = await fetch(url() + "/crew/devices", {
      method: "POST",
      headers: { "content-type": "application/json", origin: url(), cookie: a.iphone },
      body: JSON.stringify({ intent: "sign-out-device", device: bDevice }),
    });
    expect(typed.status).toBeGreaterThanOrEqual(400);
    expect(typed.status).toBeLessThan(500);
    for (const cookie of [a.android, a.iphone, b.firefox, b.edge]) expect(await signedIn(cookie)).toBe(true);
  });

  it("signs out one device of the tradie's, leaving their other and the other tradie's", async () => {
    const android = deviceId(await devicesPage(a.iphone), "Chrome on Android");
    const res = await postForm(url(), "/crew/devices", { intent: "sign-out-device", device: android }, a.iphone);
    expect(res.status).toBe(200);
    expect((await get(url() + "/crew", a.android)).headers.get("location")).toBe("/crew/sign-in");
    expect(await signedIn(a.iphone)).toBe(true);
    expect(await signedIn(b.firefox)).toBe(true);
    expect(await signedIn(b.edge)).toBe(true);
    expect(await devicesPage(a.iphone)).not.toContain("Chrome on Android");
  });
});

describe("the tradie's admin page", () => {
  it("shows the tradie's devices to administrators, and lets only them sign devices out", async () => {
    const page = await (await get(url() + "/admin/tradies/2", staff.cookies.admin)).text();
    expect(page).toContain("Firefox on Windows");
    expect(page).toContain("Edge on Windows");
    expect(page).not.toContain("Safari on iPhone");
    const managers = await postForm(url(), "/admin/tradies/2", { intent: "devices-sign-out-all" }, staff.cookies.manager);
    expect(managers.status).toBe(403);
    for (const device of ["abc", `2${NUL}`, "99999999999999999999", "2147483647"]) {
      const res = await postForm(url(), "/admin/tradies/2", { intent: "device-sign-out", device }, staff.cookies.admin);
      expect(res.status, device).toBeGreaterThanOrEqual(400);
      expect(res.status, device).toBeLessThan(500);
    }
    expect(await signedIn(b.firefox)).toBe(true);
  });

  it("signs out all of one tradie's devices at once, leaving the other tradie's", async () => {
    const b2 = await signIn(2, AGENTS.android);
    const res = await postForm(url(), "/admin/tradies/2", { intent: "devices-sign-out-all" }, staff.cookies.admin);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("All 3 of their devices are signed out.");
    for (const cookie of [b.firefox, b.edge, b2])
      expect((await get(url() + "/crew", cookie)).headers.get("location")).toBe("/crew/sign-in");
    expect(await signedIn(a.iphone)).toBe(true);
    const page = await (await get(url() + "/admin/tradies/2", staff.cookies.admin)).text();
    expect(page).toContain("No device is signed in.");
  });

  it("emails the tradie a new sign-in link", async () => {
    const res = await postForm(url(), "/admin/tradies/1", { intent: "portal-link-email" }, staff.cookies.admin);
    expect(res.status).toBe(200);
    const [signInMail] = await mailsTo(mail.smtp, "aroha.ngata@example.co.nz", /^Your sign-in link/, 1);
    expect(signInMail.parsed.text).toMatch(/\/crew\/link\/[A-Za-z0-9_-]{43}/);
  });
});
