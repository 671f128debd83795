import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type Permission } from "~/features/auth/permissions";
import type { StaffRole } from "~/features/auth/roles";
import { submitApplication } from "../helpers/applications";
import { postQuote, validQuote } from "../helpers/quote";
import { sendFirstQuote } from "../helpers/staff-quotes";
import { apiEndpoints, pageRoutes } from "../helpers/route-table";
import { crewLinkIn, crewSession, jobLinkIn } from "../helpers/crew";
import { invoiceLinkIn } from "../helpers/invoices";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get, postForm, sendJson, sessionCookie, SERVER_START_TIMEOUT_MS, startServerWithStaff, type SeededServer } from "../helpers/auth";

/*
 * Every route of the site and every endpoint of the API, for each audience. The expected
 * answers are drawn from the permissions table (app/features/auth/permissions.ts): an entry
 * below names the permission a route's loader or action asks for, and what the audience gets
 * follows from who holds it. The lists of routes and endpoints come from the routers
 * themselves (app/routes.ts and apiRoutes), so a route, page action or endpoint without an
 * entry fails the first tests below.
 *
 * A tradie signed in to the portal (/crew) is an audience of their own: the portal's pages name
 * its permissions with `area: "crew"`, and everyone else is sent to the portal's sign-in.
 */
const AUDIENCES = ["anonymous", "customer link", "customer hub", "tradie", "no role", "manager", "admin"] as const;
type Audience = (typeof AUDIENCES)[number];
/**
 * "customer link" is a customer holding their quote's link (docs/decisions/0103): signed out,
 * with no role; the link's token is the whole of what they may open, so /q/{token} answers
 * whoever holds it and nothing else answers them more than it answers anyone.
 * "customer hub" is a customer holding the link to their own page (/c/{token}, issue 45): signed
 * out too, answered as anyone elsewhere; through their page they reach only their own records
 * (another customer's quote posted through it is a 404, below; so is "Leave a review" for another
 * customer's job, under "customers' links").
 */
const ROLE_OF: Record<Audience, StaffRole | null> = {
  anonymous: null,
  "customer link": null,
  "customer hub": null,
  // A tradie's session is the portal's, not the admin area's: to staff pages they are anyone.
  tradie: null,
  "no role": null,
  manager: "manager",
  admin: "admin",
};

/** A status code, or "sign-in": a redirect to /admin/login. */
type Expected = number | "sign-in" | { redirect: string };
type ByAudience = Record<Audience, Expected>;

const PASSWORD = "matrix-password-123";
const USERS = {
  admin: { email: "admin@matrix.test", role: "admin" as const },
  manager: { email: "manager@matrix.test", role: "manager" as const },
  none: { email: "norole@matrix.test", role: null },
  spare: { email: "spare@matrix.test", role: "manager" as const },
};

/**
 * Who may use a route: a permission of the table (with the answer once past the guard, 200
 * unless said), or the same answer for everyone, or an answer per audience for the pages
 * whose answer depends on being signed in at all (sign-in, its links).
 */
/** Per audience; a customer with a link is answered as anyone signed out. */
type Guard =
  | {
      permission: Permission;
      passed?: Expected;
      area?: "crew";
      /** What anyone without a portal session gets in the portal: its sign-in unless said (the offline taps' JSON endpoint: 401). */
      signedOut?: Expected;
    }
  | { everyone: Expected }
  | { byAudience: Omit<ByAudience, "customer link" | "customer hub" | "tradie"> };

/** A page's answer: a signed-out visitor or one without a role is sent to sign in; staff without the permission get a 403. */
function pageAnswers(guard: Guard): ByAudience {
  if ("everyone" in guard) return Object.fromEntries(AUDIENCES.map((a) => [a, guard.everyone])) as ByAudience;
  if ("byAudience" in guard)
    return {
      ...guard.byAudience,
      "customer link": guard.byAudience.anonymous,
      "customer hub": guard.byAudience.anonymous,
      tradie: guard.byAudience.anonymous,
    };
  const answer = (audience: Audience): Expected => {
    if (guard.area === "crew") {
      if (audience !== "tradie") return guard.signedOut ?? { redirect: "/crew/sign-in" };
      return can("tradie", guard.permission) ? (guard.passed ?? 200) : 403;
    }
    const role = ROLE_OF[audience];
    if (role === null) return "sign-in";
    return can(role, guard.permission) ? (guard.passed ?? 200) : 403;
  };
  return Object.fromEntries(AUDIENCES.map((a) => [a, answer(a)])) as ByAudience;
}

/** An endpoint's answer: 401 signed out, 403 without a role or without the permission. */
function apiAnswers(guard: Guard): ByAudience {
  if (!("permission" in guard)) return pageAnswers(guard);
  const answer = (audience: Audience): Expected => {
    if (ROLE_OF[audience] === null && audience !== "no role") return 401;
    const role = ROLE_OF[audience];
    return role !== null && can(role, guard.permission) ? (guard.passed ?? 200) : 403;
  };
  return Object.fromEntries(AUDIENCES.map((a) => [a, answer(a)])) as ByAudience;
}

