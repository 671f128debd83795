import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid, boolean } from "drizzle-orm/pg-core";
import { applicationsTable } from "~/features/applications/tables";
import { photosTable } from "~/features/uploads/tables";
import type { Licence } from "./licences";

export const tradiesTable = pgTable(
  "tradies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    businessName: text("business_name"),
    /** For the office only; never shown on the public profile. */
    email: text("email"),
    mobile: text("mobile"),
    nzbn: text("nzbn"),
    photoId: uuid("photo_id").references(() => photosTable.id),
    trades: jsonb("trades").$type<string[]>().notNull(),
    areas: jsonb("areas").$type<string[]>().notNull(),
    suburbs: jsonb("suburbs").$type<string[]>().notNull().default([]),
    bio: text("bio").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    licences: jsonb("licences").$type<Licence[]>().notNull().default([]),
    insuranceProvider: text("insurance_provider"),
    /** The day public liability cover ends (YYYY-MM-DD, Auckland); null when not recorded. */
    insuranceExpiresOn: date("insurance_expires_on", { mode: "string" }),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    jobsCompleted: integer("jobs_completed").notNull().default(0),
    /** The verified badge: who checked the licences, insurance and identity, and when. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedById: text("verified_by_id"),
    verifiedByName: text("verified_by_name"),
    /** active | paused | suspended | archived */
    status: text("status").notNull().default("active"),
    /** Staff want the profile public; it shows only while the tradie is also active and current. */
    published: boolean("published").notNull().default(false),
    /** The application this tradie was approved from, if any. */
    applicationId: integer("application_id").references(() => applicationsTable.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tradies_application_idx").on(t.applicationId), index("tradies_public_idx").on(t.published, t.status)],
);

/** A tradie's history: created, edited, published, status changes, verification, photo changes. */
export const tradieEventsTable = pgTable(
  "tradie_events",
  {
    id: serial("id").primaryKey(),
    tradieId: integer("tradie_id")
      .notNull()
      .references(() => tradiesTable.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What changed, in words, e.g. "Status: active → suspended. Insurance expired on 3 March 2026." */
    detail: text("detail").notNull(),
    /** The staff member's user id; null for changes the system made. */
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tradie_events_tradie_idx").on(t.tradieId, t.createdAt)],
);
