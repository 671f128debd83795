import { boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const tradiesTable = pgTable("tradies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  businessName: text("business_name"),
  trades: jsonb("trades").$type<string[]>().notNull(),
  areas: jsonb("areas").$type<string[]>().notNull(),
  bio: text("bio").notNull(),
  yearsExperience: integer("years_experience").notNull(),
  rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
  reviewCount: integer("review_count").notNull().default(0),
  jobsCompleted: integer("jobs_completed").notNull().default(0),
  verified: boolean("verified").notNull().default(false),
  /** active | paused | suspended | archived */
  status: text("status").notNull().default("active"),
  published: boolean("published").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
