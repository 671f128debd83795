import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { FORM_MAX_BYTES } from "~/lib/request-body";
import { get, postForm } from "../helpers/auth";
import { waitForLog } from "../helpers/quote";
import { pageRoutes, sampleUrl } from "../helpers/route-table";
import { useStaffServer } from "../helpers/suite";

/*
 * The guards in front of every route (issue 13, items 7, 8, 18 and 20): one check of a body's
 * kind and size for every page action, the canonical case of every known path, and client
 * errors logged as such. Every answer here is a 4xx or a redirect, and the server logs no
 * error while giving them.
 */

const PASSWORD = "guards-password-123";
/** A small upload limit: a server that read a 50 MB body instead of stopping at the limit could not hide it. */
const UPLOAD_MAX_BYTES = 1024 * 1024;
const staff = useStaffServer({ admin: { email: "admin@guards.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
}));
const url = () => staff.url();

/** The pages whose form may carry a file, a photo or a price list (their route modules set handle.takesUploads). */
const UPLOAD_PAGES = [
  "/join-as-tradie",
  "/admin/tradies/:id",
  "/admin/price-list",
  "/admin/jobs/:id",
  "/crew/visits/:id",
  // The visit page's taps queued on the phone, a photo among them (docs/decisions/0229).
  "/crew/visits/:id/sync",
  "/r/:token",
  "/admin/reviews",
];

function send(path: string, contentType: string, body: BodyInit, cookie = "") {
  return fetch(url() + path, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url(), "content-type": contentType, ...(cookie ? { cookie } : {}) },
    body,
  });
}

function rssMegabytes(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
}

/**
 * Sends up to `megabytes` of form data in chunks (no Content-Length) and gives the status; like
 * a browser, it stops sending once the answer has come.
 */
