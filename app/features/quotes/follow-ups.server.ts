import { customerPageLinkFor } from "~/features/customers/page-link.server";
import { and, eq, inArray } from "drizzle-orm";
import { currentWordings } from "~/features/message-templates/templates.server";
import type { Database, Transaction } from "~/platform/db/database";
import { cancelJobs, cancelPendingJob, enqueueJobs } from "~/platform/jobs/queue.server";
import type { JobContext } from "~/platform/jobs/runner.server";
import { jobsTable } from "~/platform/jobs/tables";
import { recordAudit } from "~/features/audit/audit.server";
import { documentNumber } from "~/features/documents/numbers";
import { lockLead } from "~/features/leads/lock.server";
import { record, recordCustomerEvent } from "~/features/leads/timeline.server";
import { leadsTable } from "~/features/leads/tables";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { SYSTEM_ACTOR, type StaffActor } from "~/lib/actor";
import { formatWhen, todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { plannedFollowUps, quoteExpiresAt, type PlannedFollowUp } from "./follow-ups";
import { quoteFollowUpEmail, quoteForEmail, type FollowUpKind } from "./quote-emails.server";
import { newLinkFor } from "./links.server";
import { statusToday } from "./customer-quote.server";
import { quotesTable, quoteVersionsTable } from "./tables";
import { lockCurrentVersion } from "./versions.server";

/*
 * A sent quote's scheduled work (docs/decisions/0105), as jobs about its version: the follow-up
 * emails and the expiry at 23:59 on its valid-until day. The job runner claims each once, on any
 * instance, and the handler marks it done in the transaction that queues its email, so a crash
 * or a second instance never sends one twice.
 */
export const QUOTE_FOLLOW_UP_JOB = "quote.follow-up";
export const QUOTE_EXPIRY_JOB = "quote.expire";
const SUBJECT = "quote-version";

type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

/** Queues a just-sent version's follow-ups (unless switched off) and its expiry, in the sending transaction. */
export async function scheduleQuoteJobs(
  tx: Transaction,
  version: { id: number; validUntil: string; followUps: boolean },
  sentAt: Date,
  quoting: BusinessSettings["quoting"],
) {
  const followUps = version.followUps ? plannedFollowUps(sentAt, version.validUntil, quoting) : [];
  await enqueueJobs(tx, [
    ...followUps.map((planned: PlannedFollowUp, index) => ({
      kind: QUOTE_FOLLOW_UP_JOB,
      runAt: planned.runAt,
      payload: { versionId: version.id, reason: planned.reason, kind: planned.kind },
      dedupeKey: `quote-follow-up:${version.id}:${index}`,
      subject: { type: SUBJECT, id: version.id },
    })),
    {
      kind: QUOTE_EXPIRY_JOB,
      runAt: quoteExpiresAt(version.validUntil),
      payload: { versionId: version.id },
      dedupeKey: `quote-expire:${version.id}`,
      subject: { type: SUBJECT, id: version.id },
    },
  ]);
}

/** Stops a version's follow-ups (an answer, a question, a revision), or all its scheduled work. */
export async function stopQuoteJobs(tx: Pick<Database, "insert" | "update">, versionId: number, which: "follow-ups" | "all") {
  return cancelJobs(tx, { type: SUBJECT, id: versionId }, which === "all" ? undefined : [QUOTE_FOLLOW_UP_JOB]);
}

async function lockedVersion(tx: Transaction, versionId: number) {
  const [row] = await tx
    .select({
      version: quoteVersionsTable,
      quote: quotesTable,
      lead: {
        id: leadsTable.id,
        name: leadsTable.name,
        email: leadsTable.email,
        anonymisedAt: leadsTable.anonymisedAt,
        customerId: leadsTable.customerId,
      },
    })
    .from(quoteVersionsTable)
    .innerJoin(quotesTable, eq(quotesTable.id, quoteVersionsTable.quoteId))
    .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
    .where(eq(quoteVersionsTable.id, versionId))
    .for("update", { of: quoteVersionsTable });
  return row ? { ...row, number: documentNumber("Q", row.quote.number, row.version.version) } : undefined;
}

/**
 * Sends one follow-up if the quote still waits: sent or viewed, not past its day, follow-ups on,
 * no question from the customer since it was sent. Otherwise it quietly does nothing.
 */
export async function runQuoteFollowUp(db: Database, job: JobContext, business: Business) {
  const versionId = Number(job.payload.versionId);
  const reason = typeof job.payload.reason === "string" ? job.payload.reason : "follow-up";
  const kind: FollowUpKind = job.payload.kind === "expiry-reminder" ? "expiry-reminder" : "follow-up";
  const sent = await db.transaction(async (tx) => {
    const row = await lockedVersion(tx, versionId);
    const status = row ? statusToday(row.version, todayInAuckland()) : undefined;
    const waiting =
      row && (status === "sent" || status === "viewed") && row.version.followUps && !row.version.questionAt && !row.lead.anonymisedAt;
    if (waiting) {
      const link = await newLinkFor(tx, row.version);
      const wordings = (await currentWordings(tx)).withCustomerPage(await customerPageLinkFor(tx, row.lead.customerId, row.lead.email));
      await queueEmails(tx, [
        quoteFollowUpEmail(quoteForEmail(row.quote, row.version, row.number, row.lead), business, link, kind, wordings),
      ]);
      await recordCustomerEvent(tx, SYSTEM_ACTOR, row.lead.id, "quote", `Follow-up email for quote ${row.number} sent (${reason})`);
    }
    await job.complete(tx);
    return waiting;
  });
  if (sent) notifyOutbox();
}

/** Expires a version still out with the customer at the end of its valid-until day, and stops its follow-ups. */
export async function runQuoteExpiry(db: Database, job: JobContext) {
  await db.transaction(async (tx) => {
    const row = await lockedVersion(tx, Number(job.payload.versionId));
    if (row && (row.version.status === "sent" || row.version.status === "viewed")) {
      await tx
        .update(quoteVersionsTable)
        .set({ status: "expired", updatedAt: new Date() })
        .where(eq(quoteVersionsTable.id, row.version.id));
      await stopQuoteJobs(tx, row.version.id, "follow-ups");
      await recordCustomerEvent(tx, SYSTEM_ACTOR, row.lead.id, "quote", `Quote ${row.number} expired`);
    }
    await job.complete(tx);
  });
}

/** A lead's scheduled quote emails still to go, soonest first, for its timeline. */
export async function scheduledForLead(db: Pick<Database, "select">, leadId: number) {
  const rows = await db
    .select({
      id: jobsTable.id,
      runAt: jobsTable.runAt,
      payload: jobsTable.payload,
      version: quoteVersionsTable.version,
      number: quotesTable.number,
    })
    .from(jobsTable)
    .innerJoin(quoteVersionsTable, and(eq(jobsTable.subjectType, SUBJECT), eq(jobsTable.subjectId, quoteVersionsTable.id)))
    .innerJoin(quotesTable, eq(quotesTable.id, quoteVersionsTable.quoteId))
    .where(and(eq(quotesTable.leadId, leadId), eq(jobsTable.kind, QUOTE_FOLLOW_UP_JOB), inArray(jobsTable.status, ["pending"])))
    .orderBy(jobsTable.runAt);
  return rows.map((r) => ({
    id: r.id,
    at: formatWhen(r.runAt),
    what: `Follow-up email for quote ${documentNumber("Q", r.number, r.version)} (${String(r.payload.reason ?? "")})`,
  }));
}

/** Staff cancel one scheduled email of a lead's quote before it goes. */
export async function cancelScheduledEmail(db: Database, actor: StaffActor, leadId: number, jobId: number) {
  await db.transaction(async (tx) => {
    await lockLead(tx, leadId);
    const mine = (await scheduledForLead(tx, leadId)).find((s) => s.id === jobId);
    if (!mine) throw new DomainError("That email has already gone or been cancelled.", { status: 404 });
    await cancelPendingJob(tx, { id: jobId });
    await record(tx, actor, leadId, { kind: "quote", detail: `Cancelled: ${mine.what}, due ${mine.at}` });
    await recordAudit(tx, { actor, action: "quote.follow-up.cancel", entityType: "lead", entityId: leadId, after: { jobId } });
  });
}

/** Staff switch a sent quote's follow-ups off: the pending ones are cancelled (its expiry stays). */
export async function switchOffFollowUps(db: Database, actor: StaffActor, quoteId: number) {
  return db.transaction(async (tx) => {
    const { quote, version, number } = await lockCurrentVersion(tx, quoteId);
    await tx.update(quoteVersionsTable).set({ followUps: false, updatedAt: new Date() }).where(eq(quoteVersionsTable.id, version.id));
    const cancelled = await stopQuoteJobs(tx, version.id, "follow-ups");
    await record(tx, actor, quote.leadId, { kind: "quote", detail: `Automatic follow-ups of quote ${number} switched off` });
    await recordAudit(tx, { actor, action: "quote.follow-ups.off", entityType: "quote", entityId: quoteId, after: { cancelled } });
    return { number, cancelled };
  });
}
