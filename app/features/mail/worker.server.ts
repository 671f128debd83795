import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/platform/db/database";
import { dueBy } from "~/platform/db/due";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { onOutboxNotified } from "./outbox.server";
import { pollingLoop } from "~/platform/jobs/polling-loop.server";
import { takingTurns } from "~/lib/turns";
import { retryDelayMs } from "./retry-policy";
import { emailAttemptsTable, emailOutboxTable } from "./tables";
import { bodyAtSending, type EmailBody, type TemplateBook } from "./templates";
import type { MailTransport } from "./transport.server";

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The templates that render the bodies of emails queued with a deferred body. */
  templates: TemplateBook;
  from: string;
  logger: Logger;
  /** Print captured emails in full (development only: they hold personal data). */
  printCaptured?: boolean;
  pollMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  /** Delay before retry number `attempt` (1-based); retry-policy.ts by default. */
  backoffMs?: (attempt: number) => number;
  /** The worker's clock (tests drive an outage of hours with a fake one). */
  now?: () => Date;
  /** false: no polling, only runOnce() sends (tests driving the worker step by step). */
  poll?: boolean;
  /**
   * Whether visitors are being answered: while they are, each batch is followed by a rest
   * twice as long as it took (at most half a second), so a queue of emails gives way to the
   * requests that queued them (decision 0129). The first batch after a quiet spell goes at once.
   */
  visitorsWaiting?: () => boolean;
}

/** What sending needs, and no more: the claimed rows come back on every run. */
const claimedColumns = {
  id: emailOutboxTable.id,
  kind: emailOutboxTable.kind,
  to: emailOutboxTable.to,
  replyTo: emailOutboxTable.replyTo,
  subject: emailOutboxTable.subject,
  html: emailOutboxTable.html,
  text: emailOutboxTable.text,
  deferredBody: emailOutboxTable.deferredBody,
  calendar: emailOutboxTable.calendar,
  attachments: emailOutboxTable.attachments,
  attempts: emailOutboxTable.attempts,
  messageId: emailOutboxTable.messageId,
  retryUntil: emailOutboxTable.retryUntil,
  attemptId: emailOutboxTable.attemptId,
};

/** What staff and the log are told of an email whose sending was cut short after the mail server had it all. */
const CUT_SHORT =
  "Sending stopped after the mail server was handed the whole email, before it confirmed: it may have gone out, so it is not sent again on its own.";

/**
 * The oldest emails due to be sent, up to `batchSize`, locked for this worker: waiting ones
 * whose time has come and ones whose worker's lease ran out. The states are literals, not
 * parameters, so that a prepared statement's generic plan can use the index of waiting emails
 * (decision 0126). Run it after `walkInIdOrder`.
 */
