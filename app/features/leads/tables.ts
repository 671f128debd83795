import { sql } from "drizzle-orm";
import {
  customType,
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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { customersTable, sitesTable } from "~/features/customers/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { photosTable } from "~/features/uploads/tables";
import type { Touch } from "~/lib/attribution";

/** A full-text search column, generated from a row's words. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Quote requests from the public site. Every lead starts as "new"; staff move it along the
 * pipeline from the admin area (docs/decisions/0060).
 */
export const leadsTable = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    service: text("service").notNull(),
    /** A calendar day with no zone (returned as "YYYY-MM-DD" text), never shifted. */
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    preferredTime: text("preferred_time").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    suburb: text("suburb").notNull(),
    message: text("message").notNull(),
    /** "Regular visits": how often the customer would like the work done, when they asked for it to repeat (docs/decisions/0203). */
    visitsEvery: text("visits_every"),
    status: text("status").notNull().default("new"),
    /** Where the lead came from, e.g. "quote-form". */
    source: text("source").notNull().default("quote-form"),
    /** The browser's Idempotency-Key: a retried or double-clicked submission finds this lead instead of making another. */
    idempotencyKey: text("idempotency_key"),
    /** A hash of the submitted fields, so a key reused for a different request is refused. */
    requestHash: text("request_hash"),
    /** What the job was worth when the lead was won, GST included, in cents (docs/decisions/0085). */
    wonValueCents: integer("won_value_cents"),
    /** Why a lost lead was lost. */
    lostReason: text("lost_reason"),
    /** For leads on hold: the Auckland day it comes back to attention. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    contactAttempts: integer("contact_attempts").notNull().default(0),
    lastContactedAt: timestamp("last_contacted_at", { withTimezone: true }),
    /** When staff first moved it on from "new": the first-response figure on the dashboard. */
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    assignedTradieId: integer("assigned_tradie_id").references(() => tradiesTable.id, { onDelete: "set null" }),
    /** Who asked (docs/decisions/0082): matched by email or phone when the lead was stored. */
    customerId: integer("customer_id").references(() => customersTable.id, { onDelete: "set null" }),
    siteId: integer("site_id").references(() => sitesTable.id, { onDelete: "set null" }),
    /**
     * Another customer with this request's phone number but another name (a shared household or
     * office number): the request got a customer of its own, and staff confirm or dismiss the
     * match (issue 40, item 9; docs/decisions/0141).
     */
    possibleCustomerId: integer("possible_customer_id").references(() => customersTable.id, { onDelete: "set null" }),
    /** The same customer's earlier lead for the same service within 30 days: flagged, never dropped. */
    possibleDuplicateOfId: integer("possible_duplicate_of_id").references((): AnyPgColumn => leadsTable.id, { onDelete: "set null" }),
    /** Set when staff merged this lead into another (its status is then "duplicate"). */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => leadsTable.id, { onDelete: "set null" }),
    /** The visit that first brought the person to the site, and the last one that came from somewhere (docs/decisions/0083). */
    firstTouch: jsonb("first_touch").$type<Touch>(),
    lastTouch: jsonb("last_touch").$type<Touch>(),
    /** What the figures credit: the last touch's source ("google", a referring site, "direct"), or how staff took it ("phone"). */
    marketingSource: text("marketing_source").notNull().default("direct"),
    campaign: text("campaign").notNull().default(""),
    landingPage: text("landing_page").notNull().default(""),
    /** Set when the personal details were removed for a privacy request. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    /** Words of the name, email, phone (also as bare digits), suburb and message, for the search box. */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || suburb || ' ' || message)`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_idempotency_key_idx").on(t.idempotencyKey),
    index("leads_status_created_idx").on(t.status, t.createdAt),
    index("leads_created_idx").on(t.createdAt, t.id),
    // The default list (working leads, newest first), its count and its deep pages, read from the index alone.
    index("leads_working_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} not in ('spam', 'duplicate')`),
    index("leads_preferred_date_idx").on(t.preferredDate, t.id),
    index("leads_name_idx").on(t.name, t.id),
    index("leads_service_created_idx").on(t.service, t.createdAt),
    index("leads_suburb_created_idx").on(sql`lower(${t.suburb})`, t.createdAt),
    index("leads_tradie_created_idx").on(t.assignedTradieId, t.createdAt),
    index("leads_search_idx").using("gin", t.search),
    // The working list of one credited source, its count and its pages, from the index alone.
    index("leads_working_source_created_idx")
      .on(t.marketingSource, t.createdAt, t.id)
      .where(sql`${t.status} not in ('spam', 'duplicate')`),
    index("leads_customer_created_idx").on(t.customerId, t.createdAt),
    index("leads_possible_duplicate_idx")
      .on(t.possibleDuplicateOfId)
      .where(sql`${t.possibleDuplicateOfId} is not null`),
    index("leads_merged_into_idx")
      .on(t.mergedIntoId)
      .where(sql`${t.mergedIntoId} is not null`),
  ],
);

export type Lead = typeof leadsTable.$inferSelect;

/**
 * A lead's timeline: created, status changes, notes, assignments, contact attempts, resends,
 * anonymisation. Rows are only ever inserted (anonymisation blanks the note text); deleting the
 * lead for a privacy request removes them with it (cascade, docs/decisions/0065).
 */
export const leadEventsTable = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leadsTable.id, { onDelete: "cascade" }),
    /** status | note | assignment | contact | email-resend | anonymised */
    kind: text("kind").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** What happened, in words, without personal data, e.g. "Assigned to Liam O'Connor". */
    detail: text("detail"),
    /** A staff note (blanked by anonymisation). */
    note: text("note"),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.id)],
);

export type LeadEvent = typeof leadEventsTable.$inferSelect;

/**
 * Photos the customer added after their request, from the thank-you page (docs/decisions/0115):
 * at most five a lead. Deleting the lead for a privacy request deletes them and their images.
 */
export const leadPhotosTable = pgTable(
  "lead_photos",
  {
    leadId: integer("lead_id")
      .notNull()
      .references(() => leadsTable.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photosTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.photoId] }), uniqueIndex("lead_photos_position_idx").on(t.leadId, t.position)],
);
