import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { aucklandInstant, todayInAuckland } from "~/lib/clock";
import { lockUntilCommit } from "~/platform/db/advisory-locks.server";
import type { Database } from "~/platform/db/database";
import { dueBy } from "~/platform/db/due";
import { pollingLoop } from "~/platform/jobs/polling-loop.server";
import { retryDelayMs } from "~/features/mail/retry-policy";
import { onTextsNotified } from "./outbox.server";
import { TextSendError, type TextProvider } from "./provider";
import { isQuietHour, TEXT_QUIET_HOURS, type TextQuietHours } from "./quiet-hours";
import { segmentCount } from "./segments";
import { textAttemptsTable, textOptOutsTable, textOutboxTable } from "./tables";

export interface TextWorkerOptions {
  db: Database;
  provider: TextProvider;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  /** Delay before retry number `attempt` (1-based): the email outbox's policy by default. */
  backoffMs?: (attempt: number) => number;
  now?: () => Date;
  /** false: no polling, only runOnce() sends (tests driving the worker step by step). */
  poll?: boolean;
  /** The most texts a day (the setting), or null for no cap. */
  dailyCap?: () => Promise<number | null>;
  /** The quiet hours (the setting): 9 pm to 8 am by default. */
  quietHours?: () => Promise<TextQuietHours>;
}

