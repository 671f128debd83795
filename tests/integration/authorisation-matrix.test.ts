import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { adminApi } from "~/server/api/admin";
import { submitApplication } from "../helpers/applications";
import { postQuote, validQuote } from "../helpers/quote";
import { get, postForm, sendJson, sessionCookie, SERVER_START_TIMEOUT_MS, startServerWithStaff, type SeededServer } from "../helpers/auth";

/*
 * Every admin page and every admin endpoint, for each kind of visitor. The lists of pages
 * and endpoints come from the routers themselves, so a new page, page action or endpoint
 * without an entry here fails the first tests below.
 */

const ROLES = ["anonymous", "no role", "manager", "admin"] as const;
type Visitor = (typeof ROLES)[number];

/** A status code, or "sign-in": a redirect to /admin/login. */
type Expected = number | "sign-in" | { redirect: string };
type ByVisitor = Record<Visitor, Expected>;

const PASSWORD = "matrix-password-123";
const USERS = {
  admin: { email: "admin@matrix.test", role: "admin" as const },
  manager: { email: "manager@matrix.test", role: "manager" as const },
  none: { email: "norole@matrix.test", role: null },
  spare: { email: "spare@matrix.test", role: "manager" as const },
};

const everyone = (expected: Expected): ByVisitor => ({ anonymous: expected, "no role": expected, manager: expected, admin: expected });
/** Readable by admins and managers; everyone else is sent to sign in. */
const staffPage: ByVisitor = { anonymous: "sign-in", "no role": "sign-in", manager: 200, admin: 200 };
/** Changes only admins may make, from a page's form. */
const adminOnlyAction: ByVisitor = { anonymous: "sign-in", "no role": "sign-in", manager: 403, admin: 200 };
const staffApiRead: ByVisitor = { anonymous: 401, "no role": 403, manager: 200, admin: 200 };
const adminApiWrite = (adminStatus: number): ByVisitor => ({ anonymous: 401, "no role": 403, manager: 403, admin: adminStatus });

interface PageEntry {
  /** The address to try, for paths with parameters (e.g. "/admin/tradies/:id" → "/admin/tradies/1"). */
  url?: (ids: Record<string, string>) => string;
  get: ByVisitor;
  /** Present exactly when the route module has an action. */
  post?: { form: (ids: Record<string, string>) => Record<string, string>; expect: ByVisitor; freshSession?: boolean };
}

const PAGES: Record<string, PageEntry> = {
  "/admin": { get: everyone({ redirect: "/admin/dashboard" }) },
  "/admin/login": {
    get: { anonymous: 200, "no role": 200, manager: { redirect: "/admin/dashboard" }, admin: { redirect: "/admin/dashboard" } },
    // Signed-in staff are sent on to the dashboard whatever they post here.
    post: { form: () => ({ email: "", password: "" }), expect: { anonymous: 400, "no role": 400, manager: { redirect: "/admin/dashboard" }, admin: { redirect: "/admin/dashboard" } } },
  },
  "/admin/forgot-password": { get: everyone(200), post: { form: () => ({ email: "nobody@matrix.test" }), expect: everyone(200) } },
  "/admin/reset-password": {
    get: everyone(200),
    post: { form: () => ({ token: "not-a-real-token", password: "a-new-password-123", confirmPassword: "a-new-password-123" }), expect: everyone(400) },
  },
  "/admin/sign-out": {
    get: everyone({ redirect: "/admin/login" }),
    // Signing out needs no permission; it only ever ends the caller's own session.
    post: { form: () => ({}), expect: everyone({ redirect: "/admin/login?notice=signed-out" }), freshSession: true },
  },
  "/admin/dashboard": { get: staffPage },
  "/admin/leads": {
    get: staffPage,
    // A bulk change with nothing selected: refused (400) once past the guard.
    post: { form: () => ({ intent: "bulk-status", status: "spam" }), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 400, admin: 400 } },
  },
  "/admin/leads/export.csv": { get: staffPage },
  "/admin/leads/:id": {
    url: () => "/admin/leads/1",
    get: staffPage,
    post: { form: () => ({ intent: "note", note: "Checked by the matrix." }), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 200, admin: 200 } },
  },
  "/admin/tradies": { get: staffPage },
  "/admin/tradies/new": {
    get: staffPage,
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({ intent: "create" }), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 400, admin: 400 } },
  },
  "/admin/tradies/:id": {
    url: () => "/admin/tradies/1",
    get: staffPage,
    post: { form: () => ({ intent: "verify" }), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 200, admin: 200 } },
  },
  "/admin/applications": { get: staffPage },
  "/admin/applications/:id": {
    url: () => "/admin/applications/1",
    get: staffPage,
    post: { form: () => ({ intent: "note", note: "Checked by the matrix." }), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 200, admin: 200 } },
  },
  "/admin/settings": {
    get: staffPage,
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({}), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 403, admin: 400 } },
  },
  "/admin/services-management": {
    get: staffPage,
    post: { form: () => ({ intent: "move", id: "16", direction: "down" }), expect: adminOnlyAction },
  },
  "/admin/services-management/new": {
    // Only administrators add services, so managers may not even open the form.
    get: { anonymous: "sign-in", "no role": "sign-in", manager: 403, admin: 200 },
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({}), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 403, admin: 400 } },
  },
  "/admin/services-management/:id": {
    url: () => "/admin/services-management/1",
    get: staffPage,
    post: { form: () => ({}), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 403, admin: 400 } },
  },
  "/admin/audit": { get: { anonymous: "sign-in", "no role": "sign-in", manager: 403, admin: 200 } },
  "/admin/staff": {
    get: staffPage,
    post: { form: (ids) => ({ intent: "set-role", id: ids[USERS.spare.email], role: "manager" }), expect: adminOnlyAction },
  },
  "/admin/account": {
    get: staffPage,
    post: { form: () => ({ intent: "name", name: "Same Name" }), expect: { anonymous: "sign-in", "no role": "sign-in", manager: 200, admin: 200 } },
  },
};

