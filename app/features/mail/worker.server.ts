import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/platform/db/database";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { onOutboxNotified } from "./outbox.server";
import { emailAttemptsTable, emailOutboxTable } from "./tables";
import type { MailTransport } from "./transport.server";

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** Print captured emails in full (development only: they hold personal data). */
  printCaptured?: boolean;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  leaseSeconds?: number;
  /** Delay before retry number `attempt` (1-based). */
  backoffMs?: (attempt: number) => number;
}

/** 5 s, 10 s, 20 s ... capped at one hour, with up to 20% jitter so retries spread out. */
function defaultBackoffMs(attempt: number): number {
  const base = Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);
  return Math.round(base * (1 + Math.random() * 0.2));
}

export interface MailWorker {
  /** Claims and delivers one batch; returns how many emails it handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox. Emails are claimed with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of instances can run a worker on one database and each email is sent once; a
 * worker that dies mid-send releases its emails when the lease runs out.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;

  // What sending needs, and no more: the claimed rows come back on every run.
  const outbox = emailOutboxTable;
  const claimedColumns = {
    id: outbox.id,
    kind: outbox.kind,
    to: outbox.to,
    replyTo: outbox.replyTo,
    subject: outbox.subject,
    html: outbox.html,
    text: outbox.text,
    attempts: outbox.attempts,
  };

  async function claim() {
    const now = sql`now()`;
    const due = db
      .select({ id: emailOutboxTable.id })
      .from(emailOutboxTable)
      .where(
        or(
          and(eq(emailOutboxTable.status, "pending"), lte(emailOutboxTable.nextAttemptAt, now)),
          and(eq(emailOutboxTable.status, "sending"), lt(emailOutboxTable.lockedUntil, now)),
        ),
      )
      .orderBy(asc(emailOutboxTable.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(emailOutboxTable)
      .set({
        status: "sending",
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        attempts: sql`${emailOutboxTable.attempts} + 1`,
      })
      .where(inArray(emailOutboxTable.id, due))
      .returning(claimedColumns);
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];
  type Outcome = { email: Claimed; durationMs: number } & (
    { ok: true; status: "sent" | "captured"; messageId: string | null } | { ok: false; error: string }
  );

  async function deliver(email: Claimed): Promise<Outcome> {
    const started = performance.now();
    try {
      const { messageId } = await transport.send({
        from: options.from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
      const status = transport.mode === "smtp" ? "sent" : "captured";
      return { email, ok: true, status, messageId: messageId ?? null, durationMs: Math.round(performance.now() - started) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { email, ok: false, error: message.slice(0, 500), durationMs: Math.round(performance.now() - started) };
    }
  }

  /**
   * Records a whole batch in one transaction: one update for every delivered email, one per
   * failure (each has its own backoff) and one insert for all the attempts. Settling email by
   * email cost two commits per email, as much database work as storing the lead itself.
   * An email deleted while it was being sent (its lead erased for a privacy request) is left
   * out, so the rest of the batch still settles rather than going out again after the lease.
   */
  async function settle(outcomes: Outcome[]) {
    const delivered = outcomes.filter((o) => o.ok);
    const failed = outcomes.filter((o) => !o.ok);
    await db.transaction(async (tx) => {
      const settled = new Set<number>();
      if (delivered.length > 0) {
        const rows = JSON.stringify(delivered.map((o) => ({ id: o.email.id, status: o.status, message_id: o.messageId })));
        const updated = await tx.execute(sql`
          update ${emailOutboxTable} as o
          set status = d.status, sent_at = now(), locked_until = null, last_error = null, message_id = d.message_id
          from jsonb_to_recordset(${rows}::jsonb) as d(id integer, status text, message_id text)
          where o.id = d.id and o.status = 'sending'
          returning o.id`);
        for (const { id } of rowsOf<{ id: number }>(updated)) settled.add(Number(id));
      }
      for (const o of failed) {
        const updated = await tx
          .update(emailOutboxTable)
          .set({
            status: o.email.attempts >= maxAttempts ? "failed" : "pending",
            lockedUntil: null,
            lastError: o.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffMs(o.email.attempts) / 1000})`,
          })
          .where(and(eq(emailOutboxTable.id, o.email.id), eq(emailOutboxTable.status, "sending")))
          .returning({ id: emailOutboxTable.id });
        for (const { id } of updated) settled.add(id);
      }
      const attempts = outcomes.filter((o) => settled.has(o.email.id));
      if (attempts.length === 0) return;
      await tx.insert(emailAttemptsTable).values(
        attempts.map((o) => ({
          emailId: o.email.id,
          outcome: o.ok ? o.status : "error",
          error: o.ok ? null : o.error,
          durationMs: o.durationMs,
        })),
      );
    });
    for (const o of outcomes) {
      const { id: emailId, kind, attempts: attempt } = o.email;
      if (!o.ok) {
        logger.warn({ emailId, kind, attempt, giveUp: attempt >= maxAttempts, error: o.error }, "email delivery failed");
      } else if (o.status === "captured") {
        logger.info({ emailId, kind }, "email captured (no SMTP_URL set)");
        if (options.printCaptured)
          logger.info(`captured email #${emailId}\nTo: ${o.email.to.join(", ")}\nSubject: ${o.email.subject}\n\n${o.email.text}`);
      } else {
        logger.info({ emailId, kind, attempt }, "email sent");
      }
    }
  }

  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    if (claimed.length > 0) await settle(await Promise.all(claimed.map(deliver)));
    return claimed.length;
  }

  // One batch at a time per instance; a nudge during a run asks for another run after it.
  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = runOnce()
      .catch((error) => {
        logger.error({ err: error }, "mail worker run failed");
        return 0;
      })
      .then((handled) => {
        running = undefined;
        if (stopped) return handled;
        if (again || handled === batchSize) {
          again = false;
          setImmediate(tick);
        } else {
          timer = setTimeout(tick, pollMs);
        }
        return handled;
      });
  }

  const unsubscribe = onOutboxNotified(tick);
  tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
