import type { StaffRole } from "./roles";

/**
 * Who may do what: the one table (docs/decisions/0091). Isomorphic: the server enforces it
 * (requireStaff in guard.server.ts for pages, staffOnly for /api/admin), the browser reads it
 * only to decide what to show (can()). The authorisation matrix test
 * (tests/integration/authorisation-matrix.test.ts) checks every route against it for every
 * audience.
 *
 * A permission names an area and a verb. Each lists the roles that hold it; a role is what
 * someone is to the business: staff (admin, manager), and tradies signed in to /crew by an
 * emailed link. A customer's link (/q, /j) holds no role: its token opens one record, and
 * that record's page is all it can see or change.
 */
export type Role = StaffRole | "tradie";

const STAFF = ["admin", "manager"] as const satisfies readonly Role[];
const ADMINS = ["admin"] as const satisfies readonly Role[];
/** A tradie signed in to the portal (/crew) by an emailed link: only their own visits. */
const TRADIES = ["tradie"] as const satisfies readonly Role[];

export const PERMISSIONS = {
  /** The admin area itself: the dashboard, the person's own account. */
  "admin.enter": STAFF,
  "leads.view": STAFF,
  "leads.change": STAFF,
  /** Entering a phone, walk-in or email enquiry as a lead. */
  "leads.create": STAFF,
  /** Managers may anonymise a lead; only administrators delete one (docs/decisions/0065). */
  "leads.delete": ADMINS,
  /** Customers, their sites and their whole history (docs/decisions/0082). */
  "customers.view": STAFF,
  "customers.change": STAFF,
  "tradies.view": STAFF,
  /** Tradies' time on the job, approved by the week and exported for payroll (docs/decisions/0209). */
  "timesheets.view": STAFF,
  "timesheets.approve": STAFF,
  "tradies.change": STAFF,
  /** A tradie's sign-in link to the portal, made on their page to hand over without email (issue 40, item 17). */
  "tradies.link": ADMINS,
  "applications.view": STAFF,
  "applications.review": STAFF,
  "settings.view": STAFF,
  "settings.edit": ADMINS,
  "services.view": STAFF,
  "services.edit": ADMINS,
  /** The price list quotes are built from (docs/decisions/0087). */
  "pricing.view": STAFF,
  "pricing.edit": ADMINS,
  /** Priced quotes: building, sending, revising (docs/decisions/0103). */
  "quotes.view": STAFF,
  "quotes.change": STAFF,
  /** Jobs, their visits and the schedule (docs/decisions/0108). */
  "jobs.view": STAFF,
  "jobs.change": STAFF,
  /** What a job earned: its labour and materials costs and margin, and the margin figures (docs/decisions/0216). */
  "costs.view": STAFF,
  /** Entering and removing the materials bought for a job. */
  "costs.change": STAFF,
  /** Tradies' cost rates: what an hour of their time costs the business; never shown to customers or tradies. */
  "costs.rates": ADMINS,
  /** Maintenance plans: recurring work whose visits are booked ahead (docs/decisions/0180). */
  "plans.view": STAFF,
  "plans.change": STAFF,
  /** Invoices, payments, credit notes and the accounting export (docs/decisions/0112). */
  "invoices.view": STAFF,
  "invoices.change": STAFF,
  /** Card payments, refunds, disputes and payouts through Stripe, and their export (docs/decisions/0164). */
  "payments.view": STAFF,
  /** Reviews: moderating by the published rules, replying, importing (docs/decisions/0114). */
  "reviews.view": STAFF,
  "reviews.change": STAFF,
  /** The project gallery: making projects from done jobs' photos, publishing them with the customer's yes (docs/decisions/0117). */
  "projects.view": STAFF,
  "projects.change": STAFF,
  /** The tradie portal: their visits, answering offers, and the work itself (docs/decisions/0111). */
  "crew.enter": TRADIES,
  "visits.answer": TRADIES,
  "visits.work": TRADIES,
  /** Service areas: their pages, suburbs and words (docs/decisions/0086). */
  "areas.view": STAFF,
  "areas.edit": ADMINS,
  "staff.view": STAFF,
  "staff.manage": ADMINS,
  "audit.view": ADMINS,
  /** The email outbox: what is waiting or failed, and sending it again (docs/decisions/0070). */
  "email.view": STAFF,
  "email.resend": STAFF,
  /** Texts: the outbox, replies, "send again" and one-off texts (docs/decisions/0170). */
  "messages.view": STAFF,
  "messages.send": STAFF,
  /** The wording of the customer messages, email and text: staff who write to customers may change it (docs/decisions/0192). */
  "templates.view": STAFF,
  "templates.edit": STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Someone's role, or the person themselves; null or undefined is nobody in particular (signed out, or no role). */
type Holder = Role | { role: Role | null } | null | undefined;

/** True when the holder's role grants the permission. Anywhere: loaders, actions, API routes, and the UI deciding whether to show a button. */
export function can(holder: Holder, permission: Permission): boolean {
  const role = typeof holder === "object" && holder !== null ? holder.role : holder;
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
