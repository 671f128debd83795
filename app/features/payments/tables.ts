import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { invoicesTable } from "~/features/invoices/tables";

/*
 * Card payments through Stripe (docs/decisions/0160–0166). The invoices feature keeps what an
 * invoice was paid (its payments, credit notes and timeline); these tables keep Stripe's side:
 * each webhook event handled once, the payment pages opened, the card payments with their fees,
 * refunds, disputes and the payouts that took the money to the bank.
 */

/**
 * Every Stripe event whose work was done, by Stripe's event id. The row is written in the
 * transaction that does the work, so an event sent again, or to two instances at once, does it
 * once: the second insert waits for the first transaction and then finds the id taken.
 */
export const stripeEventsTable = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** What was done, in words: "Payment of $120.00 recorded on INV-000012". */
  outcome: text("outcome").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A Stripe Checkout page opened for an invoice: reused while open, so two taps make one. */
export const cardCheckoutsTable = pgTable(
  "card_checkouts",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoicesTable.id, { onDelete: "restrict" }),
    sessionId: text("session_id").notNull(),
    /** Towards the invoice, and the card surcharge on top (both GST inclusive). */
    amountCents: integer("amount_cents").notNull(),
    surchargeCents: integer("surcharge_cents").notNull().default(0),
    /** Stripe's page for this session: anyone holding it can only pay this amount. */
    url: text("url").notNull(),
    /** open | complete | expired */
    status: text("status").notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("card_checkouts_session_idx").on(t.sessionId), index("card_checkouts_invoice_idx").on(t.invoiceId, t.createdAt)],
);

/** A payout: Stripe's transfer of settled card money, less fees, to the business's bank account. */
export const cardPayoutsTable = pgTable(
  "card_payouts",
  {
    id: serial("id").primaryKey(),
    payoutId: text("payout_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    arrivalDate: date("arrival_date", { mode: "string" }).notNull(),
    /** pending | in_transit | paid | failed | canceled (Stripe's) */
    status: text("status").notNull(),
    /** When its balance transactions were matched to the payments, refunds and disputes it carries. */
    matchedAt: timestamp("matched_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("card_payouts_payout_idx").on(t.payoutId), index("card_payouts_arrival_idx").on(t.arrivalDate)],
);

/**
 * Money a customer paid by card, as Stripe reported it. `appliedCents` went on the invoice and
 * `surchargeCents` on its surcharge invoice; anything else (an invoice voided before the money
 * came, paid twice) is held and flagged for staff to refund.
 */
export const cardPaymentsTable = pgTable(
  "card_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoicesTable.id, { onDelete: "restrict" }),
    surchargeInvoiceId: integer("surcharge_invoice_id").references(() => invoicesTable.id, { onDelete: "restrict" }),
    checkoutSessionId: text("checkout_session_id"),
    paymentIntentId: text("payment_intent_id").notNull(),
    chargeId: text("charge_id"),
    /** Charged in all, GST inclusive: what went on the invoice, the surcharge and anything held. */
    amountCents: integer("amount_cents").notNull(),
    appliedCents: integer("applied_cents").notNull(),
    surchargeCents: integer("surcharge_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Stripe's fee and what it left, from the charge's balance transaction (null until read). */
    feeCents: integer("fee_cents"),
    netCents: integer("net_cents"),
    balanceTransactionId: text("balance_transaction_id"),
    payoutId: integer("payout_id").references(() => cardPayoutsTable.id, { onDelete: "set null" }),
    /** Why staff should look: invoice_void | overpaid | disputed | dispute_lost | refund_failed | wrong_amount */
    attention: text("attention"),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("card_payments_intent_idx").on(t.paymentIntentId),
    index("card_payments_invoice_idx").on(t.invoiceId),
    index("card_payments_paid_idx").on(t.paidOn, t.id),
    index("card_payments_payout_idx").on(t.payoutId),
  ],
);

/**
 * Money given back by Stripe, split as it came off: what was held, what was on the invoice
 * (with its credit note) and the surcharge (with its own).
 */
export const cardRefundsTable = pgTable(
  "card_refunds",
  {
    id: serial("id").primaryKey(),
    cardPaymentId: integer("card_payment_id")
      .notNull()
      .references(() => cardPaymentsTable.id, { onDelete: "restrict" }),
    refundId: text("refund_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Stripe's reason: requested_by_customer | duplicate | fraudulent | null */
    reason: text("reason"),
    heldCents: integer("held_cents").notNull().default(0),
    invoiceCents: integer("invoice_cents").notNull().default(0),
    surchargeCents: integer("surcharge_cents").notNull().default(0),
    creditNoteId: integer("credit_note_id").references(() => invoicesTable.id, { onDelete: "restrict" }),
    surchargeCreditNoteId: integer("surcharge_credit_note_id").references(() => invoicesTable.id, { onDelete: "restrict" }),
    /** pending | succeeded | failed | canceled (Stripe's) */
    status: text("status").notNull(),
    balanceTransactionId: text("balance_transaction_id"),
    payoutId: integer("payout_id").references(() => cardPayoutsTable.id, { onDelete: "set null" }),
    refundedOn: date("refunded_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("card_refunds_refund_idx").on(t.refundId), index("card_refunds_payment_idx").on(t.cardPaymentId)],
);

/** A customer's bank disputing a card payment (a chargeback): the money is held until the bank decides. */
export const cardDisputesTable = pgTable(
  "card_disputes",
  {
    id: serial("id").primaryKey(),
    cardPaymentId: integer("card_payment_id")
      .notNull()
      .references(() => cardPaymentsTable.id, { onDelete: "restrict" }),
    disputeId: text("dispute_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** Stripe's: warning_needs_response | needs_response | under_review | won | lost | … */
    status: text("status").notNull(),
    /** What the dispute took from the balance and gave back (its amount and Stripe's dispute fee), net. */
    withdrawnCents: integer("withdrawn_cents").notNull().default(0),
    feeCents: integer("fee_cents").notNull().default(0),
    /** The day evidence is due with the bank, as Stripe gives it. */
    evidenceDueOn: date("evidence_due_on", { mode: "string" }),
    /** When a lost dispute took the money off the invoice again, and from where (allocation.ts). */
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    heldCents: integer("held_cents").notNull().default(0),
    invoiceCents: integer("invoice_cents").notNull().default(0),
    surchargeCents: integer("surcharge_cents").notNull().default(0),
    payoutId: integer("payout_id").references(() => cardPayoutsTable.id, { onDelete: "set null" }),
    openedOn: date("opened_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("card_disputes_dispute_idx").on(t.disputeId), index("card_disputes_payment_idx").on(t.cardPaymentId)],
);
