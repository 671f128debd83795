import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { RETRY_FOR_MS } from "~/features/mail/retry-policy";
import { TEXT_QUIET_HOURS, textableFrom, type TextQuietHours } from "./quiet-hours";
import { textOptOutsTable, textOutboxTable } from "./tables";

export interface QueuedText {
  kind: string;
  /** A mobile in E.164 (mobile-number.ts). */
  to: string;
  body: string;
  subjectType?: string;
  subjectId?: number;
  /** Sent whatever the hour: "on my way" only (docs/decisions/0172). */
  anyHour?: boolean;
  /** Staff who sent it by hand. */
  sentBy?: string;
}

type Executor = Pick<Database, "insert" | "select">;

const listeners = new Set<() => void>();

/**
 * Queues texts inside the caller's transaction, each to go at once or, in quiet hours, at their end;
 * a number that opted out gets nothing (the caller's email still goes). Returns the ids of the
 * texts queued. Call notifyTexts() once the transaction has committed.
 */
export async function queueTexts(
  tx: Executor,
  texts: QueuedText[],
  now: Date = new Date(),
  quiet: TextQuietHours = TEXT_QUIET_HOURS,
): Promise<number[]> {
  if (texts.length === 0) return [];
  const optedOut = await optedOutAmong(
    tx,
    texts.map((t) => t.to),
  );
  const wanted = texts.filter((t) => !optedOut.has(t.to));
  if (wanted.length === 0) return [];
  const rows = await tx
    .insert(textOutboxTable)
    .values(
      wanted.map((t) => ({
        kind: t.kind,
        to: t.to,
        body: t.body,
        subjectType: t.subjectType ?? null,
        subjectId: t.subjectId ?? null,
        anyHour: t.anyHour ?? false,
        sentBy: t.sentBy ?? null,
        nextAttemptAt: t.anyHour ? now : textableFrom(now, quiet),
        retryUntil: new Date(now.getTime() + RETRY_FOR_MS),
      })),
    )
    .returning({ id: textOutboxTable.id });
  return rows.map((row) => Number(row.id));
}

/** The numbers among `phones` that replied STOP and not START since. */
export async function optedOutAmong(tx: Pick<Database, "select">, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await tx
    .select({ phone: textOptOutsTable.phone })
    .from(textOptOutsTable)
    .where(inArray(textOptOutsTable.phone, [...new Set(phones)]));
  return new Set(rows.map((r) => r.phone));
}

/**
 * "Send again": the text goes back in the outbox, with a new day of retries and its own key kept
 * (it is the same message). An opted-out number is not texted again: the worker skips it.
 */
export async function requeueText(tx: Pick<Database, "update">, textId: number) {
  const rows = await tx
    .update(textOutboxTable)
    .set({
      status: "pending",
      attempts: 0,
      nextAttemptAt: sql`now()`,
      retryUntil: sql`now() + interval '24 hours'`,
      lockedUntil: null,
      lastError: null,
    })
    .where(eq(textOutboxTable.id, textId))
    .returning({ id: textOutboxTable.id });
  return rows.length === 1;
}

export function notifyTexts() {
  for (const listener of listeners) listener();
}

export function onTextsNotified(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