function sendChunked(path: string, contentType: string, megabytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url() + path, { method: "POST", headers: { origin: url(), "content-type": contentType } }, (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode!);
      req.destroy();
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (!answered && sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

afterAll(() => {
  // Nothing in this file is a fault of ours: not one error-level line in the server's log.
  const errors = staff.seeded.server
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":50'));
  expect(errors).toEqual([]);
});

describe("bodies that are not a web form (13.7)", () => {
  const WRONG_TYPES: Array<[string, string]> = [
    ["text/plain", "email=a@b.co&password=x"],
    ["application/json", JSON.stringify({ email: "a@b.co", password: "x" })],
    ["multipart/form-data; boundary=xyz", '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--xyz--\r\n'],
  ];

  it.each(["/admin/login", "/admin/forgot-password", "/admin/reset-password", "/join-as-tradie"])(
    "%s answers 415 with its form and a clear message",
    async (path) => {
      for (const [type, body] of WRONG_TYPES) {
        if (type.startsWith("multipart/") && UPLOAD_PAGES.includes(path)) continue;
        const res = await send(path, type, body);
        expect(res.status, `${path} ${type}`).toBe(415);
        expect(await res.text(), `${path} ${type}`).toContain("We could not read the form: it must be sent from our page, as a web form.");
      }
    },
  );

  it("every page action answers 415 to each, for a signed-in administrator too", async () => {
    // The sign-in page sends signed-in staff on to the dashboard whatever they post (above: signed out).
    // The tradie portal's visit and devices pages are a tradie's alone: anyone else is sent to its
    // sign-in, whatever they post; jobs-bad-input.test.ts and crew-devices-http.test.ts post these
    // bodies as a tradie.
    const tradiesOnly = ["/crew/visits/:id", "/crew/devices"];
    const actions = pageRoutes().filter((route) => route.hasAction && route.path !== "/admin/login" && !tradiesOnly.includes(route.path));
    expect(actions.length).toBeGreaterThan(10);
    for (const route of actions) {
      for (const [type, body] of WRONG_TYPES) {
        if (type.startsWith("multipart/") && UPLOAD_PAGES.includes(route.path)) continue;
        const res = await send(sampleUrl(route.path), type, body, staff.cookies.admin);
        expect(res.status, `${route.path} ${type}`).toBe(415);
      }
    }
  });

  it("takes a post with no body at all as an empty form", async () => {
    const res = await fetch(`${url()}/admin/sign-out`, { method: "POST", redirect: "manual", headers: { origin: url() } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login?notice=signed-out");
  });

  it("still takes a web form, and a photo upload where a page takes one", async () => {
    expect((await postForm(url(), "/admin/forgot-password", { email: "nobody@guards.test" })).status).toBe(200);
    const form = new FormData();
    form.set("intent", "remove-photo");
    const res = await fetch(`${url()}/admin/tradies/1`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url(), cookie: staff.cookies.admin },
      body: form,
    });
    expect(res.status).toBe(200);
  });
});

describe("body limits (13.8)", () => {
  it("refuses a declared length over the form limit unread: 413, with the page's own message", async () => {
    const res = await send("/admin/login", "application/x-www-form-urlencoded", `email=${"a".repeat(FORM_MAX_BYTES)}`);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("The form was too large to send.");
  });

  it("refuses an API body over the limit with 413 in JSON", async () => {
    const res = await send("/api/auth/sign-in/email", "application/json", JSON.stringify({ email: "a".repeat(FORM_MAX_BYTES) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
  });

  it("refuses a sign-in over its own 16 KB, under the server's limit, with 413 in JSON", async () => {
    const res = await send("/api/auth/sign-in/email", "application/json", JSON.stringify({ email: "a".repeat(20_000), password: "x" }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The request is too large." });
  });

  it.each([
    ["/admin/login", "application/x-www-form-urlencoded"],
    ["/join-as-tradie", "multipart/form-data; boundary=xyz"],
  ])("answers 50 MB sent in chunks to %s with 413, its memory flat", async (path, type) => {
    const pid = staff.seeded.server.process.pid!;
    // Once first, so the page's own code is loaded before memory is measured.
    expect(await sendChunked(path, type, 2)).toBe(413);
    const before = rssMegabytes(pid);
    expect(await sendChunked(path, type, 50)).toBe(413);
    expect(rssMegabytes(pid) - before).toBeLessThan(30);
  });
});

describe("paths in another case (13.18)", () => {
  it.each([
    ["/ADMIN/leads", "/admin/leads"],
    ["/Admin/Login", "/admin/login"],
    ["/admin/Leads?status=new", "/admin/leads?status=new"],
    ["/Admin/Leads/1", "/admin/leads/1"],
    ["/ADMIN/leads.data", "/admin/leads.data"],
    ["/Tradie/1", "/tradie/1"],
    ["/FAQ", "/faq"],
    ["/API/health", "/api/health"],
    ["//admin/leads", "/admin/leads"],
  ])("sends %s to %s before anything else runs", async (from, to) => {
    const res = await get(url() + from, staff.cookies.admin);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });

  it("gives the canonical admin page its private headers", async () => {
    const res = await get(url() + "/admin/login");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("keeps the method of a post sent in another case (308)", async () => {
    const res = await postForm(url(), "/Admin/Login", { email: "", password: "" });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/admin/login");
  });

  it("sends a service or area page in another case to its page, and an unknown path to a 404", async () => {
    for (const [from, to] of [
      ["/Painting", "/painting"],
      ["/WEST-AUCKLAND", "/west-auckland"],
    ]) {
      const res = await get(url() + from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    expect((await get(`${url()}/No-Such-Page`)).status).toBe(404);
  });
});

describe("a post to a page without an action (13.20)", () => {
  it("answers 405 and logs it as the client's mistake, not as an error", async () => {
    const res = await postForm(url(), "/contact", { message: "hello" });
    expect(res.status).toBe(405);
    await waitForLog(staff.seeded.server, '"status":405,"method":"POST","path":"/contact","msg":"request refused"');
    const logged = staff.seeded.server
      .output()
      .split("\n")
      .filter((line) => line.includes('"path":"/contact"') && line.includes("request refused"));
    expect(logged.every((line) => line.startsWith('{"level":40'))).toBe(true);
  });
});
