import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { prebuiltForRows, type PrebuiltExecutor } from "~/platform/db/prebuilt.server";
import { emailOutboxTable, type CalendarInvite, type EmailAttachment } from "./tables";
import { bodyOf, type DeferredBody, type EmailBody, type TemplateBook } from "./templates";

interface EmailEnvelope {
  kind: string;
  to: string[];
  replyTo?: string;
  subject: string;
  subjectType?: string;
  subjectId?: number;
  calendar?: CalendarInvite;
  attachments?: EmailAttachment[];
}

/** An email to queue: with its body rendered, or with a body its template renders when it is sent (templates.ts). */
export type OutgoingEmail = EmailEnvelope & (EmailBody | { deferredBody: DeferredBody });

/** The email as it will be sent, its body rendered now if it was deferred: for previews and tests. */
export function renderedEmail(email: OutgoingEmail, book: TemplateBook): EmailEnvelope & EmailBody {
  if (!("deferredBody" in email)) return email;
  const { deferredBody, ...envelope } = email;
  return { ...envelope, ...bodyOf({ html: null, text: null, deferredBody }, book) };
}

type Executor = PrebuiltExecutor;

const listeners = new Set<() => void>();

/**
 * Queues emails inside the caller's transaction. Call notifyOutbox() once that transaction
 * has committed, so this instance's worker sends them straight away instead of at its next poll.
 */
const OUTBOX_COLUMNS = [
  "kind",
  "to",
  "replyTo",
  "subject",
  "html",
  "text",
  "deferredBody",
  "subjectType",
  "subjectId",
  "calendar",
  "attachments",
] as const;

/** Built once per number of emails: each quote request queues two (docs/decisions/0125). */
const insertOutboxRows = prebuiltForRows(OUTBOX_COLUMNS, (db, rows) =>
  db.insert(emailOutboxTable).values(rows).returning({ id: emailOutboxTable.id }),
);

/**
 * Puts emails in the outbox, in the caller's transaction. A customer entered by staff may have
 * no email address (a phone enquiry: issue 40, item 8): an empty address is left out, and an
 * email with no address left is not queued at all, rather than failing in the outbox.
 */
export async function queueEmails(tx: Executor, queued: OutgoingEmail[]): Promise<Array<{ id: number }>> {
  const emails = queued.map((e) => ({ ...e, to: e.to.filter((address) => address.trim() !== "") })).filter((e) => e.to.length > 0);
  if (emails.length === 0) return [];
  const rows = await insertOutboxRows(
    tx,
    emails.map((e) => ({
      kind: e.kind,
      to: e.to,
      subject: e.subject,
      html: "html" in e ? e.html : null,
      text: "text" in e ? e.text : null,
      deferredBody: "deferredBody" in e ? e.deferredBody : null,
      replyTo: e.replyTo || null,
      subjectType: e.subjectType ?? null,
      subjectId: e.subjectId ?? null,
      calendar: e.calendar ?? null,
      attachments: e.attachments ?? null,
    })),
  );
  return rows.map((row) => ({ id: Number(row.id) }));
}

/**
 * Puts an email back in the outbox to go now, with a new day of retries and its own
 * Message-ID kept (it is the same message). Call notifyOutbox() after commit.
 */
export async function requeueEmail(tx: Pick<Database, "update">, emailId: number) {
  await tx
    .update(emailOutboxTable)
    .set({
      status: "pending",
      attempts: 0,
      nextAttemptAt: sql`now()`,
      retryUntil: sql`now() + interval '24 hours'`,
      lockedUntil: null,
      lastError: null,
    })
    .where(eq(emailOutboxTable.id, emailId));
}

/** Deletes every email about a record, sent or not, with their delivery attempts (a privacy request takes them). */
export async function deleteEmailsAbout(tx: Pick<Database, "delete">, subject: { type: string; id: number }) {
  await tx.delete(emailOutboxTable).where(and(eq(emailOutboxTable.subjectType, subject.type), eq(emailOutboxTable.subjectId, subject.id)));
}

export function notifyOutbox() {
  for (const listener of listeners) listener();
}

export function onOutboxNotified(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