export function dueEmails(db: Pick<Database, "select">, now: Date, batchSize: number) {
  return db
    .select({ id: emailOutboxTable.id })
    .from(emailOutboxTable)
    .where(
      or(
        and(sql`${emailOutboxTable.status} = 'pending'`, dueBy(emailOutboxTable.nextAttemptAt, now)),
        // One cut short after its hand-over is not due again: settleCutShort makes it uncertain.
        and(sql`${emailOutboxTable.status} = 'sending'`, lt(emailOutboxTable.lockedUntil, now), isNull(emailOutboxTable.handedAt)),
      ),
    )
    .orderBy(asc(emailOutboxTable.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
}

/**
 * For the rest of the transaction, plans that gather rows to sort them are a last resort, so the
 * claim walks the index of waiting emails in order and reads a batch's worth of the outbox
 * however long the queue. Its plan must not hang on statistics: before autovacuum has analysed a
 * new outbox the planner guesses that few emails wait, and then gathered and sorted the whole
 * queue on every claim, so a burst of requests made each claim slower the longer the queue grew
 * (decision 0128).
 */
export async function walkInIdOrder(tx: Pick<Database, "execute">) {
  await tx.execute(sql`select set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
}

export interface MailWorker {
  /** Claims and delivers one batch; returns how many emails it handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Emails whose worker stopped (a crash, a kill -9) after it had handed the whole message to the
 * mail server and before the server confirmed: the server may have delivered it, so it is not
 * sent again blindly but kept as "uncertain" for staff (docs/decisions/0157). An email whose
 * worker stopped before that point is simply due again (dueEmails), as the server never had it.
 */
async function settleCutShort(tx: Pick<Database, "execute">, now: Date, batchSize: number) {
  const cut = await tx.execute(sql`with cut as (
      update ${emailOutboxTable} as e set status = 'uncertain', locked_until = null, last_error = ${CUT_SHORT}
      where e.id in (select id from ${emailOutboxTable}
        where status = 'sending' and locked_until < ${now.toISOString()}::timestamptz and handed_at is not null
        order by id limit ${batchSize} for update skip locked)
      returning e.id, e.kind)
    insert into ${emailAttemptsTable} (email_id, attempted_at, outcome, error, duration_ms)
    select id, ${now.toISOString()}::timestamptz, 'uncertain', ${CUT_SHORT}, 0 from cut
    returning email_id`);
  return rowsOf<{ email_id: number }>(cut).map((row) => Number(row.email_id));
}

/** An SMTP error the server answered with (a 4xx or 5xx reply), as opposed to a connection lost or timed out. */
function serverAnswered(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown } | null)?.responseCode === "number";
}

/**
 * Delivers the outbox. Emails are claimed with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of instances can run a worker on one database and each email is sent once; a
 * worker that dies mid-send releases its emails when the lease runs out, and one that dies
 * after handing an email over leaves it uncertain rather than sending it twice.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const backoffMs = options.backoffMs ?? retryDelayMs;
  const clock = options.now ?? (() => new Date());
  const messageIdDomain = options.from.match(/@([^>\s]+)>?\s*$/)?.[1] ?? "localhost";
  const inTurn = options.visitorsWaiting
    ? takingTurns({ restFactor: 2, maxRestMs: 500, othersWaiting: options.visitorsWaiting })
    : <T>(batch: () => Promise<T>) => batch();

  /**
   * The oldest due emails, up to a batch, each locked for this worker until its lease runs out
   * under an attempt id of its own; first, emails cut short after their hand-over are settled.
   */
  async function claim() {
    const now = clock();
    const { claimed, cutShort } = await db.transaction(async (tx) => {
      await walkInIdOrder(tx);
      const cutShort = await settleCutShort(tx, now, batchSize);
      const claimed = await tx
        .update(emailOutboxTable)
        .set({
          status: "sending",
          lockedUntil: new Date(now.getTime() + leaseSeconds * 1000),
          attempts: sql`${emailOutboxTable.attempts} + 1`,
          attemptId: sql`gen_random_uuid()`,
          handedAt: null,
          // Fixed before the first send and kept for every later one: a copy sent again after a
          // crash (sent, but not yet recorded) carries the same Message-ID, so mail systems drop it.
          messageId: sql`coalesce(${emailOutboxTable.messageId}, '<' || gen_random_uuid()::text || '@' || ${messageIdDomain}::text || '>')`,
        })
        .where(inArray(emailOutboxTable.id, dueEmails(tx, now, batchSize)))
        .returning(claimedColumns);
      return { claimed, cutShort };
    });
    for (const emailId of cutShort) logger.warn({ emailId }, "email may have gone out: its sending was cut short after the hand-over");
    return claimed;
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];
  type Outcome = { email: Claimed; durationMs: number } & (
    | { ok: true; status: "sent" | "captured"; body: EmailBody }
    | { ok: false; error: string; /** Handed over whole, then no answer: it may have gone out. */ uncertain: boolean }
  );

  /**
   * Records that this attempt is handing the whole email over, just before the end of its data;
   * refused (and the email abandoned unfinished) if another attempt holds the email now, which
   * happens when this one outlived its lease.
   */
  async function handOver(email: Claimed) {
    const marked = await db
      .update(emailOutboxTable)
      .set({ handedAt: clock() })
      .where(
        and(
          eq(emailOutboxTable.id, email.id),
          eq(emailOutboxTable.attemptId, email.attemptId ?? ""),
          sql`${emailOutboxTable.status} = 'sending'`,
        ),
      )
      .returning({ id: emailOutboxTable.id });
    if (marked.length === 0) throw new Error("another attempt holds this email now");
  }

  async function deliver(email: Claimed): Promise<Outcome> {
    const started = performance.now();
    let handed = false;
    try {
      // A body this build cannot render (queued by a newer build during a deploy) is a failed attempt like any other.
      const body = await bodyAtSending(email, options.templates, db);
      await transport.send({
        from: options.from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        ...body,
        messageId: email.messageId ?? undefined,
        calendar: email.calendar ?? undefined,
        attachments: email.attachments ?? undefined,
        beforeEnd: async () => {
          await handOver(email);
          handed = true;
        },
      });
      const status = transport.mode === "smtp" ? "sent" : "captured";
      return { email, ok: true, status, body, durationMs: Math.round(performance.now() - started) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A refusal the server answered with was not delivered; a connection lost after the hand-over may have been.
      const uncertain = handed && !serverAnswered(error);
      return { email, ok: false, error: message.slice(0, 500), uncertain, durationMs: Math.round(performance.now() - started) };
    }
  }

  /**
   * Records attempts in one statement (atomic without a transaction, and one round trip). An
   * email sent over SMTP is recorded as soon as its attempt is over: the window between "the
   * SMTP server took it" and "recorded as sent" is as short as it can be, and a crash inside it
   * resends the same Message-ID. Captured emails are over together and recorded together. A
   * failure is retried after its backoff until its retry_until has passed, then failed for good.
   * An email deleted while it was being sent (its lead erased for a privacy request) is left out.
   */
  async function settle(outcomes: Outcome[]) {
    if (outcomes.length === 0) return;
    const now = clock();
    const rows = outcomes.map((o) => {
      const giveUp = !o.ok && o.email.retryUntil.getTime() <= now.getTime();
      const status = o.ok ? o.status : o.uncertain ? "uncertain" : giveUp ? "failed" : "pending";
      const sentAt = o.ok ? now.toISOString() : null;
      const nextAttemptAt = o.ok || o.uncertain ? null : new Date(now.getTime() + backoffMs(o.email.attempts)).toISOString();
      const error = o.ok ? null : o.uncertain ? `${CUT_SHORT} (${o.error})` : o.error;
      const attempt = o.ok ? o.status : o.uncertain ? "uncertain" : "error";
      return sql`(${o.email.id}::integer, ${o.email.attemptId}::uuid, ${status}::text, ${sentAt}::timestamptz, ${error}::text, ${nextAttemptAt}::timestamptz, ${attempt}::text, ${o.durationMs}::integer)`;
    });
    // Only the attempt that holds the email records it: "uncertain" too, when another instance
    // judged this one stopped while it was only slow, and it then heard how the send went.
    const recorded =
      await db.execute(sql`with outcome (id, attempt_id, status, sent_at, error, next_attempt_at, attempt, duration_ms) as (values ${sql.join(rows, sql`, `)}),
      settled as (
        update ${emailOutboxTable} as e
        set status = outcome.status, sent_at = coalesce(outcome.sent_at, e.sent_at), locked_until = null,
          last_error = outcome.error, next_attempt_at = coalesce(outcome.next_attempt_at, e.next_attempt_at)
        from outcome where e.id = outcome.id and e.attempt_id = outcome.attempt_id and e.status in ('sending', 'uncertain')
        returning e.id)
      insert into ${emailAttemptsTable} (email_id, attempted_at, outcome, error, duration_ms)
      select outcome.id, ${now.toISOString()}::timestamptz, outcome.attempt, outcome.error, outcome.duration_ms
      from outcome join settled on settled.id = outcome.id
      returning email_id`);
    const settledIds = new Set(rowsOf<{ email_id: number }>(recorded).map((row) => Number(row.email_id)));
    for (const o of outcomes) if (settledIds.has(o.email.id)) report(o);
  }

  function report(o: Outcome) {
    const { id: emailId, kind, attempts: attempt } = o.email;
    if (!o.ok && o.uncertain) {
      logger.warn({ emailId, kind, attempt, error: o.error }, "email may have gone out: the connection was lost after the hand-over");
    } else if (!o.ok) {
      const giveUp = o.email.retryUntil.getTime() <= clock().getTime();
      logger.warn({ emailId, kind, attempt, giveUp, error: o.error }, "email delivery failed");
    } else if (o.status === "captured") {
      logger.info({ emailId, kind }, "email captured (no SMTP_URL set)");
      if (options.printCaptured)
        logger.info(`captured email #${emailId}\nTo: ${o.email.to.join(", ")}\nSubject: ${o.email.subject}\n\n${o.body.text}`);
    } else {
      logger.info({ emailId, kind, attempt }, "email sent");
    }
  }

  /**
   * Starts each email's delivery in a turn of the event loop of its own: rendering an email and
   * building its message takes the thread for milliseconds, and a batch of them at once would
   * keep visitors' requests waiting behind the whole batch. The sends then overlap as before,
   * and `after` takes each outcome as soon as it is in.
   */
  async function deliverInTurns<T>(claimed: Claimed[], after: (outcome: Outcome) => T | Promise<T>): Promise<T[]> {
    const deliveries: Array<Promise<T>> = [];
    for (const email of claimed) {
      await nextTurn();
      const delivery = deliver(email).then(after);
      // Promise.all below reports a failure; until the loop is done, it is not an unhandled one.
      delivery.catch(() => {});
      deliveries.push(delivery);
    }
    return Promise.all(deliveries);
  }

  function runOnce(): Promise<number> {
    return inTurn(async () => {
      const claimed = await claim();
      if (transport.mode === "smtp") await deliverInTurns(claimed, (outcome) => settle([outcome]));
      else await settle(await deliverInTurns(claimed, (outcome) => outcome));
      return claimed.length;
    });
  }

  const loop =
    options.poll === false
      ? undefined
      : pollingLoop({ runOnce, pollMs, batchSize, logger, name: "mail worker", onNotify: onOutboxNotified });

  return {
    runOnce,
    async stop() {
      await loop?.stop();
      transport.close();
    },
  };
}