export interface TextWorker {
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** What staff and the log are told of a text whose sending was cut short after it was handed to the provider. */
const TEXT_CUT_SHORT =
  "Sending stopped after the text was handed to the provider, before it answered: it may have gone out, so it is not sent again on its own.";
const OPTED_OUT = "Not sent: the number replied STOP.";

const claimedColumns = {
  id: textOutboxTable.id,
  kind: textOutboxTable.kind,
  to: textOutboxTable.to,
  body: textOutboxTable.body,
  attempts: textOutboxTable.attempts,
  retryUntil: textOutboxTable.retryUntil,
  attemptId: textOutboxTable.attemptId,
  idempotencyKey: textOutboxTable.idempotencyKey,
};
interface Claimed {
  id: number;
  kind: string;
  to: string;
  body: string;
  attempts: number;
  retryUntil: Date;
  attemptId: string | null;
  idempotencyKey: string;
}

/**
 * Texts whose worker stopped after handing them over: one whose receipt has come in since (it
 * names the text by its key) went out, and is recorded as sent; the others may have, and wait for
 * staff as "uncertain". A text whose worker stopped before the hand-over is simply due again.
 */
async function settleCutShort(tx: Pick<Database, "execute">, now: Date) {
  await tx.execute(sql`with cut as (
      update ${textOutboxTable} as t
      set status = case when provider_id is null then 'uncertain' else 'sent' end,
        sent_at = case when provider_id is null then sent_at else coalesce(sent_at, ${now.toISOString()}::timestamptz) end,
        last_error = case when provider_id is null then ${TEXT_CUT_SHORT} else null end,
        locked_until = null
      where t.id in (select id from ${textOutboxTable}
        where status = 'sending' and locked_until < ${now.toISOString()}::timestamptz and handed_at is not null
        for update skip locked)
      returning t.id, t.status)
    insert into ${textAttemptsTable} (text_id, attempted_at, outcome, error, duration_ms)
    select id, ${now.toISOString()}::timestamptz, status, case when status = 'uncertain' then ${TEXT_CUT_SHORT} end, 0 from cut`);
}

/** Texts sent (or on their way) since midnight in Auckland, for the daily cap. */
async function usedToday(tx: Pick<Database, "select">, now: Date) {
  const midnight = aucklandInstant(todayInAuckland(now));
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(textOutboxTable)
    .where(
      or(
        gte(textOutboxTable.sentAt, midnight),
        and(inArray(textOutboxTable.status, ["sending", "uncertain"]), gte(textOutboxTable.createdAt, midnight)),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Sends the text outbox (docs/decisions/0171). Texts are claimed with FOR UPDATE SKIP LOCKED and
 * a lease, each claim under an attempt id of its own, so any number of instances share the work
 * and each text is sent once; the hand-over to the provider is marked first, so a worker killed
 * while the provider had it leaves the text "uncertain" (or sent, once its receipt names it)
 * rather than sending it twice. Quiet hours hold all but "on my way"; the daily cap holds the rest
 * until tomorrow.
 */
export function startTextWorker(options: TextWorkerOptions): TextWorker {
  const { db, provider, logger } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const backoffMs = options.backoffMs ?? retryDelayMs;
  const clock = options.now ?? (() => new Date());

  async function claim(): Promise<Claimed[]> {
    const now = clock();
    const cap = (await options.dailyCap?.()) ?? null;
    const quietHours = (await options.quietHours?.()) ?? TEXT_QUIET_HOURS;
    return db.transaction(async (tx) => {
      // One claim at a time across instances: the cap is counted and used in one step.
      await lockUntilCommit(tx, "textDailyCap");
      await settleCutShort(tx, now);
      // STOP is honoured up to the last moment: a text queued before the reply is not sent.
      await tx
        .update(textOutboxTable)
        .set({ status: "skipped", lastError: OPTED_OUT, lockedUntil: null })
        .where(
          and(
            sql`${textOutboxTable.status} = 'pending'`,
            inArray(textOutboxTable.to, tx.select({ phone: textOptOutsTable.phone }).from(textOptOutsTable)),
          ),
        );
      const room = cap === null ? batchSize : Math.min(batchSize, Math.max(0, cap - (await usedToday(tx, now))));
      if (room === 0) return [];
      const quiet = isQuietHour(now, quietHours);
      const due = tx
        .select({ id: textOutboxTable.id })
        .from(textOutboxTable)
        .where(
          and(
            or(
              and(sql`${textOutboxTable.status} = 'pending'`, dueBy(textOutboxTable.nextAttemptAt, now)),
              and(sql`${textOutboxTable.status} = 'sending'`, lt(textOutboxTable.lockedUntil, now), isNull(textOutboxTable.handedAt)),
            ),
            quiet ? eq(textOutboxTable.anyHour, true) : undefined,
          ),
        )
        .orderBy(asc(textOutboxTable.id))
        .limit(room)
        .for("update", { skipLocked: true });
      return tx
        .update(textOutboxTable)
        .set({
          status: "sending",
          lockedUntil: new Date(now.getTime() + leaseSeconds * 1000),
          attempts: sql`${textOutboxTable.attempts} + 1`,
          attemptId: sql`gen_random_uuid()`,
          handedAt: null,
        })
        .where(inArray(textOutboxTable.id, due))
        .returning(claimedColumns);
    });
  }

  /** Marks the hand-over for this attempt; refused when another attempt holds the text now (this one outlived its lease). */
  async function handOver(text: Claimed) {
    const marked = await db
      .update(textOutboxTable)
      .set({ handedAt: clock() })
      .where(
        and(
          eq(textOutboxTable.id, text.id),
          eq(textOutboxTable.attemptId, text.attemptId ?? ""),
          sql`${textOutboxTable.status} = 'sending'`,
        ),
      )
      .returning({ id: textOutboxTable.id });
    return marked.length === 1;
  }

  async function deliver(text: Claimed) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    if (!(await handOver(text))) {
      logger.warn({ textId: text.id }, "text left to the attempt that holds it now");
      return;
    }
    try {
      const sent = await provider.send({ to: text.to, body: text.body, idempotencyKey: text.idempotencyKey });
      await settle(text, elapsed(), {
        status: provider.name === "capture" ? "captured" : "sent",
        providerId: provider.name === "capture" ? null : sent.providerId,
        deliveryStatus: provider.name === "capture" ? null : sent.status,
        segments: sent.segments ?? segmentCount(text.body).segments,
        error: null,
        nextAttemptAt: null,
      });
    } catch (error) {
      const failure = error instanceof TextSendError ? error : new TextSendError(String(error), false, false);
      const now = clock();
      const uncertain = !failure.answered && !failure.neverSent;
      const giveUp = failure.permanent || text.retryUntil.getTime() <= now.getTime();
      const message = failure.message.slice(0, 500);
      await settle(text, elapsed(), {
        status: uncertain ? "uncertain" : giveUp ? "failed" : "pending",
        providerId: null,
        deliveryStatus: null,
        segments: null,
        error: uncertain ? `${TEXT_CUT_SHORT} (${message})` : message,
        nextAttemptAt: uncertain || giveUp ? null : new Date(now.getTime() + backoffMs(text.attempts)),
      });
    }
  }

  /**
   * Records how the attempt went, if this attempt still holds the text. A receipt may have come
   * in first (it names the text by its key), so what it wrote is kept.
   */
  async function settle(
    text: Claimed,
    durationMs: number,
    outcome: {
      status: string;
      providerId: string | null;
      deliveryStatus: string | null;
      segments: number | null;
      error: string | null;
      nextAttemptAt: Date | null;
    },
  ) {
    const now = clock();
    const sent = outcome.status === "sent" || outcome.status === "captured";
    const settled = await db.transaction(async (tx) => {
      const rows = await tx
        .update(textOutboxTable)
        .set({
          status: outcome.status,
          providerId: sql`coalesce(${textOutboxTable.providerId}, ${outcome.providerId}::text)`,
          deliveryStatus: sql`coalesce(${textOutboxTable.deliveryStatus}, ${outcome.deliveryStatus}::text)`,
          segments: outcome.segments ?? sql`${textOutboxTable.segments}`,
          sentAt: sent ? now : sql`${textOutboxTable.sentAt}`,
          lastError: outcome.error,
          lockedUntil: null,
          nextAttemptAt: outcome.nextAttemptAt ?? sql`${textOutboxTable.nextAttemptAt}`,
        })
        .where(
          and(
            eq(textOutboxTable.id, text.id),
            eq(textOutboxTable.attemptId, text.attemptId ?? ""),
            inArray(textOutboxTable.status, ["sending", "uncertain"]),
          ),
        )
        .returning({ id: textOutboxTable.id });
      if (rows.length === 0) return false;
      await tx
        .insert(textAttemptsTable)
        .values({ textId: text.id, attemptedAt: now, outcome: outcome.status, error: outcome.error, durationMs });
      return true;
    });
    if (!settled) return;
    const log = { textId: text.id, kind: text.kind, attempt: text.attempts };
    if (outcome.status === "sent") logger.info(log, "text sent");
    else if (outcome.status === "captured") logger.info(log, "text captured (texting is off: no TWILIO_* settings)");
    else if (outcome.status === "uncertain")
      logger.warn({ ...log, error: outcome.error }, "text may have gone out: no answer after the hand-over");
    else logger.warn({ ...log, giveUp: outcome.status === "failed", error: outcome.error }, "text delivery failed");
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    await Promise.all(claimed.map((text) => deliver(text)));
    return claimed.length;
  }

  const loop =
    options.poll === false
      ? undefined
      : pollingLoop({ runOnce, pollMs: options.pollMs ?? 2_000, batchSize, logger, name: "text worker", onNotify: onTextsNotified });

  return {
    runOnce,
    async stop() {
      await loop?.stop();
    },
  };
}
