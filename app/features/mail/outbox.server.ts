import { eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { prebuiltForRows, type PrebuiltExecutor } from "~/platform/db/prebuilt.server";
import { emailOutboxTable, type CalendarInvite, type EmailAttachment } from "./tables";

export interface OutgoingEmail {
  kind: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  subjectType?: string;
  subjectId?: number;
  calendar?: CalendarInvite;
  attachments?: EmailAttachment[];
}

type Executor = PrebuiltExecutor;

const listeners = new Set<() => void>();

/**
 * Queues emails inside the caller's transaction. Call notifyOutbox() once that transaction
 * has committed, so this instance's worker sends them straight away instead of at its next poll.
 */
const OUTBOX_COLUMNS = ["kind", "to", "replyTo", "subject", "html", "text", "subjectType", "subjectId", "calendar", "attachments"] as const;

/** Built once per number of emails: each quote request queues two (docs/decisions/0125). */
const insertOutboxRows = prebuiltForRows(OUTBOX_COLUMNS, (db, rows) =>
  db.insert(emailOutboxTable).values(rows).returning({ id: emailOutboxTable.id }),
);

export async function queueEmails(tx: Executor, emails: OutgoingEmail[]): Promise<Array<{ id: number }>> {
  if (emails.length === 0) return [];
  const rows = await insertOutboxRows(
    tx,
    emails.map((e) => ({
      ...e,
      replyTo: e.replyTo ?? null,
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

export function notifyOutbox() {
  for (const listener of listeners) listener();
}

export function onOutboxNotified(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
