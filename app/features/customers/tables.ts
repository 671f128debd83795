import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A person or household the business works for (docs/decisions/0082). Owns its leads and,
 * later, quotes, jobs, invoices and reviews; new requests find it by a normalised email or
 * phone number (customer_contacts).
 */
export const customersTable = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** "How should we keep you posted?": email | text | both (docs/decisions/0176). */
    contactPreference: text("contact_preference").notNull().default("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customers_name_idx").on(t.name, t.id),
    check("customers_contact_preference_known", sql`${t.contactPreference} in ('email', 'text', 'both')`),
  ],
);

export type Customer = typeof customersTable.$inferSelect;

/**
 * A customer's email addresses and phone numbers, each as typed (`value`) and as the key a new
 * request is matched by (`key`: a lower-case email, a phone's bare digits). A key belongs to one
 * customer only, so the match is one index lookup and two requests cannot both claim it.
 */
export const customerContactsTable = pgTable(
  "customer_contacts",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customersTable.id, { onDelete: "cascade" }),
    /** email | phone */
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    key: text("key").notNull(),
    /**
     * Given by the customer themselves: on the request that made the customer, or on their own
     * page. An address that came with a later request filed here by a phone match alone is not,
     * and never opens the customer's page or receives its link (docs/decisions/0187).
     */
    confirmed: boolean("confirmed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customer_contacts_kind_key_idx").on(t.kind, t.key), index("customer_contacts_customer_idx").on(t.customerId)],
);

export type CustomerContact = typeof customerContactsTable.$inferSelect;

/** A place the business works at: one customer's address, with notes on getting in. */
export const sitesTable = pgTable(
  "sites",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customersTable.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    suburb: text("suburb").notNull(),
    /** The address and suburb, lower case with single spaces: one site per place per customer. */
    key: text("key").notNull(),
    accessNotes: text("access_notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sites_customer_key_idx").on(t.customerId, t.key)],
);

export type Site = typeof sitesTable.$inferSelect;
