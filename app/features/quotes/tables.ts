import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customersTable, sitesTable } from "~/features/customers/tables";
import { leadsTable } from "~/features/leads/tables";
import { priceListItemsTable } from "~/features/pricing/tables";
import type { AmountsAre, GstRounding } from "~/lib/money";
import type { Deposit, Discount, QuoteLine } from "./pricing";
import type { QuoteAcceptance, QuoteDecline } from "./responses";

/**
 * A priced quote (docs/decisions/0102): one number for life (Q-000123), and versions; a revision
 * is a new version (Q-000123-2) and supersedes the one before. A lead's privacy deletion takes
 * its quotes with it.
 */
export const quotesTable = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    /** The 123 of Q-000123, from the document sequence (decision 0088). */
    number: integer("number").notNull(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leadsTable.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customersTable.id, { onDelete: "set null" }),
    siteId: integer("site_id").references(() => sitesTable.id, { onDelete: "set null" }),
    currentVersion: integer("current_version").notNull().default(1),
    createdById: text("created_by_id"),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_number_idx").on(t.number),
    index("quotes_lead_idx").on(t.leadId),
    index("quotes_created_by_idx").on(t.createdById),
  ],
);

/** One version of a quote: what it says, its totals as priced, and where it is in the pipeline. */
export const quoteVersionsTable = pgTable(
  "quote_versions",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotesTable.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** Who made this version (started the quote, revised or duplicated it): the list's staff filter. */
    preparedById: text("prepared_by_id"),
    preparedByName: text("prepared_by_name").notNull().default(""),
    /** draft | sent | viewed | accepted | declined | expired | superseded */
    status: text("status").notNull().default("draft"),
    amountsAre: text("amounts_are").$type<AmountsAre>().notNull(),
    gstRounding: text("gst_rounding").$type<GstRounding>().notNull(),
    scope: text("scope").notNull().default(""),
    terms: text("terms").notNull(),
    /** The last Auckland day it can be accepted; it expires at 23:59 that day. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    discount: jsonb("discount").$type<Discount>(),
    deposit: jsonb("deposit").$type<Deposit>().notNull(),
    /** The totals with no optional item ticked, as priced when last saved (cents). */
    exclusiveCents: integer("exclusive_cents").notNull().default(0),
    gstCents: integer("gst_cents").notNull().default(0),
    inclusiveCents: integer("inclusive_cents").notNull().default(0),
    depositCents: integer("deposit_cents").notNull().default(0),
    /** Automatic follow-up emails for this version; staff may switch them off per quote. */
    followUps: boolean("follow_ups").notNull().default(true),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the customer first opened the link (the only thing a GET of /q/{token} changes). */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** The customer's last question; it pauses the follow-ups. */
    questionAt: timestamp("question_at", { withTimezone: true }),
    /** The acceptance: who typed their name, when, from where, what they ticked, and the hash of what they saw. */
    accepted: jsonb("accepted").$type<QuoteAcceptance>(),
    /** The accepted total (GST included, the customer's options counted), for the list's sums. */
    acceptedCents: integer("accepted_cents"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    declined: jsonb("declined").$type<QuoteDecline>(),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quote_versions_quote_version_idx").on(t.quoteId, t.version),
    index("quote_versions_status_idx").on(t.status, t.updatedAt),
    index("quote_versions_sent_idx").on(t.sentAt),
    // The quotes list's totals read only this index (docs/decisions/0103).
    index("quote_versions_list_idx").on(t.status, t.sentAt, t.inclusiveCents, t.acceptedCents, t.quoteId),
    index("quote_versions_prepared_by_idx").on(t.preparedById, t.status, t.inclusiveCents, t.acceptedCents),
  ],
);

/** A version's lines in order, each exactly as priceQuote reads it. */
export const quoteLinesTable = pgTable(
  "quote_lines",
  {
    id: serial("id").primaryKey(),
    versionId: integer("version_id")
      .notNull()
      .references(() => quoteVersionsTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    line: jsonb("line").$type<QuoteLine>().notNull(),
    /** The price-list item the line was copied from, if any (the price is the line's own). */
    priceItemId: integer("price_item_id").references(() => priceListItemsTable.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("quote_lines_version_position_idx").on(t.versionId, t.position)],
);

/**
 * Running totals of the quotes list by status (docs/decisions/0106): a trigger on quote_versions
 * (migration 0020) appends each change as a row of differences, so no two writers wait on one
 * row, and the list compacts them now and then. The sums by status are every current version's
 * count and value, without reading 100,000 versions.
 */
export const quoteTotalChangesTable = pgTable("quote_total_changes", {
  id: serial("id").primaryKey(),
  status: text("status").notNull(),
  quotes: integer("quotes").notNull(),
  inclusiveCents: bigint("inclusive_cents", { mode: "number" }).notNull(),
  acceptedCents: bigint("accepted_cents", { mode: "number" }).notNull(),
});