interface EndpointEntry {
  path: (ids: Record<string, string>) => string;
  body?: () => unknown;
  expect: ByVisitor;
}

let created = 0;
const API: Record<string, EndpointEntry> = {
  "GET /staff": { path: () => "/staff", expect: staffApiRead },
  "POST /staff": {
    path: () => "/staff",
    body: () => ({ name: "New Person", email: `new${++created}@matrix.test`, role: "manager", password: "a-long-password-1" }),
    expect: adminApiWrite(201),
  },
  "PUT /staff/:id/role": { path: (ids) => `/staff/${ids[USERS.spare.email]}/role`, body: () => ({ role: "manager" }), expect: adminApiWrite(200) },
  "POST /staff/:id/deactivate": { path: (ids) => `/staff/${ids[USERS.spare.email]}/deactivate`, expect: adminApiWrite(200) },
  "POST /staff/:id/reactivate": { path: (ids) => `/staff/${ids[USERS.spare.email]}/reactivate`, expect: adminApiWrite(200) },
  "POST /staff/:id/invitation": { path: (ids) => `/staff/${ids[USERS.spare.email]}/invitation`, expect: adminApiWrite(204) },
};

/** Every page path under /admin in the React Router config, with its route module. */
function adminPages(): Array<{ path: string; file: string }> {
  const found: Array<{ path: string; file: string }> = [];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
      if (entry.children) walk(entry.children, full);
      else if (full === "/admin" || full.startsWith("/admin/")) found.push({ path: full, file: entry.file });
    }
  };
  walk(routes, "");
  return found;
}

function hasAction(file: string): boolean {
  const source = readFileSync(path.resolve("app", file), "utf8");
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source);
}

