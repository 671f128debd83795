import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { customersTable } from "~/features/customers/tables";
import { leadsTable } from "~/features/leads/tables";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { photosTable } from "~/features/uploads/tables";
import type { JobPricing } from "./job-lines";
import type { QuoteLine } from "~/features/quotes/pricing";
import type { PhotoConsent } from "./photo-consent";

export interface VisitSignOff {
  /** The customer's name as they typed it on the tradie's phone; null when they were not there. */
  name: string | null;
  at: string;
  by: string;
  /** The signature the customer drew on the screen (a stored PNG, docs/decisions/0207), when they drew one. */
  signatureId?: string;
}

/*
 * Jobs and their visits (docs/decisions/0108). The background-work queue already owns the table
 * name `jobs`, so the business's jobs live in `service_jobs`. A job always belongs to a lead (the
 * customer and the site come from it), and a lead's privacy deletion takes its jobs with it.
 */
export const serviceJobsTable = pgTable(
  "service_jobs",
  {
    id: serial("id").primaryKey(),
    /** The 123 of J-000123, from the document sequence (decision 0088). */
    number: integer("number").notNull(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leadsTable.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customersTable.id, { onDelete: "set null" }),
    /** The accepted quote version the job came from; null for small work made straight from a lead. */
    quoteId: integer("quote_id").references(() => quotesTable.id, { onDelete: "set null" }),
    quoteVersionId: integer("quote_version_id").references(() => quoteVersionsTable.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    scope: text("scope").notNull().default(""),
    /** The accepted lines (optional ones only when the customer ticked them), without the markup. */
    lines: jsonb("lines").$type<QuoteLine[]>().notNull().default([]),
    /** How the lines are priced: as on the accepted quote. */
    pricing: jsonb("pricing").$type<JobPricing>(),
    /** The accepted total and deposit, GST included (cents); 0 for work without a quote. */
    valueCents: integer("value_cents").notNull().default(0),
    depositCents: integer("deposit_cents").notNull().default(0),
    /** to_schedule | scheduled | in_progress | done | cancelled */
    status: text("status").notNull().default("to_schedule"),
    notes: text("notes").notNull().default(""),
    /** Billed with others on a periodic invoice (a monthly maintenance plan, docs/decisions/0183): no invoice is drafted when it is done. */
    billedPeriodically: boolean("billed_periodically").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** Staff looked over the done work (photos, notes, sign-off) and closed it off. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedByName: text("reviewed_by_name"),
    /** The customer asked for no more review emails about this job (Unsolicited Electronic Messages Act). */
    reviewEmailsStoppedAt: timestamp("review_emails_stopped_at", { withTimezone: true }),
    /** The customer's latest answer about showing photos of the work on the website (docs/decisions/0117). */
    photoConsent: jsonb("photo_consent").$type<PhotoConsent>(),
    createdById: text("created_by_id"),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("service_jobs_number_idx").on(t.number),
    // One job per accepted version: the quote.accepted event may be handled twice, the job is made once.
    uniqueIndex("service_jobs_quote_version_idx").on(t.quoteVersionId),
    index("service_jobs_lead_idx").on(t.leadId),
    index("service_jobs_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * A visit at a time: to a job, or (job null) a site visit to quote a lead. The Auckland day and
 * wall-clock minutes are what staff chose; the instants are derived from them, so a visit keeps
 * its 9 am across a daylight-saving change.
 */
export const visitsTable = pgTable(
  "visits",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id").references(() => serviceJobsTable.id, { onDelete: "cascade" }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leadsTable.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** "fixed": from start to end; "window": the tradie arrives between start and end. */
    timing: text("timing").notNull().default("fixed"),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** scheduled | confirmed | on_the_way | started | done | cancelled */
    status: text("status").notNull().default("scheduled"),
    instructions: text("instructions").notNull().default(""),
    /** Bumped at every change of time, so a calendar file sent again replaces the one before. */
    sequence: integer("sequence").notNull().default(0),
    /** When the customer was sent the booking (and its calendar file); changes after it send updates. */
    customerToldAt: timestamp("customer_told_at", { withTimezone: true }),
    /** When the customer confirmed the time from their job page. */
    customerConfirmedAt: timestamp("customer_confirmed_at", { withTimezone: true }),
    /** How the work was signed off when the tradie marked it done: the customer's typed name, or that they were not there. */
    signOff: jsonb("sign_off").$type<VisitSignOff>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visits_time_idx").on(t.startsAt, t.endsAt),
    index("visits_job_idx").on(t.jobId),
    index("visits_lead_idx").on(t.leadId),
    check("visits_minutes_check", sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`),
  ],
);

/**
 * Who goes on a visit, and their answer to the offer (docs/decisions/0110): offered until they
 * accept or decline from the portal, or the offer runs out and goes back to the office.
 */
export const visitTradiesTable = pgTable(
  "visit_tradies",
  {
    visitId: integer("visit_id")
      .notNull()
      .references(() => visitsTable.id, { onDelete: "cascade" }),
    tradieId: integer("tradie_id")
      .notNull()
      .references(() => tradiesTable.id, { onDelete: "cascade" }),
    /** Copied from the visit, so "who is busy when" reads one index. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** offered | accepted | declined | expired */
    offer: text("offer").notNull().default("offered"),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.tradieId] }), index("visit_tradies_time_idx").on(t.tradieId, t.startsAt)],
);

/** Before and after photos a tradie takes on a visit (the same upload rules as every photo: docs/decisions/0040). */
export const visitPhotosTable = pgTable(
  "visit_photos",
  {
    id: serial("id").primaryKey(),
    visitId: integer("visit_id")
      .notNull()
      .references(() => visitsTable.id, { onDelete: "cascade" }),
    jobId: integer("job_id").references(() => serviceJobsTable.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photosTable.id, { onDelete: "cascade" }),
    /** before | after */
    kind: text("kind").notNull(),
    addedByName: text("added_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("visit_photos_visit_idx").on(t.visitId), index("visit_photos_job_idx").on(t.jobId)],
);

/** A job's timeline: every change and message, with who made it. */
export const jobEventsTable = pgTable(
  "job_events",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => serviceJobsTable.id, { onDelete: "cascade" }),
    visitId: integer("visit_id"),
    kind: text("kind").notNull(),
    detail: text("detail").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_events_job_idx").on(t.jobId, t.createdAt)],
);

/*
 * What tells a cached week of the schedule that it is out of date (docs/decisions/0118): every
 * statement that changes visits, their tradies, jobs, tradies, or a lead's name, suburb or service
 * adds a row here by trigger (migration 0031), in its own transaction, taking no shared lock. The
 * schedule's version is the number of such changes committed: the total folded into
 * schedule_change_totals plus the rows still here. It grows with every commit, in any order.
 */
export const scheduleChangesTable = pgTable("schedule_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
});

/** The changes folded away from schedule_changes (one row, id 1), so counting what is left stays quick. */
export const scheduleChangeTotalsTable = pgTable(
  "schedule_change_totals",
  {
    id: integer("id").primaryKey(),
    total: bigint("total", { mode: "number" }).notNull(),
  },
  (t) => [check("schedule_change_totals_one_row", sql`${t.id} = 1`)],
);
