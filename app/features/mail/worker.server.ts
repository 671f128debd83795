import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
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
export function defaultBackoffMs(attempt: number): number {
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
      .returning();
  }

  async function deliver(email: typeof emailOutboxTable.$inferSelect) {
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
      const outcome = transport.mode === "smtp" ? "sent" : "captured";
      await db.transaction(async (tx) => {
        await tx
          .update(emailOutboxTable)
          .set({ status: outcome, sentAt: sql`now()`, lockedUntil: null, lastError: null, messageId: messageId ?? null })
          .where(and(eq(emailOutboxTable.id, email.id), eq(emailOutboxTable.status, "sending")));
        await tx.insert(emailAttemptsTable).values({ emailId: email.id, outcome, durationMs: Math.round(performance.now() - started) });
      });
      if (outcome === "captured") {
        logger.info({ emailId: email.id, kind: email.kind }, "email captured (no SMTP_URL set)");
        if (options.printCaptured) logger.info(`captured email #${email.id}\nTo: ${email.to.join(", ")}\nSubject: ${email.subject}\n\n${email.text}`);
      } else {
        logger.info({ emailId: email.id, kind: email.kind, attempt: email.attempts }, "email sent");
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = email.attempts >= maxAttempts;
      await db.transaction(async (tx) => {
        await tx
          .update(emailOutboxTable)
          .set({
            status: giveUp ? "failed" : "pending",
            lockedUntil: null,
            lastError: message.slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffMs(email.attempts) / 1000})`,
          })
          .where(and(eq(emailOutboxTable.id, email.id), eq(emailOutboxTable.status, "sending")));
        await tx.insert(emailAttemptsTable).values({ emailId: email.id, outcome: "error", error: message.slice(0, 500), durationMs: Math.round(performance.now() - started) });
      });
      logger.warn({ emailId: email.id, kind: email.kind, attempt: email.attempts, giveUp, error: message }, "email delivery failed");
    }
  }

  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    await Promise.all(claimed.map(deliver));
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