interface PageEntry {
  /** The address to try, for paths with parameters (e.g. "/admin/tradies/:id" → "/admin/tradies/1"). */
  url?: (ids: Record<string, string>) => string;
  get: Guard;
  /** Present exactly when the route module has an action; `url` when the post goes elsewhere than the get. */
  post?: {
    form: (ids: Record<string, string>) => Record<string, string>;
    guard: Guard;
    freshSession?: boolean;
    url?: () => string;
    /** Headers the post needs beyond the audience's own (an Idempotency-Key). */
    headers?: () => Record<string, string>;
  };
}

const publicPage: PageEntry = { get: { everyone: 200 } };

const PAGES: Record<string, PageEntry> = {
  "/": publicPage,
  "/services": publicPage,
  "/contact": publicPage,
  "/how-it-works": publicPage,
  "/property-maintenance-guide": publicPage,
  "/faq": publicPage,
  "/privacy-policy": publicPage,
  "/about": publicPage,
  "/our-tradies": publicPage,
  "/tradie/:id": { url: () => "/tradie/1", get: { everyone: 200 } },
  "/find-a-tradie": publicPage,
  "/join-as-tradie": {
    get: { everyone: 200 },
    // A form sent at once, without the page's start time: taken for a bot and quietly thanked.
    post: { form: () => ({}), guard: { everyone: { redirect: "/apply/thank-you" } } },
  },
  "/thank-you": publicPage,
  "/apply/thank-you": publicPage,
  "/sitemap.xml": publicPage,
  "/robots.txt": publicPage,
  // Service and area pages: paths kept in the database.
  "/*": { url: () => "/painting", get: { everyone: 200 } },
  "/admin": { get: { everyone: { redirect: "/admin/dashboard" } } },
  "/admin/login": {
    get: {
      byAudience: { anonymous: 200, "no role": 200, manager: { redirect: "/admin/dashboard" }, admin: { redirect: "/admin/dashboard" } },
    },
    // Signed-in staff are sent on to the dashboard whatever they post here.
    post: {
      form: () => ({ email: "", password: "" }),
      guard: {
        byAudience: { anonymous: 400, "no role": 400, manager: { redirect: "/admin/dashboard" }, admin: { redirect: "/admin/dashboard" } },
      },
    },
  },
  "/admin/forgot-password": { get: { everyone: 200 }, post: { form: () => ({ email: "nobody@matrix.test" }), guard: { everyone: 200 } } },
  "/admin/reset-password": {
    get: { everyone: 200 },
    post: {
      form: () => ({ token: "not-a-real-token", password: "a-new-password-123", confirmPassword: "a-new-password-123" }),
      guard: { everyone: 400 },
    },
  },
  "/admin/sign-out": {
    get: { everyone: { redirect: "/admin/login" } },
    // Signing out needs no permission; it only ever ends the caller's own session.
    post: { form: () => ({}), guard: { everyone: { redirect: "/admin/login?notice=signed-out" } }, freshSession: true },
  },
  "/admin/dashboard": {
    get: { permission: "admin.enter" },
    // "Send again" on Today for an email that is not in the outbox: 404 once past the email page's own guard.
    post: { form: () => ({ intent: "resend-email", emailId: "999999" }), guard: { permission: "email.resend", passed: 404 } },
  },
  "/admin/dashboard/stamp": { get: { permission: "admin.enter" } },
  "/admin/figures": { get: { permission: "admin.enter" } },
  "/admin/leads": {
    get: { permission: "leads.view" },
    // A bulk change with nothing selected: refused (400) once past the guard.
    post: { form: () => ({ intent: "bulk-status", status: "spam" }), guard: { permission: "leads.change", passed: 400 } },
  },
  "/admin/leads/export.csv": { get: { permission: "leads.view" } },
  "/admin/leads/new": {
    get: { permission: "leads.create" },
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({}), guard: { permission: "leads.create", passed: 400 } },
  },
  "/admin/leads/:id": {
    url: () => "/admin/leads/1",
    get: { permission: "leads.view" },
    post: { form: () => ({ intent: "note", note: "Checked by the matrix." }), guard: { permission: "leads.change" } },
  },
  "/q/:token": {
    url: () => `/q/${quoteToken}`,
    get: { everyone: 200 },
    post: { form: () => ({ intent: "question", question: "Asked by the matrix." }), guard: { everyone: 200 } },
  },
  "/q/:token/pdf": { url: () => `/q/${quoteToken}/pdf`, get: { everyone: 200 } },
  "/admin/quotes": { get: { permission: "quotes.view" } },
  "/admin/quotes/:id": {
    // Quote 1, sent before the matrix runs: each post makes a new link to copy.
    url: () => "/admin/quotes/1",
    get: { permission: "quotes.view" },
    post: { form: () => ({ intent: "link" }), guard: { permission: "quotes.change" } },
  },
  "/admin/jobs": { get: { permission: "jobs.view" } },
  "/admin/jobs/:id": {
    // Job 1, made from lead 1 with a visit offered to tradie 1 before the matrix runs.
    url: () => "/admin/jobs/1",
    get: { permission: "jobs.view" },
    post: {
      form: () => ({ intent: "edit", title: "Matrix job", scope: "", notes: "Checked by the matrix." }),
      guard: { permission: "jobs.change" },
    },
  },
  "/admin/schedule": {
    get: { permission: "jobs.view" },
    // A visit that does not exist: 404 once past the guard.
    post: {
      form: () => ({ intent: "move-visit", visitId: "999999", day: VISIT_DAY, start: "09:00", end: "10:00" }),
      guard: { permission: "jobs.change", passed: 404 },
    },
  },
  "/c": {
    get: { everyone: 200 },
    // No address: refused (400) for anyone, before any link is asked for.
    post: { form: () => ({ email: "" }), guard: { everyone: 400 } },
  },
  "/c/:token": {
    url: () => hubPath,
    get: { everyone: 200 },
    // Accepting another customer's quote through customer 1's page: the same 404 as no quote, for whoever holds the link.
    post: {
      form: () => ({ intent: "accept-quote", versionId: otherCustomersQuote, name: "Matrix Customer", agree: "yes" }),
      guard: { everyone: 404 },
    },
  },
  // "Download what we hold about you" (Privacy Act), for whoever holds the link.
  "/c/:token/records.json": { url: () => `${hubPath}/records.json`, get: { everyone: 200 } },
  "/c/:token/records.pdf": { url: () => `${hubPath}/records.pdf`, get: { everyone: 200 } },
  // A job photo through the hub: none of customer 1's visits has this one, so the same 404 for everyone.
  "/c/:token/photos/:photo/:file": { url: () => `${hubPath}/photos/00000000-0000-4000-8000-000000000000/256.webp`, get: { everyone: 404 } },
  "/j/:token": {
    url: () => `/j/${jobToken}`,
    get: { everyone: 200 },
    post: { form: () => ({ intent: "confirm", visitId: "1" }), guard: { everyone: 200 } },
  },
  "/i/:token": {
    url: () => invoicePath,
    get: { everyone: 200 },
    // "Pay by card" with nothing to pay: refused beside its field, for whoever holds the link.
    post: { form: () => ({ intent: "pay-card", amount: "0" }), guard: { everyone: 400 } },
  },
  "/r/:token": {
    url: () => reviewPath,
    get: { everyone: 200 },
    // "No more emails": the same answer however often it is sent.
    post: { form: () => ({ intent: "stop" }), guard: { everyone: 200 } },
  },
  "/reviews": publicPage,
  "/projects": publicPage,
  "/admin/projects": { get: { permission: "projects.view" } },
  "/admin/projects/:id": {
    // No project exists in the matrix's database: past the guard the answer is "not found".
    url: () => "/admin/projects/1",
    get: { permission: "projects.view", passed: 404 },
    post: { form: () => ({ intent: "publish", checked: "yes" }), guard: { permission: "projects.change", passed: 404 } },
  },
  "/admin/reviews": {
    get: { permission: "reviews.view" },
    // A review that does not exist: 404 once past the guard.
    post: { form: () => ({ intent: "publish", reviewId: "999999" }), guard: { permission: "reviews.change", passed: 404 } },
  },
  "/i/:token/pdf": { url: () => `${invoicePath}/pdf`, get: { everyone: 200 } },
  "/admin/invoices": { get: { permission: "invoices.view" } },
  "/admin/invoices/export": { get: { permission: "invoices.view" } },
  "/admin/invoices/export.csv": {
    url: () => `/admin/invoices/export.csv?from=${VISIT_DAY}&to=${VISIT_DAY}`,
    get: { permission: "invoices.view" },
  },
  "/admin/invoices/:id": {
    // Invoice 1, for job 1, sent before the matrix runs: each post makes a new link to copy.
    url: () => "/admin/invoices/1",
    get: { permission: "invoices.view" },
    post: { form: () => ({ intent: "link" }), guard: { permission: "invoices.change" } },
  },
  "/admin/invoices/:id/pdf": { url: () => "/admin/invoices/1/pdf", get: { permission: "invoices.view" } },
  "/admin/payments": { get: { permission: "payments.view" } },
  "/admin/payments/export.csv": {
    url: () => `/admin/payments/export.csv?from=${VISIT_DAY}&to=${VISIT_DAY}`,
    get: { permission: "payments.view" },
  },
  "/admin/timesheets": {
    get: { permission: "timesheets.view" },
    // A tradie that does not exist: 404 once past the guard, nothing approved.
    post: {
      form: () => ({ intent: "approve", tradieId: "999999", week: VISIT_DAY }),
      guard: { permission: "timesheets.approve", passed: 404 },
    },
  },
  "/admin/timesheets/export.csv": { url: () => `/admin/timesheets/export.csv?week=${VISIT_DAY}`, get: { permission: "timesheets.view" } },
  "/crew": { get: { permission: "crew.enter", area: "crew" } },
  "/crew/sign-in": {
    get: { everyone: 200 },
    // No address: refused (400) for anyone, before any link is asked for.
    post: { form: () => ({ email: "" }), guard: { everyone: 400 } },
  },
  "/crew/sign-out": {
    get: { everyone: { redirect: "/crew" } },
    post: { form: () => ({}), guard: { everyone: { redirect: "/crew/sign-in" } }, freshSession: true },
  },
  "/crew/devices": {
    get: { permission: "crew.enter", area: "crew" },
    // A device that is no one's: a 404 once past the guard, and the tradie's own session stays.
    post: {
      form: () => ({ intent: "sign-out-device", device: "2147483647" }),
      guard: { permission: "crew.enter", area: "crew", passed: 404 },
    },
  },
  "/crew/link/:token": {
    // A link not yet used opens its page for whoever holds it; pressing the button on a used one is a 404.
    url: () => `/crew/link/${spareLinkToken}`,
    get: { everyone: 200 },
    post: { url: () => `/crew/link/${usedLinkToken}`, form: () => ({}), guard: { everyone: 404 } },
  },
  "/crew/visits/:id": {
    // Visit 1, accepted by the tradie before the matrix runs: accepting again changes nothing.
    url: () => "/crew/visits/1",
    get: { permission: "crew.enter", area: "crew" },
    post: { form: () => ({ intent: "accept" }), guard: { permission: "visits.answer", area: "crew" } },
  },
  "/crew/visits/:id/sync": {
    // A tap queued on the phone (docs/decisions/0229), answered in JSON: anyone but a signed-in
    // tradie gets a 401, not the sign-in page; a read is a 405. The same accept, tapped a minute ago.
    url: () => "/crew/visits/1/sync",
    get: { everyone: 405 },
    post: {
      form: () => ({ intent: "accept", tappedAt: new Date(Date.now() - 60_000).toISOString() }),
      headers: () => ({ "idempotency-key": "matrix-tap-0001" }),
      guard: { permission: "visits.answer", area: "crew", signedOut: 401 },
    },
  },
  "/admin/customers": { get: { permission: "customers.view" } },
  "/admin/customers/:id": {
    // Customer 1 and its site 1: the quote request sent before the matrix runs.
    url: () => "/admin/customers/1",
    get: { permission: "customers.view" },
    post: {
      form: () => ({ intent: "site-notes", siteId: "1", accessNotes: "Gate code 1234." }),
      guard: { permission: "customers.change" },
    },
  },
  "/admin/tradies": { get: { permission: "tradies.view" } },
  "/admin/tradies/new": {
    get: { permission: "tradies.view" },
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({ intent: "create" }), guard: { permission: "tradies.change", passed: 400 } },
  },
  "/admin/tradies/:id": {
    url: () => "/admin/tradies/1",
    get: { permission: "tradies.view" },
    post: { form: () => ({ intent: "verify" }), guard: { permission: "tradies.change" } },
  },
  "/admin/applications": { get: { permission: "applications.view" } },
  "/admin/applications/:id": {
    url: () => "/admin/applications/1",
    get: { permission: "applications.view" },
    post: { form: () => ({ intent: "note", note: "Checked by the matrix." }), guard: { permission: "applications.review" } },
  },
  "/admin/settings": {
    get: { permission: "settings.view" },
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({}), guard: { permission: "settings.edit", passed: 400 } },
  },
  "/admin/settings/messages": { get: { permission: "templates.view" } },
  "/admin/settings/messages/:key": {
    url: () => "/admin/settings/messages/text-visit-reminder",
    get: { permission: "templates.view" },
    // A wording without its text: refused as incomplete (400) once past the guard.
    post: { form: () => ({ intent: "save" }), guard: { permission: "templates.edit", passed: 400 } },
  },
  "/admin/services-management": {
    get: { permission: "services.view" },
    post: { form: () => ({ intent: "move", id: "16", direction: "down" }), guard: { permission: "services.edit" } },
  },
  // Only administrators add services, so managers may not even open the form.
  "/admin/services-management/new": {
    get: { permission: "services.edit" },
    post: { form: () => ({}), guard: { permission: "services.edit", passed: 400 } },
  },
  "/admin/services-management/:id": {
    url: () => "/admin/services-management/1",
    get: { permission: "services.view" },
    post: { form: () => ({}), guard: { permission: "services.edit", passed: 400 } },
  },
  "/admin/plans": { get: { permission: "plans.view" } },
  "/admin/plans/new": {
    get: { permission: "plans.change" },
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({}), guard: { permission: "plans.change", passed: 400 } },
  },
  "/admin/plans/:id": {
    // No plan 1 exists in the matrix's database: past the guard the answer is "not found".
    url: () => "/admin/plans/1",
    get: { permission: "plans.view", passed: 404 },
    post: { form: () => ({}), guard: { permission: "plans.change", passed: 400 } },
  },
  "/admin/price-list": {
    get: { permission: "pricing.view" },
    // An import without a file: refused (400) once past the guard.
    post: { form: () => ({ intent: "import" }), guard: { permission: "pricing.edit", passed: 400 } },
  },
  "/admin/price-list/export.csv": { get: { permission: "pricing.view" } },
  "/admin/price-list/new": {
    get: { permission: "pricing.edit" },
    post: { form: () => ({}), guard: { permission: "pricing.edit", passed: 400 } },
  },
  "/admin/price-list/:id": {
    // No item 1 exists in the matrix's database: past the guard the answer is "not found".
    url: () => "/admin/price-list/1",
    get: { permission: "pricing.view", passed: 404 },
    post: { form: () => ({}), guard: { permission: "pricing.edit", passed: 400 } },
  },
  "/admin/areas-management": { get: { permission: "areas.view" } },
  "/admin/areas-management/new": {
    get: { permission: "areas.edit" },
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({}), guard: { permission: "areas.edit", passed: 400 } },
  },
  "/admin/areas-management/:id": {
    url: () => "/admin/areas-management/1",
    get: { permission: "areas.view" },
    // An empty form: refused as incomplete (400) once past the guard.
    post: { form: () => ({}), guard: { permission: "areas.edit", passed: 400 } },
  },
  "/admin/audit": { get: { permission: "audit.view" } },
  "/admin/email": {
    get: { permission: "email.view" },
    // An email that is not in the outbox: 404 once past the guard.
    post: { form: () => ({ intent: "resend", emailId: "999999" }), guard: { permission: "email.resend", passed: 404 } },
  },
  "/admin/messages": {
    get: { permission: "messages.view" },
    // A text that is not in the outbox: 404 once past the guard.
    post: { form: () => ({ intent: "resend-text", textId: "999999" }), guard: { permission: "messages.send", passed: 404 } },
  },
  "/admin/email/:id": {
    // The first email queued before the matrix runs, already sent: "send again" is refused (409) once past the guard.
    url: () => "/admin/email/1",
    get: { permission: "email.view" },
    post: { form: () => ({ intent: "resend", emailId: "1" }), guard: { permission: "email.resend", passed: 409 } },
  },
  "/admin/staff": {
    get: { permission: "staff.view" },
    post: { form: (ids) => ({ intent: "set-role", id: ids[USERS.spare.email], role: "manager" }), guard: { permission: "staff.manage" } },
  },
  "/admin/account": {
    get: { permission: "admin.enter" },
    post: { form: () => ({ intent: "name", name: "Same Name" }), guard: { permission: "admin.enter" } },
  },
};

