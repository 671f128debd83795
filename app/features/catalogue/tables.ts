import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AreaContent, ServiceContent } from "./schema";

export const servicesTable = pgTable("services", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** Public page path such as /painting; null when the service has no page of its own. */
  path: text("path").unique(),
  shortDescription: text("short_description").notNull(),
  icon: text("icon").notNull(),
  /** The quote form's service option that this catalogue entry preselects. */
  quoteService: text("quote_service").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  featured: boolean("featured").notNull().default(false),
  inMoreDialog: boolean("in_more_dialog").notNull().default(false),
  published: boolean("published").notNull().default(true),
  content: jsonb("content").$type<ServiceContent>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const areasTable = pgTable("areas", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  path: text("path").notNull().unique(),
  suburbs: jsonb("suburbs").$type<string[]>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  content: jsonb("content").$type<AreaContent>().notNull(),
});

/**
 * Old service page paths and where they moved (docs/decisions/0051): the content-page route
 * answers a path with no page by a 301 to `toPath`. Chains are collapsed when a path moves
 * again, and a path given to a page again stops redirecting.
 */
export const serviceRedirectsTable = pgTable("service_redirects", {
  fromPath: text("from_path").primaryKey(),
  toPath: text("to_path").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
