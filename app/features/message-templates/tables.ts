import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Staff's own wording of a customer message (docs/decisions/0190): one row per message whose
 * default was changed; no row means the default in code (catalogue.ts). "Reset to default"
 * deletes the row.
 */
export const messageTemplatesTable = pgTable("message_templates", {
  /** The message's key in the catalogue, e.g. "text-visit-reminder". */
  key: text("key").primaryKey(),
  /** An email's subject; null for a text. */
  subject: text("subject"),
  body: text("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The name of the staff member who saved it. */
  updatedBy: text("updated_by").notNull(),
});