interface EndpointEntry {
  path: (ids: Record<string, string>) => string;
  body?: () => unknown;
  guard: Guard;
}

let created = 0;
const API: Record<string, EndpointEntry> = {
  // An empty quote request: refused as incomplete, by anyone.
  "POST /functions/send-lead-notification": { path: () => "/functions/send-lead-notification", body: () => ({}), guard: { everyone: 400 } },
  "GET /health": { path: () => "/health", guard: { everyone: 200 } },
  // Stripe's webhook trusts its signature alone: without one, the same 400 for everyone.
  "POST /payments/stripe/webhook": { path: () => "/payments/stripe/webhook", body: () => ({}), guard: { everyone: 400 } },
  // Twilio's webhooks trust their signature alone: a JSON body is refused with the same 400 for everyone.
  "POST /sms/inbound": { path: () => "/sms/inbound", body: () => ({}), guard: { everyone: 400 } },
  "POST /sms/status": { path: () => "/sms/status", body: () => ({}), guard: { everyone: 400 } },
  // Photos after a quote request take a multipart upload with the request's token: JSON is refused by anyone.
  "POST /request-photos": { path: () => "/request-photos", body: () => ({}), guard: { everyone: 415 } },
  // A photo that is not there: the same 404 for everyone.
  "GET /photos/:id/:file": { path: () => "/photos/00000000-0000-0000-0000-000000000000/256.webp", guard: { everyone: 404 } },
  "POST /auth/sign-in/email": { path: () => "/auth/sign-in/email", body: () => ({}), guard: { everyone: 400 } },
  "GET /auth/session": { path: () => "/auth/session", guard: { everyone: 200 } },
  "POST /auth/request-password-reset": { path: () => "/auth/request-password-reset", body: () => ({}), guard: { everyone: 400 } },
  "POST /auth/reset-password": { path: () => "/auth/reset-password", body: () => ({}), guard: { everyone: 400 } },
  "POST /auth/sign-out": { path: () => "/auth/sign-out", guard: { everyone: 200 } },
  "GET /admin/staff": { path: () => "/admin/staff", guard: { permission: "staff.view" } },
  "POST /admin/staff": {
    path: () => "/admin/staff",
    body: () => ({ name: "New Person", email: `new${++created}@matrix.test`, role: "manager", password: "a-long-password-1" }),
    guard: { permission: "staff.manage", passed: 201 },
  },
  "PUT /admin/staff/:id/role": {
    path: (ids) => `/admin/staff/${ids[USERS.spare.email]}/role`,
    body: () => ({ role: "manager" }),
    guard: { permission: "staff.manage" },
  },
  "POST /admin/staff/:id/deactivate": {
    path: (ids) => `/admin/staff/${ids[USERS.spare.email]}/deactivate`,
    guard: { permission: "staff.manage" },
  },
  "POST /admin/staff/:id/reactivate": {
    path: (ids) => `/admin/staff/${ids[USERS.spare.email]}/reactivate`,
    guard: { permission: "staff.manage" },
  },
  "POST /admin/staff/:id/invitation": {
    path: (ids) => `/admin/staff/${ids[USERS.spare.email]}/invitation`,
    guard: { permission: "staff.manage", passed: 204 },
  },
};

