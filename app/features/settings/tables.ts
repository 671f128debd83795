import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import type { BusinessSettings } from "./schema";

/** One row (id 1) holding the business facts that feed every public page. */
export const settingsTable = pgTable("settings", {
  id: integer("id").primaryKey(),
  data: jsonb("data").$type<BusinessSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
