import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customersTable, sitesTable } from "~/features/customers/tables";
import { serviceJobsTable, visitsTable } from "~/features/jobs/tables";
import { invoicesTable } from "~/features/invoices/tables";
import { leadsTable } from "~/features/leads/tables";
import { quoteVersionsTable } from "~/features/quotes/tables";
import { tradiesTable } from "~/features/tradies/tables";
import type { PlanLine, PlanRule } from "./plan-schema";

/*
 * Maintenance plans (docs/decisions/0180): recurring work for one customer's site. The plan holds
 * the rule (one or more seasonal parts, each an RFC 5545 rule), the lines and who goes; its visits
 * are ordinary jobs and visits made by the jobs feature, tied back here by plan_occurrences.
 */
export const plansTable = pgTable(
  "maintenance_plans",
  {
    id: serial("id").primaryKey(),
    /** The lead the plan was made from: jobs belong to a lead, and a privacy deletion takes the plan too. */
    leadId: integer("lead_id")
      .notNull()
      .references(() => leadsTable.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customersTable.id, { onDelete: "set null" }),
    siteId: integer("site_id").references(() => sitesTable.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    lines: jsonb("lines").$type<PlanLine[]>().notNull().default([]),
    /** What one visit costs, GST included (cents), from the lines. */
    visitValueCents: integer("visit_value_cents").notNull().default(0),
    rules: jsonb("rules").$type<PlanRule[]>().notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }),
    /** At most this many visits in all; null for no limit. */
    visitLimit: integer("visit_limit"),
    /** move: to the next working day | skip: no visit that time. */
    holidays: text("holidays").notNull().default("move"),
    tradieId: integer("tradie_id").references(() => tradiesTable.id, { onDelete: "set null" }),
    timing: text("timing").notNull().default("window"),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    instructions: text("instructions").notNull().default(""),
    /** active | paused | ended */
    status: text("status").notNull().default("active"),
    /** Why it was last paused or ended, in staff's words. */
    statusReason: text("status_reason").notNull().default(""),
    /** For ended plans, the reason picked from the list (for the figures). */
    endedBecause: text("ended_because"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** per_visit: an invoice when each visit is done | monthly: one invoice a month for the visits done. */
    billing: text("billing").notNull().default("per_visit"),
    /** The accepted quote version that proposed the plan (docs/decisions/0215); unique, so an acceptance makes one plan. */
    quoteVersionId: integer("quote_version_id").references(() => quoteVersionsTable.id, { onDelete: "set null" }),
    createdById: text("created_by_id"),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("maintenance_plans_status_idx").on(t.status, t.id),
    uniqueIndex("maintenance_plans_quote_version_idx").on(t.quoteVersionId),
    index("maintenance_plans_lead_idx").on(t.leadId),
    check("maintenance_plans_minutes_check", sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`),
    check("maintenance_plans_status_check", sql`${t.status} in ('active', 'paused', 'ended')`),
    check("maintenance_plans_holidays_check", sql`${t.holidays} in ('move', 'skip')`),
    check("maintenance_plans_billing_check", sql`${t.billing} in ('per_visit', 'monthly')`),
  ],
);

export type PlanRow = typeof plansTable.$inferSelect;

/**
 * One row per date the plan's rule gave, made in the same transaction as its visit: the primary
 * key (plan, date) is what makes a visit be created once, whichever instance runs the horizon.
 * A holiday skip keeps a row with no visit, so it is not tried again.
 */
export const planOccurrencesTable = pgTable(
  "plan_occurrences",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => plansTable.id, { onDelete: "cascade" }),
    /** The date the rule gave, before any holiday move. */
    occursOn: date("occurs_on", { mode: "string" }).notNull(),
    /** The day the visit was booked for (after a holiday move); null when skipped. */
    bookedOn: date("booked_on", { mode: "string" }),
    /** booked | skipped */
    outcome: text("outcome").notNull(),
    /** Why there is no visit, or why it moved (the holiday's name). */
    note: text("note").notNull().default(""),
    jobId: integer("job_id").references(() => serviceJobsTable.id, { onDelete: "set null" }),
    visitId: integer("visit_id").references(() => visitsTable.id, { onDelete: "set null" }),
    /** For monthly billing: the invoice this visit went on (docs/decisions/0183). */
    invoiceId: integer("invoice_id").references(() => invoicesTable.id, { onDelete: "set null" }),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    /** The prepaid block this visit was booked against (docs/decisions/0199): it has no invoice of its own. */
    prepaidBlockId: integer("prepaid_block_id").references(() => planPrepaidBlocksTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.occursOn] }),
    index("plan_occurrences_visit_idx").on(t.visitId),
    index("plan_occurrences_job_idx").on(t.jobId),
    check("plan_occurrences_outcome_check", sql`${t.outcome} in ('booked', 'skipped')`),
  ],
);

export type PlanOccurrence = typeof planOccurrencesTable.$inferSelect;

/**
 * A plan's prices from a date (docs/decisions/0198): the plan's lines with new unit prices. A
 * visit is priced by the latest row on or before its day, or by the plan's own lines before the first.
 */
export const planPricesTable = pgTable(
  "plan_prices",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plansTable.id, { onDelete: "cascade" }),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    lines: jsonb("lines").$type<PlanLine[]>().notNull(),
    /** What one visit comes to at these prices, GST included (cents). */
    visitValueCents: integer("visit_value_cents").notNull(),
    note: text("note").notNull().default(""),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("plan_prices_plan_day_idx").on(t.planId, t.effectiveFrom)],
);

export type PlanPriceRow = typeof planPricesTable.$inferSelect;

/**
 * A block of visits paid ahead (docs/decisions/0199): invoiced when sold; each visit booked
 * against it is not invoiced again, and each one done counts the block down.
 */
export const planPrepaidBlocksTable = pgTable(
  "plan_prepaid_blocks",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plansTable.id, { onDelete: "cascade" }),
    visits: integer("visits").notNull(),
    invoiceId: integer("invoice_id").references(() => invoicesTable.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plan_prepaid_blocks_plan_idx").on(t.planId),
    check("plan_prepaid_blocks_visits_check", sql`${t.visits} between 1 and 100`),
  ],
);

/**
 * A customer's request to skip one visit, made from the visit's link (docs/decisions/0200);
 * staff confirm (the visit is skipped, the rule unchanged) or refuse it.
 */
export const planSkipRequestsTable = pgTable(
  "plan_skip_requests",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => plansTable.id, { onDelete: "cascade" }),
    occursOn: date("occurs_on", { mode: "string" }).notNull(),
    visitId: integer("visit_id").references(() => visitsTable.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    /** waiting | confirmed | refused */
    status: text("status").notNull().default("waiting"),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plan_skip_requests_plan_idx").on(t.planId, t.status),
    // One request waiting per visit: a second tap finds the first.
    uniqueIndex("plan_skip_requests_waiting_idx")
      .on(t.planId, t.occursOn)
      .where(sql`${t.status} = 'waiting'`),
    check("plan_skip_requests_status_check", sql`${t.status} in ('waiting', 'confirmed', 'refused')`),
  ],
);

/**
 * A plan proposed on a draft quote (docs/decisions/0215): how often, from when, how billed. When
 * the customer accepts that version, the plan is made from it with the quote's lines; the quote
 * itself knows nothing of it.
 */
export const planProposalsTable = pgTable(
  "plan_proposals",
  {
    quoteVersionId: integer("quote_version_id")
      .primaryKey()
      .references(() => quoteVersionsTable.id, { onDelete: "cascade" }),
    rules: jsonb("rules").$type<PlanRule[]>().notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    billing: text("billing").notNull().default("per_visit"),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("plan_proposals_billing_check", sql`${t.billing} in ('per_visit', 'monthly')`)],
);

export type PlanProposalRow = typeof planProposalsTable.$inferSelect;