/** Card payments on, with Stripe's API at an address nothing answers: the matrix never reaches it. */
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_matrix0000",
  STRIPE_WEBHOOK_SECRET: "whsec_matrix0000",
  STRIPE_API_BASE: "http://127.0.0.1:9",
  TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
  TWILIO_AUTH_TOKEN: "matrixTwilioToken000",
  TWILIO_FROM: "+6498870000",
  TWILIO_API_BASE: "http://127.0.0.1:9",
};

let seeded: SeededServer;
let smtp: SmtpCapture;
let quoteToken = "";
let jobToken = "";
let hubPath = "";
/** The sent quote of customer 2, whose page is not the one the matrix opens. */
let otherCustomersQuote = "";
/** Customer 2's done job, which customer 1's page may not open a review form for. */
let otherCustomersJob = "";
let invoicePath = "";
let reviewPath = "";
let spareLinkToken = "";
let usedLinkToken = "";
const spareTradieSessions: string[] = [];
const VISIT_DAY = addDays(todayInAuckland(), 7);
/** Demo tradie 1, whose portal address the seed gives. */
const TRADIE_EMAIL = "aroha.ngata@example.co.nz";
const FROM = {} as Record<Audience, Record<string, string>>;
for (const [i, audience] of AUDIENCES.entries()) FROM[audience] = { "x-forwarded-for": `198.51.100.${i + 10}` };
const cookies: Record<Audience, string> = {
  anonymous: "",
  "customer link": "",
  "customer hub": "",
  tradie: "",
  "no role": "",
  manager: "",
  admin: "",
};

