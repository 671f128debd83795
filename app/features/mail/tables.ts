import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DeferredBody } from "./templates";

/** An iCalendar file: REQUEST books or moves an event, CANCEL takes it out of the calendar. */
export interface CalendarInvite {
  method: "REQUEST" | "CANCEL";
  filename: string;
  content: string;
}

/** A file sent with an email (an invoice's PDF), kept in the outbox row as it was when queued. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * The outbox: an email is queued in the same transaction as the change that causes it,
 * so a stored lead always has its emails, and delivery happens afterwards in the background.
 */
export const emailOutboxTable = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    /** What the email is for, e.g. "lead-notification", "lead-confirmation", "password-reset". */
    kind: text("kind").notNull(),
    to: jsonb("to").$type<string[]>().notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    /** The body as sent; both null when a template renders it at sending time (deferredBody). */
    html: text("html"),
    text: text("text"),
    /** The template and props that render the body when the email is sent (docs/decisions/0131). */
    deferredBody: jsonb("deferred_body").$type<DeferredBody>(),
    /** A calendar invitation sent with the email (a visit's booking, update or cancellation). */
    calendar: jsonb("calendar").$type<CalendarInvite>(),
    /** Files sent with it: what the customer was sent stays exactly that, even if a resend comes later. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    /**
     * pending → sending → sent | captured (no SMTP configured) | failed (gave up) | uncertain (the
     * mail server was handed the whole message but never answered: it may have gone out, so it is
     * not sent again unless staff say so; docs/decisions/0157).
     */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Failed attempts are retried until then (a day after queuing or "send again"), then the email is failed. */
    retryUntil: timestamp("retry_until", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    /** While a worker holds an email, others leave it alone until this passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The attempt that holds the email, new at each claim: only it may hand the email over or record how it went. */
    attemptId: uuid("attempt_id"),
    /**
     * When this attempt finished handing the message to the mail server, just before the end of
     * its data: past this a crash leaves the email possibly sent (uncertain), before it the
     * server has not got the message and it is sent again.
     */
    handedAt: timestamp("handed_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The Message-ID of every attempt, fixed when the email is first claimed, so a resend after a crash is the same message. */
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The record the email belongs to, e.g. ("lead", 42), for timelines and resends. */
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("email_outbox_has_a_body", sql`(${t.html} is not null and ${t.text} is not null) or ${t.deferredBody} is not null`),
    index("email_outbox_subject_idx").on(t.subjectType, t.subjectId),
    // The worker claims the oldest waiting emails; kept to the waiting ones, the claim reads a
    // batch's worth of rows however many were sent before or are queued behind (decision 0126).
    // The claim walks it in order whatever the planner's statistics say (`walkInIdOrder`,
    // decision 0128); without them, on a new database, it had gathered and sorted the whole queue.
    index("email_outbox_waiting_idx")
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
    // What staff are shown (email-admin.server.ts): waiting after a failed attempt, failed for good, or possibly sent.
    index("email_outbox_trouble_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('failed', 'uncertain') or (${t.status} = 'pending' and ${t.attempts} > 0)`),
  ],
);

/** One row per delivery attempt, so staff can see what happened to every email. */
export const emailAttemptsTable = pgTable(
  "email_attempts",
  {
    id: serial("id").primaryKey(),
    emailId: integer("email_id")
      .notNull()
      .references(() => emailOutboxTable.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome").notNull(),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("email_attempts_email_idx").on(t.emailId)],
);
