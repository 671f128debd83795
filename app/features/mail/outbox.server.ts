import type { Database } from "~/platform/db/database";
import { emailOutboxTable } from "./tables";

export interface OutgoingEmail {
  kind: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  subjectType?: string;
  subjectId?: number;
}

type Executor = Pick<Database, "insert">;

const listeners = new Set<() => void>();

/**
 * Queues emails inside the caller's transaction. Call notifyOutbox() once that transaction
 * has committed, so this instance's worker sends them straight away instead of at its next poll.
 */
export async function queueEmails(tx: Executor, emails: OutgoingEmail[]) {
  if (emails.length === 0) return [];
  return tx
    .insert(emailOutboxTable)
    .values(emails.map((e) => ({ ...e, replyTo: e.replyTo ?? null, subjectType: e.subjectType ?? null, subjectId: e.subjectId ?? null })))
    .returning({ id: emailOutboxTable.id });
}

export function notifyOutbox() {
  for (const listener of listeners) listener();
}

export function onOutboxNotified(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
