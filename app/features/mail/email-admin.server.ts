import { and, asc, desc, eq, gte, lte, min, or, sql } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import type { Database } from "~/platform/db/database";
import { listedColumns } from "./email-log.server";
import { requeueEmail } from "./outbox.server";
import { emailOutboxTable as o } from "./tables";

/** How long email may keep failing before the admin area says so. */
const EMAIL_TROUBLE_AFTER_MINUTES = 15;
/** Emails failed for good stay on the banner this long, unless sent again. */
const FAILED_SHOWN_FOR_DAYS = 7;

/*
 * The states as literals, not parameters, so that a prepared statement's generic plan can
 * still use the index of emails in trouble (email_outbox_trouble_idx, decision 0128).
 */
const waitingAfterFailure = sql`(${o.status} = 'pending' and ${o.attempts} > 0)`;
const failed = sql`${o.status} in ('failed', 'uncertain')`;

/** Waiting after a failed attempt, failed for good, or possibly sent (uncertain): what staff need to see. */
const troubled = or(waitingAfterFailure, failed);

/** The emails in trouble, newest first, for /admin/email (every kind of email). */
export async function listTroubledEmails(db: Database) {
  return db
    .select({
      ...listedColumns,
      lastError: o.lastError,
      nextAttemptAt: o.nextAttemptAt,
      subjectType: o.subjectType,
      subjectId: o.subjectId,
    })
    .from(o)
    .where(troubled)
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(200);
}

export type TroubledEmail = Awaited<ReturnType<typeof listTroubledEmails>>[number];

/**
 * Whether email has been failing for a while: some email has waited after a failed attempt
 * for EMAIL_TROUBLE_AFTER_MINUTES or more, or failed for good in the last week and was not
 * sent again. Null when all is well.
 */
export async function emailTrouble(db: Database): Promise<{ waiting: number; failed: number; uncertain: number; since: Date } | null> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${o.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${o.status} = 'failed')::int`,
      uncertain: sql<number>`count(*) filter (where ${o.status} = 'uncertain')::int`,
      since: min(o.createdAt),
    })
    .from(o)
    .where(
      or(
        and(waitingAfterFailure, lte(o.createdAt, sql`now() - make_interval(mins => ${EMAIL_TROUBLE_AFTER_MINUTES})`)),
        and(failed, gte(o.createdAt, sql`now() - make_interval(days => ${FAILED_SHOWN_FOR_DAYS})`)),
      ),
    );
  if (!row?.since || row.waiting + row.failed + row.uncertain === 0) return null;
  return { waiting: row.waiting, failed: row.failed, uncertain: row.uncertain, since: row.since };
}

/** The emails emailTrouble() counts, one by one, oldest first: for a "Send again" in place on Today (issue 45, item 5). */
export function emailsInTrouble(db: Database, limit: number) {
  return db
    .select({ id: o.id, kind: o.kind, to: o.to, subject: o.subject, status: o.status, createdAt: o.createdAt })
    .from(o)
    .where(
      or(
        and(waitingAfterFailure, lte(o.createdAt, sql`now() - make_interval(mins => ${EMAIL_TROUBLE_AFTER_MINUTES})`)),
        and(failed, gte(o.createdAt, sql`now() - make_interval(days => ${FAILED_SHOWN_FOR_DAYS})`)),
      ),
    )
    .orderBy(asc(o.createdAt), asc(o.id))
    .limit(limit);
}

/** Sends a failed or waiting email again now, with a new day of retries; recorded in the audit trail. */
export async function resendEmail(db: Database, actor: StaffActor, emailId: number) {
  await db.transaction(async (tx) => {
    const [email] = await tx.select({ status: o.status, kind: o.kind }).from(o).where(eq(o.id, emailId)).for("update");
    if (!email) throw new DomainError("That email is no longer in the outbox.", { status: 404 });
    if (email.status !== "failed" && email.status !== "pending" && email.status !== "uncertain")
      throw new DomainError("That email has gone out already, or is being sent right now.");
    await requeueEmail(tx, emailId);
    await recordAudit(tx, { actor, action: "email.resend", entityType: "email", entityId: emailId, after: { kind: email.kind } });
  });
}

/**
 * Staff confirm that an uncertain email reached its recipient (they asked, or it is in the
 * recipient's reply): it counts as sent and is not sent again. Recorded in the audit trail.
 */
export async function confirmEmailSent(db: Database, actor: StaffActor, emailId: number) {
  await db.transaction(async (tx) => {
    const [email] = await tx.select({ status: o.status, kind: o.kind }).from(o).where(eq(o.id, emailId)).for("update");
    if (!email) throw new DomainError("That email is no longer in the outbox.", { status: 404 });
    if (email.status !== "uncertain") throw new DomainError("Only an email that may have gone out can be marked as sent.");
    await tx
      .update(o)
      .set({ status: "sent", sentAt: sql`coalesce(${o.handedAt}, now())`, lastError: null })
      .where(eq(o.id, emailId));
    await recordAudit(tx, { actor, action: "email.confirm-sent", entityType: "email", entityId: emailId, after: { kind: email.kind } });
  });
}