async function signInAs(visitor: Audience): Promise<string> {
  const url = seeded.server.url;
  // A tradie's fresh session comes from a link asked for before the matrix ran.
  if (visitor === "tradie") return spareTradieSessions.shift() ?? "";
  if (visitor === "anonymous" || visitor === "customer link" || visitor === "customer hub") return "";
  const user = visitor === "admin" ? USERS.admin : visitor === "manager" ? USERS.manager : USERS.none;
  return sessionCookie(url, user.email, PASSWORD);
}

beforeAll(async () => {
  smtp = await startSmtpCapture(await freePort());
  seeded = await startServerWithStaff(
    Object.values(USERS).map((u) => ({ email: u.email, password: PASSWORD, role: u.role })),
    // Each audience comes from its own address (through a "proxy"), so one audience's requests
    // never spend another's allowance of sign-ins, reset emails or link opens.
    { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100", TRUSTED_PROXIES: "127.0.0.1", ...STRIPE_ENV },
  );
  for (const visitor of AUDIENCES) if (visitor !== "tradie") cookies[visitor] = await signInAs(visitor);
  // Application #1, for the application page (tradie #1 is a seeded demo tradie).
  await submitApplication(seeded.server.url);
  // Lead #1, for the lead page.
  expect((await postQuote(seeded.server.url, validQuote({ fillTimeMs: 20_000 }))).status).toBe(201);
  // Quote #1 for lead #1, sent: the customer's link for /q/:token.
  ({ token: quoteToken } = await sendFirstQuote(seeded.server.url, cookies.admin));
  // Job #1 for lead #1, with visit #1 offered to tradie #1, who signs in from the offer and accepts it.
  const url = seeded.server.url;
  expect((await postForm(url, "/admin/leads/1", { intent: "new-job", title: "Matrix job" }, cookies.admin)).headers.get("location")).toBe(
    "/admin/jobs/1",
  );
  const visit = { intent: "add-visit", day: VISIT_DAY, timing: "fixed", start: "09:00", end: "11:00", tradieId: "1", instructions: "" };
  expect((await postForm(url, "/admin/jobs/1", visit, cookies.admin)).status).toBe(200);
  const [offer] = await mailsTo(smtp, TRADIE_EMAIL, /^Work offered/, 1);
  cookies.tradie = (await crewSession(url, crewLinkIn(offer))).cookie;
  usedLinkToken = crewLinkIn(offer).split("/")[3].split("?")[0];
  expect((await postForm(url, "/crew/visits/1", { intent: "accept" }, cookies.tradie)).status).toBe(200);
  jobToken = jobLinkIn((await mailsTo(smtp, String(validQuote().email), /^Your visit is booked/, 1))[0]).split("/")[2];
  // Customer 1's own page: a link staff make on the customer's page.
  const hubLink = await (await postForm(url, "/admin/customers/1", { intent: "hub-link" }, cookies.admin)).text();
  hubPath = new URL(/value="(https?:\/\/[^"]+\/c\/[A-Za-z0-9_-]{43})"/.exec(hubLink)![1]).pathname;
  // Invoice 1 for job 1, with one line, sent: the customer's link for /i/:token.
  expect((await postForm(url, "/admin/jobs/1", { intent: "new-invoice" }, cookies.admin)).headers.get("location")).toBe(
    "/admin/invoices/1",
  );
  const line = { intent: "line", lineIndex: "", description: "Matrix work", quantity: "1", unitPrice: "100.00" };
  expect((await postForm(url, "/admin/invoices/1", line, cookies.admin)).status).toBe(200);
  expect((await postForm(url, "/admin/invoices/1", { intent: "send" }, cookies.admin)).status).toBe(200);
  invoicePath = invoiceLinkIn((await mailsTo(smtp, String(validQuote().email), /^Your invoice/, 1))[0].parsed.text ?? "");
  // More links asked for at the sign-in page: one left unused for its page, and one for each
  // session the matrix signs out (the admin's and the portal's sign-out pages, and the API's).
  for (let i = 0; i < 4; i += 1) expect((await postForm(url, "/crew/sign-in", { email: TRADIE_EMAIL })).status).toBe(200);
  const links = (await mailsTo(smtp, TRADIE_EMAIL, /^Your sign-in link/, 4)).map(crewLinkIn);
  spareLinkToken = links[0].split("/")[3].split("?")[0];
  for (const link of links.slice(1)) spareTradieSessions.push((await crewSession(url, link)).cookie);
  // Job #2 for lead #1, its one visit done: the review request, sent now, holds the link for /r/:token.
  const reviewJob = (await postForm(url, "/admin/leads/1", { intent: "new-job", title: "Matrix review" }, cookies.admin)).headers.get(
    "location",
  )!;
  const bare = { intent: "add-visit", day: VISIT_DAY, timing: "fixed", start: "13:00", end: "14:00", instructions: "" };
  expect((await postForm(url, reviewJob, bare, cookies.admin)).status).toBe(200);
  expect((await postForm(url, reviewJob, { intent: "visit-status", visitId: "2", status: "done" }, cookies.admin)).status).toBe(200);
  // The job.done event is handled in the background: ask until its request is queued.
  for (let tries = 0; (await postForm(url, reviewJob, { intent: "ask-review" }, cookies.admin)).status !== 200; tries += 1) {
    if (tries > 300) throw new Error("the review request was never queued");
    await new Promise((r) => setTimeout(r, 100));
  }
  // Customer 2 (lead #2, another person) with a sent quote: its version id, read from their own page.
  const other = validQuote({ name: "Matrix Other", email: "matrix.other@example.co.nz", phone: "021 555 0999", fillTimeMs: 20_000 });
  expect((await postQuote(url, other)).status).toBe(201);
  await sendFirstQuote(url, cookies.admin, 2);
  const otherCustomer = /href="(\/admin\/customers\/\d+)"/.exec(await (await get(`${url}/admin/leads/2`, cookies.admin)).text())![1];
  const otherHub = await (await postForm(url, otherCustomer, { intent: "hub-link" }, cookies.admin)).text();
  const otherPath = new URL(/value="(https?:\/\/[^"]+\/c\/[A-Za-z0-9_-]{43})"/.exec(otherHub)![1]).pathname;
  otherCustomersQuote = /name="versionId" value="(\d+)"/.exec(await (await get(url + otherPath)).text())![1];
  // A job for customer 2, its one visit done: a job that could be reviewed, but not from customer 1's page.
  const otherJob = (await postForm(url, "/admin/leads/2", { intent: "new-job", title: "Matrix other" }, cookies.admin)).headers.get(
    "location",
  )!;
  expect((await postForm(url, otherJob, bare, cookies.admin)).status).toBe(200);
  const otherVisit = /name="visitId" value="(\d+)"/.exec(await (await get(url + otherJob, cookies.admin)).text())![1];
  expect((await postForm(url, otherJob, { intent: "visit-status", visitId: otherVisit, status: "done" }, cookies.admin)).status).toBe(200);
  otherCustomersJob = otherJob.split("/").at(-1)!;
  reviewPath = /https?:\/\/[^\s"]+(\/r\/[A-Za-z0-9_-]{43})/.exec(
    (await mailsTo(smtp, String(validQuote().email), /^How did we do/, 1))[0].parsed.text ?? "",
  )![1];
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

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
  it("has a page entry for every route, and a form entry for every page action", () => {
    const found = pageRoutes();
    expect(found.length).toBeGreaterThan(30);
    expect(found.map((p) => p.path).filter((p) => !PAGES[p])).toEqual([]);
    expect(Object.keys(PAGES).filter((p) => !found.some((page) => page.path === p))).toEqual([]);
    const withAction = [...new Set(found.filter((p) => p.hasAction).map((p) => p.path))].sort();
    const withEntry = Object.entries(PAGES)
      .filter(([, entry]) => entry.post)
      .map(([p]) => p)
      .sort();
    expect(withEntry).toEqual(withAction);
  });

  it("has an entry for every /api endpoint", () => {
    const found = apiEndpoints();
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter((e) => !API[e])).toEqual([]);
    expect(Object.keys(API).filter((e) => !found.includes(e))).toEqual([]);
  });

  it("draws the answers from the permissions table", () => {
    expect(pageAnswers({ permission: "settings.edit", passed: 400 })).toEqual({
      anonymous: "sign-in",
      "customer link": "sign-in",
      "customer hub": "sign-in",
      tradie: "sign-in",
      "no role": "sign-in",
      manager: 403,
      admin: 400,
    });
    expect(pageAnswers({ permission: "visits.work", area: "crew" })).toEqual({
      anonymous: { redirect: "/crew/sign-in" },
      "customer link": { redirect: "/crew/sign-in" },
      "customer hub": { redirect: "/crew/sign-in" },
      tradie: 200,
      "no role": { redirect: "/crew/sign-in" },
      manager: { redirect: "/crew/sign-in" },
      admin: { redirect: "/crew/sign-in" },
    });
    expect(apiAnswers({ permission: "staff.view" })).toEqual({
      anonymous: 401,
      "customer link": 401,
      "customer hub": 401,
      tradie: 401,
      "no role": 403,
      manager: 200,
      admin: 200,
    });
  });
});