/** Every endpoint of the admin API router, as "METHOD /path". */
function adminEndpoints(): string[] {
  return [...new Set(adminApi.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];
}

let seeded: SeededServer;
const cookies: Record<Visitor, string> = { anonymous: "", "no role": "", manager: "", admin: "" };

async function signInAs(visitor: Visitor): Promise<string> {
  const url = seeded.server.url;
  if (visitor === "anonymous") return "";
  const user = visitor === "admin" ? USERS.admin : visitor === "manager" ? USERS.manager : USERS.none;
  return sessionCookie(url, user.email, PASSWORD);
}

beforeAll(async () => {
  seeded = await startServerWithStaff(Object.values(USERS).map((u) => ({ email: u.email, password: PASSWORD, role: u.role })));
  for (const visitor of ROLES) cookies[visitor] = await signInAs(visitor);
  // Application #1, for the application page (tradie #1 is a seeded demo tradie).
  await submitApplication(seeded.server.url);
  // Lead #1, for the lead page.
  expect((await postQuote(seeded.server.url, validQuote({ fillTimeMs: 20_000 }))).status).toBe(201);
}, SERVER_START_TIMEOUT_MS);
afterAll(() => seeded?.dispose());

function assertAnswer(res: Response, expected: Expected, what: string) {
  const location = res.headers.get("location") ?? "";
  if (expected === "sign-in") {
    expect(res.status, what).toBe(302);
    expect(location, what).toMatch(/^\/admin\/login(\?|$)/);
  } else if (typeof expected === "object") {
    expect(res.status, what).toBe(302);
    expect(location, what).toBe(expected.redirect);
  } else {
    expect(res.status, what).toBe(expected);
  }
}

describe("the matrix covers the routers", () => {
  it("has a page entry for every admin route, and a form entry for every admin action", () => {
    const pages = adminPages();
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.map((p) => p.path).filter((p) => !PAGES[p])).toEqual([]);
    expect(Object.keys(PAGES).filter((p) => !pages.some((page) => page.path === p))).toEqual([]);
    const withAction = [...new Set(pages.filter((p) => hasAction(p.file)).map((p) => p.path))].sort();
    const withEntry = Object.entries(PAGES)
      .filter(([, entry]) => entry.post)
      .map(([p]) => p)
      .sort();
    expect(withEntry).toEqual(withAction);
  });

  it("has an entry for every /api/admin endpoint", () => {
    const endpoints = adminEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    expect(endpoints.filter((e) => !API[e])).toEqual([]);
    expect(Object.keys(API).filter((e) => !endpoints.includes(e))).toEqual([]);
  });
});

describe("admin pages", () => {
  for (const [pagePath, entry] of Object.entries(PAGES)) {
    it(`GET ${pagePath} answers each visitor as designed`, async () => {
      for (const visitor of ROLES) {
        const res = await get(seeded.server.url + (entry.url?.(seeded.ids) ?? pagePath), cookies[visitor]);
        assertAnswer(res, entry.get[visitor], `GET ${pagePath} as ${visitor}`);
        if (res.status === 200) expect(res.headers.get("x-robots-tag"), pagePath).toBe("noindex, nofollow");
      }
    });
    const post = entry.post;
    if (post) {
      it(`POST ${pagePath} (its action) answers each visitor as designed`, async () => {
        for (const visitor of ROLES) {
          const cookie = post.freshSession && visitor !== "anonymous" ? await signInAs(visitor) : cookies[visitor];
          const res = await postForm(seeded.server.url, entry.url?.(seeded.ids) ?? pagePath, post.form(seeded.ids), cookie);
          assertAnswer(res, post.expect[visitor], `POST ${pagePath} as ${visitor}`);
        }
      });
    }
  }

  it("guards client-side navigations (data requests) the same way", async () => {
    const protectedPages = Object.entries(PAGES).filter(([, e]) => e.get.anonymous === "sign-in");
    for (const [key, entry] of protectedPages) {
      const pagePath = entry.url?.(seeded.ids) ?? key;
      const res = await get(`${seeded.server.url}${pagePath}.data`);
      const body = await res.text();
      expect(res.status, pagePath).not.toBe(200);
      expect(body, pagePath).toContain("/admin/login");
      expect(body, pagePath).not.toContain(USERS.manager.email);
    }
  });
});

describe("/api/admin endpoints", () => {
  for (const [key, entry] of Object.entries(API)) {
    it(`${key} answers each visitor as designed`, async () => {
      const [method] = key.split(" ");
      for (const visitor of ROLES) {
        const res = await sendJson(seeded.server.url, method, `/api/admin${entry.path(seeded.ids)}`, entry.body?.(), cookies[visitor]);
        assertAnswer(res, entry.expect[visitor], `${key} as ${visitor}`);
        if (res.status >= 400) expect((await res.json()).error, `${key} as ${visitor}`).toEqual(expect.any(String));
      }
    });
  }

  it("refuses a change sent from another website, even with an admin's cookie", async () => {
    const res = await sendJson(seeded.server.url, "PUT", `/api/admin/staff/${seeded.ids[USERS.spare.email]}/role`, { role: "manager" }, cookies.admin, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("keeps admin pages out of the sitemap", async () => {
    const sitemap = await (await get(`${seeded.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain("/admin");
  });

  it("answers an unknown admin path with 401 before anything else", async () => {
    expect((await get(`${seeded.server.url}/api/admin/nothing-here`)).status).toBe(401);
    expect((await get(`${seeded.server.url}/api/admin/nothing-here`, cookies.admin)).status).toBe(404);
  });
});
