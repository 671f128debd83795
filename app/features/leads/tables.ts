import { date, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Quote requests from the public site. Every lead starts as "new"; staff move it along the
 * pipeline from the admin area.
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
    status: text("status").notNull().default("new"),
    /** Where the lead came from, e.g. "quote-form". */
    source: text("source").notNull().default("quote-form"),
    /** The browser's Idempotency-Key: a retried or double-clicked submission finds this lead instead of making another. */
    idempotencyKey: text("idempotency_key"),
    /** A hash of the submitted fields, so a key reused for a different request is refused. */
    requestHash: text("request_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("leads_idempotency_key_idx").on(t.idempotencyKey), index("leads_status_created_idx").on(t.status, t.createdAt)],
);

export type Lead = typeof leadsTable.$inferSelect;