describe("pages", () => {
  for (const [pagePath, entry] of Object.entries(PAGES)) {
    const admin = pagePath === "/admin" || pagePath.startsWith("/admin/");
    it(`GET ${pagePath} answers each audience as the table says`, async () => {
      const expected = pageAnswers(entry.get);
      for (const audience of AUDIENCES) {
        const res = await get(seeded.server.url + (entry.url?.(seeded.ids) ?? pagePath), cookies[audience], FROM[audience]);
        assertAnswer(res, expected[audience], `GET ${pagePath} as ${audience}`);
        if (res.status === 200 && (admin || /^\/(q|j|c|crew)(\/|$)/.test(pagePath)))
          expect(res.headers.get("x-robots-tag"), pagePath).toBe("noindex, nofollow");
      }
    });
    const post = entry.post;
    if (post) {
      it(`POST ${pagePath} (its action) answers each audience as the table says`, async () => {
        const expected = pageAnswers(post.guard);
        for (const audience of AUDIENCES) {
          const cookie = post.freshSession && audience !== "anonymous" ? await signInAs(audience) : cookies[audience];
          const res = await postForm(
            seeded.server.url,
            post.url?.() ?? entry.url?.(seeded.ids) ?? pagePath,
            post.form(seeded.ids),
            cookie,
            { ...post.headers?.(), ...FROM[audience] },
          );
          assertAnswer(res, expected[audience], `POST ${pagePath} as ${audience}`);
        }
      });
    }
  }

  it("guards client-side navigations (data requests) the same way", async () => {
    const protectedPages = Object.entries(PAGES).filter(([, e]) => pageAnswers(e.get).anonymous === "sign-in");
    expect(protectedPages.length).toBeGreaterThan(10);
    for (const [key, entry] of protectedPages) {
      const pagePath = entry.url?.(seeded.ids) ?? key;
      const [pathname, search] = pagePath.split("?");
      const res = await get(`${seeded.server.url}${pathname}.data${search ? `?${search}` : ""}`);
      const body = await res.text();
      expect(res.status, pagePath).not.toBe(200);
      expect(body, pagePath).toContain("/admin/login");
      expect(body, pagePath).not.toContain(USERS.manager.email);
    }
  });
});

