import { sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { customersTable } from "~/features/customers/tables";
import { serviceJobsTable } from "~/features/jobs/tables";
import { leadsTable, tsvector } from "~/features/leads/tables";
import { quoteVersionsTable } from "~/features/quotes/tables";
import type { AmountsAre, GstRounding } from "~/lib/money";

/** Who the invoice is to, as it was when written: a tax invoice must keep saying what it said. */
export interface InvoiceBuyer {
  name: string;
  email: string;
  phone: string;
  address: string;
  suburb: string;
}

/*
 * Invoices and credit notes (docs/decisions/0112). Numbers come from the document sequence
 * (INV- for invoices, CN- for credit notes) when the draft is made, and an issued invoice is a
 * tax record kept for seven years: it is voided or credited, never deleted, and a lead's privacy
 * deletion leaves it in place (the buyer's details on it are the tax record's own copy).
 */
export const invoicesTable = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    /** "INV" or "CN": which sequence `number` came from. */
    prefix: text("prefix").notNull(),
    number: integer("number").notNull(),
    /** invoice (for the work) | deposit (when a quote with a deposit is accepted) | credit_note */
    kind: text("kind").notNull(),
    /** The invoice a credit note corrects. */
    creditsInvoiceId: integer("credits_invoice_id").references((): AnyPgColumn => invoicesTable.id, { onDelete: "restrict" }),
    leadId: integer("lead_id").references(() => leadsTable.id, { onDelete: "set null" }),
    customerId: integer("customer_id").references(() => customersTable.id, { onDelete: "set null" }),
    jobId: integer("job_id").references(() => serviceJobsTable.id, { onDelete: "set null" }),
    quoteVersionId: integer("quote_version_id").references(() => quoteVersionsTable.id, { onDelete: "set null" }),
    /** draft | sent | part_paid | paid | void; "overdue" is read from the due date (statuses.ts). */
    status: text("status").notNull().default("draft"),
    buyer: jsonb("buyer").$type<InvoiceBuyer>().notNull(),
    /** What the customer knows the work by: the job or quote number. */
    reference: text("reference").notNull().default(""),
    title: text("title").notNull(),
    /** Set when the invoice is sent; a draft's due date may be chosen by staff beforehand. */
    issueDate: date("issue_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    amountsAre: text("amounts_are").$type<AmountsAre>().notNull(),
    gstRounding: text("gst_rounding").$type<GstRounding>().notNull(),
    exclusiveCents: integer("exclusive_cents").notNull().default(0),
    gstCents: integer("gst_cents").notNull().default(0),
    inclusiveCents: integer("inclusive_cents").notNull().default(0),
    paidCents: integer("paid_cents").notNull().default(0),
    /** Credit notes issued against this invoice (GST inclusive). */
    creditedCents: integer("credited_cents").notNull().default(0),
    /** A note to the customer, printed on the invoice. */
    note: text("note").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the customer first opened the link: the only thing a GET of /i/{token} changes. */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    createdById: text("created_by_id"),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Words of the customer's name and email and the reference (J-000012 also as its parts), for the search box. */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(buyer->>'name', '') || ' ' || coalesce(buyer->>'email', '') || ' ' || regexp_replace(coalesce(buyer->>'email', '') || ' ' || reference, '[^[:alnum:]]+', ' ', 'g'))`,
    ),
  },
  (t) => [
    index("invoices_search_idx").using("gin", t.search),
    uniqueIndex("invoices_number_idx").on(t.prefix, t.number),
    // One live invoice for a job's work, one deposit invoice per accepted version: the events
    // that make them may be handled twice, the invoice is made once.
    uniqueIndex("invoices_job_work_idx")
      .on(t.jobId)
      .where(sql`kind = 'invoice' and status <> 'void'`),
    uniqueIndex("invoices_deposit_idx")
      .on(t.quoteVersionId)
      .where(sql`kind = 'deposit'`),
    index("invoices_status_due_idx").on(t.status, t.dueDate),
    index("invoices_issue_date_idx").on(t.issueDate, t.id),
    index("invoices_job_idx").on(t.jobId),
    index("invoices_credits_idx").on(t.creditsInvoiceId),
  ],
);

/** An invoice's lines in order, amounts in the invoice's basis (amountsAre), each with its Xero account code. */
export const invoiceLinesTable = pgTable(
  "invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoicesTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** labour | material | item | discount | deposit | text (a note line without an amount) */
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    /** Up to three decimal places (2.5 hours, 0.125 m³); null on text lines. */
    quantity: doublePrecision("quantity"),
    unitPriceCents: integer("unit_price_cents"),
    amountCents: integer("amount_cents"),
    accountCode: text("account_code").notNull().default(""),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.position)],
);

/** Money received against an invoice: by staff today, by a payment provider through the same function later. */
export const invoicePaymentsTable = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoicesTable.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** bank_transfer | card | cash | eftpos */
    method: text("method").notNull(),
    reference: text("reference").notNull().default(""),
    /** "staff", or the payment provider that reported it. */
    source: text("source").notNull().default("staff"),
    recordedById: text("recorded_by_id"),
    recordedByName: text("recorded_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoice_payments_invoice_idx").on(t.invoiceId)],
);

/** An invoice's timeline: made, sent, opened, reminded, paid, credited, voided, with who did it. */
export const invoiceEventsTable = pgTable(
  "invoice_events",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoicesTable.id, { onDelete: "cascade" }),
    actorName: text("actor_name").notNull(),
    detail: text("detail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoice_events_invoice_idx").on(t.invoiceId, t.createdAt)],
);
