import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { photosTable } from "~/features/uploads/tables";
import type { LicenceKind } from "~/features/tradies/licences";
import type { Touch } from "~/lib/attribution";

/**
 * Applications to join as a tradie, from the Join as Tradie page (docs/decisions/0043).
 * Every change to one is also written to application_events, with who made it and when.
 */
export const applicationsTable = pgTable(
  "tradie_applications",
  {
    id: serial("id").primaryKey(),
    /** submitted | under_review | information_requested | approved | rejected | withdrawn */
    status: text("status").notNull().default("submitted"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    /** Stored as +64…, shown as 021 123 4567. */
    mobile: text("mobile").notNull(),
    businessName: text("business_name").notNull(),
    nzbn: text("nzbn"),
    trades: jsonb("trades").$type<string[]>().notNull(),
    areas: jsonb("areas").$type<string[]>().notNull(),
    /** Particular suburbs within the areas; empty means the whole of each area. */
    suburbs: jsonb("suburbs").$type<string[]>().notNull().default([]),
    yearsExperience: integer("years_experience").notNull(),
    licences: jsonb("licences").$type<Array<{ kind: LicenceKind; number: string }>>().notNull().default([]),
    hasPublicLiability: boolean("has_public_liability").notNull(),
    about: text("about").notNull(),
    /** When the applicant agreed to be contacted, to the privacy statement and to the criminal record check (all three are required). */
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    photoId: uuid("photo_id").references(() => photosTable.id),
    /** The reason given when the application was rejected. */
    decisionReason: text("decision_reason"),
    /** A hash of what was sent, so a repeated submission finds this application instead of making another. */
    requestHash: text("request_hash").notNull(),
    /** Where the applicant first and last came from (docs/decisions/0083). */
    firstTouch: jsonb("first_touch").$type<Touch>(),
    lastTouch: jsonb("last_touch").$type<Touch>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tradie_applications_status_created_idx").on(t.status, t.createdAt),
    index("tradie_applications_request_hash_idx").on(t.requestHash),
  ],
);

/** The history of an application: submitted, status changes, notes, decisions and emails sent. */
export const applicationEventsTable = pgTable(
  "application_events",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applicationsTable.id, { onDelete: "cascade" }),
    /** submitted | status | note | information_requested | approved | rejected */
    kind: text("kind").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** The note, the reason or the message sent, as written. */
    note: text("note"),
    /** Whether the applicant was emailed about this change. */
    emailed: boolean("emailed").notNull().default(false),
    /** The staff member's user id; null for the applicant. */
    actorId: text("actor_id"),
    /** Their name at the time, so the history reads the same after people leave. */
    actorName: text("actor_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.createdAt)],
);