describe("customers' links", () => {
  it("open nothing with a token that is wrong, for any audience: the same 404 as any unknown page", async () => {
    const wrong = `${quoteToken.slice(0, -2)}${quoteToken.endsWith("AA") ? "BB" : "AA"}`;
    for (const audience of AUDIENCES) {
      const paths = [`/q/${wrong}`, `/q/${wrong}/pdf`, "/q/not-a-token", `/j/${wrong}`, `/j/${quoteToken}`, "/j/not-a-token"];
      for (const path of [
        ...paths,
        `/i/${wrong}`,
        `/i/${wrong}/pdf`,
        `/i/${quoteToken}`,
        "/i/not-a-token",
        `/r/${wrong}`,
        `/r/${quoteToken}`,
        `/c/${wrong}`,
        `/c/${quoteToken}`,
        `/c/${wrong}/records.json`,
        `/c/${quoteToken}/records.pdf`,
      ]) {
        const res = await get(seeded.server.url + path, cookies[audience], FROM[audience]);
        expect(res.status, `${path} as ${audience}`).toBe(404);
        expect(await res.text(), path).not.toMatch(/quote Q-|invoice INV-|expired|superseded/i);
      }
    }
  });

  it("open a review form from the customer's page for their own done job only, by a post, for whoever holds the link", async () => {
    const url = seeded.server.url;
    // Job 2 is customer 1's, done, its review asked for before the matrix ran.
    for (const audience of AUDIENCES) {
      const own = await postForm(url, hubPath, { intent: "open-review", jobId: "2" }, cookies[audience], FROM[audience]);
      expect(own.status, audience).toBe(303);
      expect(own.headers.get("location"), audience).toMatch(/^\/r\/[A-Za-z0-9_-]{43}$/);
      const other = await postForm(url, hubPath, { intent: "open-review", jobId: otherCustomersJob }, cookies[audience], FROM[audience]);
      expect(other.status, audience).toBe(404);
      expect(other.headers.get("location"), audience).toBeNull();
      // A GET with the same fields is the page, and makes no link.
      const read = await get(`${url}${hubPath}?intent=open-review&jobId=2`, cookies[audience], FROM[audience]);
      expect(read.status, audience).toBe(200);
      expect(await read.text(), audience).not.toMatch(/\/r\/[A-Za-z0-9_-]{43}/);
    }
  });
});

describe("/api endpoints", () => {
  for (const [key, entry] of Object.entries(API)) {
    it(`${key} answers each audience as the table says`, async () => {
      const [method] = key.split(" ");
      const expected = apiAnswers(entry.guard);
      for (const audience of AUDIENCES) {
        // Signing out ends the session it is sent with: use one of its own.
        const cookie = key === "POST /auth/sign-out" && audience !== "anonymous" ? await signInAs(audience) : cookies[audience];
        const res = await sendJson(seeded.server.url, method, `/api${entry.path(seeded.ids)}`, entry.body?.(), cookie, FROM[audience]);
        assertAnswer(res, expected[audience], `${key} as ${audience}`);
        if (res.status >= 400) expect((await res.json()).error, `${key} as ${audience}`).toEqual(expect.any(String));
      }
    });
  }

  it("refuses a change sent from another website, even with an admin's cookie", async () => {
    const res = await sendJson(
      seeded.server.url,
      "PUT",
      `/api/admin/staff/${seeded.ids[USERS.spare.email]}/role`,
      { role: "manager" },
      cookies.admin,
      { origin: "https://evil.example" },
    );
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
