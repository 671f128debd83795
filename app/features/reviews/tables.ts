import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { serviceJobsTable } from "~/features/jobs/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { photosTable } from "~/features/uploads/tables";

/*
 * Reviews (docs/decisions/0114): verified ones, written by the customer of a done job from their
 * link (one per job), and ones imported from elsewhere, each marked with its source and date.
 * The site's rating and count, and each tradie's, are computed from the published ones.
 */
export const reviewsTable = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    /** The job reviewed; null for an imported review. A job is reviewed once. */
    jobId: integer("job_id").references(() => serviceJobsTable.id, { onDelete: "set null" }),
    /** "site" for a verified review written here; otherwise where it was imported from ("Google", "NoCowboys"…). */
    source: text("source").notNull(),
    /** The day it was written, at its source or here (Auckland). */
    writtenOn: date("written_on", { mode: "string" }).notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull().default(""),
    /** As shown: a first name (and initial) and a suburb, never more. */
    firstName: text("first_name").notNull(),
    suburb: text("suburb").notNull().default(""),
    /** The service as the customer knew it (the lead's service name), for the service page and the filter. */
    service: text("service").notNull().default(""),
    /** The customer agreed to it being shown on the site; without it a review is kept for the business only. */
    consent: boolean("consent").notNull(),
    /** published | held (waiting for staff: the text may break a rule) | hidden (with a reason) | private (no consent) */
    status: text("status").notNull(),
    /** Why an automatic check held it, for staff. */
    heldFor: text("held_for"),
    /** abuse | personal_information | off_topic | conflict_of_interest; never the rating. */
    hiddenReason: text("hidden_reason"),
    hiddenNote: text("hidden_note"),
    hiddenByName: text("hidden_by_name"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The business's one public reply. */
    reply: text("reply"),
    replyByName: text("reply_by_name"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_job_idx").on(t.jobId),
    index("reviews_published_idx").on(t.status, t.writtenOn, t.id),
    index("reviews_service_idx").on(t.service, t.status, t.writtenOn),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** The tradies a review is about: those on the job's done visits, or the one an import names. */
export const reviewTradiesTable = pgTable(
  "review_tradies",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviewsTable.id, { onDelete: "cascade" }),
    tradieId: integer("tradie_id")
      .notNull()
      .references(() => tradiesTable.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.tradieId] }), index("review_tradies_tradie_idx").on(t.tradieId)],
);

/** Photos the customer added to their review: public with it. */
export const reviewPhotosTable = pgTable(
  "review_photos",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviewsTable.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photosTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.photoId] }), index("review_photos_photo_idx").on(t.photoId)],
);
