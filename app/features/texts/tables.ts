import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The text outbox (docs/decisions/0170, 0171): a text is queued in the transaction of the change
 * that causes it and sent afterwards by the background worker, with the email outbox's
 * guarantees: claimed with SKIP LOCKED under a lease, retried with backoff, and never sent twice.
 */
export const textOutboxTable = pgTable(
  "text_outbox",
  {
    id: serial("id").primaryKey(),
    /** What the text is for, e.g. "visit-booked", "visit-reminder", "on-my-way", "one-off". */
    kind: text("kind").notNull(),
    /** The customer's mobile in E.164 (+6421…). */
    to: text("to").notNull(),
    body: text("body").notNull(),
    /**
     * pending → sending → sent | captured (no Twilio configured) | failed (gave up, or refused for
     * good) | skipped (the number opted out before it went) | uncertain (handed to Twilio, no
     * answer: it may have gone out, so it is not sent again unless staff say so).
     */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before this: quiet hours queue a text to the morning (docs/decisions/0172). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sent whatever the hour ("on my way"); the others wait out quiet hours even when retried. */
    anyHour: boolean("any_hour").notNull().default(false),
    retryUntil: timestamp("retry_until", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The attempt that holds the text, new at each claim: only it may hand the text over or record how it went. */
    attemptId: uuid("attempt_id"),
    /** When this attempt started handing the text to the provider: past this a crash leaves it uncertain. */
    handedAt: timestamp("handed_at", { withTimezone: true }),
    /**
     * This message's own key, fixed when it is queued: it rides in the status callback's address,
     * so the provider's receipts (and one for a text whose answer was lost) find exactly this row.
     */
    idempotencyKey: uuid("idempotency_key").notNull().defaultRandom(),
    /** The provider's id for the message (Twilio's SM…), once it took it. */
    providerId: text("provider_id"),
    /** The latest delivery receipt: queued, sent, delivered, undelivered, failed. */
    deliveryStatus: text("delivery_status"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Segments the provider counted (what it bills), or our own count for a captured text. */
    segments: integer("segments"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The record the text belongs to, e.g. ("job", 42), for timelines and resends. */
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    /** Who sent it by hand (a one-off or a reply), null for the product's own texts. */
    sentBy: text("sent_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("text_outbox_body_not_empty", sql`length(${t.body}) between 1 and 1600`),
    uniqueIndex("text_outbox_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("text_outbox_provider_id_idx").on(t.providerId),
    index("text_outbox_subject_idx").on(t.subjectType, t.subjectId),
    index("text_outbox_to_idx").on(t.to),
    index("text_outbox_waiting_idx")
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** One row per delivery attempt, so staff can see what happened to every text. */
export const textAttemptsTable = pgTable(
  "text_attempts",
  {
    id: serial("id").primaryKey(),
    textId: integer("text_id")
      .notNull()
      .references(() => textOutboxTable.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome").notNull(),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("text_attempts_text_idx").on(t.textId)],
);

/** Texts that came in (replies), once each by the provider's id, whoever delivered the webhook how often. */
export const textInboundTable = pgTable(
  "text_inbound",
  {
    id: serial("id").primaryKey(),
    providerId: text("provider_id").notNull(),
    from: text("from").notNull(),
    to: text("to").notNull(),
    body: text("body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** "stop", "start" when it was an opt-out or opt-in keyword, else null. */
    keyword: text("keyword"),
    /** The customer whose number it came from, and the record it was filed on (their latest job, or lead). */
    customerId: integer("customer_id"),
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    /** Set when staff mark the thread it is in as read. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("text_inbound_provider_id_idx").on(t.providerId),
    index("text_inbound_from_idx").on(t.from, t.receivedAt),
    index("text_inbound_unread_idx")
      .on(t.receivedAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Numbers that replied STOP (or a variant): nothing more is texted to them until they reply START. */
export const textOptOutsTable = pgTable("text_opt_outs", {
  phone: text("phone").primaryKey(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
  /** The keyword as received ("STOP", "unsubscribe"…). */
  keyword: text("keyword").notNull(),
});
