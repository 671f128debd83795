import { and, eq, notInArray } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { emitEvent } from "~/platform/jobs/events.server";
import type { JobContext } from "~/platform/jobs/runner.server";
import { recordAudit } from "~/features/audit/audit.server";
import { documentNumber } from "~/features/documents/numbers";
import { takeDocumentNumber } from "~/features/documents/numbers.server";
import { lockLead, refuseIfAnonymised } from "~/features/leads/lock.server";
import { settleLead } from "~/features/leads/status.server";
import { record, recordCustomerEvent } from "~/features/leads/timeline.server";
import { leadsTable } from "~/features/leads/tables";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { notifyTexts } from "~/features/texts/outbox.server";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import { versionLines } from "~/features/quotes/versions.server";
import { SYSTEM_ACTOR, type Actor, type StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { formatMoney } from "~/lib/money";
import { announceVisitStatus, type DispatchSettings } from "./dispatch.server";
import { acceptedLines } from "./job-lines";
import { jobStatusFromVisits, jobStatuses } from "./statuses";
import { serviceJobsTable, visitsTable } from "./tables";
import { recordJobEvent } from "./timeline.server";

/*
 * Jobs (docs/decisions/0108): made from an accepted quote by the "quote.accepted" event, or by
 * staff straight from a lead for small work. A job's status follows its visits; when the last
 * one is done the job is done, the lead is won, and "job.done" goes out for the features that
 * come after the job (invoices, review requests), which subscribe to it.
 */

export const NO_JOB = "There is no job with that number.";
export const JOB_DONE_EVENT = "job.done";

export type JobRow = typeof serviceJobsTable.$inferSelect;

export const jobNumber = (job: Pick<JobRow, "number">) => documentNumber("J", job.number);

/** The job, locked for a change, or a 404. */
export async function lockJob(tx: Transaction, id: number): Promise<JobRow> {
  const [job] = await tx.select().from(serviceJobsTable).where(eq(serviceJobsTable.id, id)).for("update");
  if (!job) throw new DomainError(NO_JOB, { status: 404 });
  return job;
}

/** The customer asked for no more review emails about the job; the reviews feature stops its requests and reads the mark. */
export async function markReviewEmailsStopped(tx: Pick<Database, "update">, jobId: number, at = new Date()) {
  await tx.update(serviceJobsTable).set({ reviewEmailsStoppedAt: at }).where(eq(serviceJobsTable.id, jobId));
}

/** Visits change only on a job still in hand: a cancelled job is reopened first, a done job is closed. */
export function refuseUnlessOpen(job: Pick<JobRow, "status">) {
  if (job.status === "cancelled") throw new DomainError("This job is cancelled: reopen it before changing its visits.");
  if (job.status === "done") throw new DomainError("This job is done: make a new job for more work.");
}

/**
 * The "quote.accepted" subscriber: makes the job of an accepted version with the lines the
 * customer accepted and the deposit, once (a second run finds the job and stops).
 */
export async function createJobFromAcceptedQuote(db: Database, event: JobContext) {
  const versionId = Number(event.payload.subjectId);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: serviceJobsTable.id })
      .from(serviceJobsTable)
      .where(eq(serviceJobsTable.quoteVersionId, versionId));
    const [row] = await tx
      .select({ version: quoteVersionsTable, quote: quotesTable, lead: leadsTable })
      .from(quoteVersionsTable)
      .innerJoin(quotesTable, eq(quotesTable.id, quoteVersionsTable.quoteId))
      .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
      .where(and(eq(quoteVersionsTable.id, versionId), eq(quoteVersionsTable.status, "accepted")));
    // Gone (the lead was deleted) or already made: nothing to do.
    const accepted = row?.version.accepted;
    if (existing || !row || !accepted) return event.complete(tx);
    const { version, quote, lead } = row;
    const lines = acceptedLines(await versionLines(tx, versionId), accepted.chosen);
    const quoteNumber = documentNumber("Q", quote.number, version.version);
    const { value, number } = await takeDocumentNumber(tx, "J");
    const [job] = await tx
      .insert(serviceJobsTable)
      .values({
        number: value,
        leadId: lead.id,
        customerId: quote.customerId ?? lead.customerId,
        quoteId: quote.id,
        quoteVersionId: versionId,
        title: lead.service,
        scope: version.scope,
        lines,
        pricing: { amountsAre: version.amountsAre, gstRounding: version.gstRounding, discount: version.discount ?? undefined },
        valueCents: accepted.inclusiveCents,
        depositCents: accepted.depositCents,
        createdByName: SYSTEM_ACTOR.name,
      })
      .returning({ id: serviceJobsTable.id });
    const deposit = accepted.depositCents > 0 ? `, deposit ${formatMoney(accepted.depositCents)}` : "";
    await recordJobEvent(tx, SYSTEM_ACTOR, job.id, {
      kind: "created",
      detail: `Made from accepted quote ${quoteNumber}: ${formatMoney(accepted.inclusiveCents)}${deposit}`,
    });
    await recordCustomerEvent(tx, SYSTEM_ACTOR, lead.id, "job", `Job ${number} made from accepted quote ${quoteNumber}, to schedule`);
    await event.complete(tx);
  });
}

/**
 * A job on a lead (locked, not anonymised) with the next J- number, its first timeline line
 * saying where it came from, in the caller's transaction.
 */
export async function insertLeadJob(
  tx: Transaction,
  actor: Actor,
  leadId: number,
  values: (lead: {
    service: string;
  }) => Pick<typeof serviceJobsTable.$inferInsert, "title" | "scope" | "lines" | "pricing" | "valueCents" | "billedPeriodically">,
  origin: string,
) {
  const lead = await lockLead(tx, leadId);
  refuseIfAnonymised(lead);
  const { value, number } = await takeDocumentNumber(tx, "J");
  const [job] = await tx
    .insert(serviceJobsTable)
    .values({ ...values(lead), number: value, leadId, customerId: lead.customerId, createdById: actor.id, createdByName: actor.name })
    .returning({ id: serviceJobsTable.id });
  await recordJobEvent(tx, actor, job.id, { kind: "created", detail: origin });
  return { job, number };
}

/** Small work with no quote: staff make the job straight from the lead. */
export async function createJobFromLead(db: Database, actor: StaffActor, leadId: number, input: { title: string; scope: string }) {
  return db.transaction(async (tx) => {
    const { job, number } = await insertLeadJob(
      tx,
      actor,
      leadId,
      (lead) => ({ title: input.title || lead.service, scope: input.scope }),
      `Made from lead #${leadId}`,
    );
    await record(
      tx,
      actor,
      leadId,
      { kind: "job", detail: `Job ${number} made, to schedule` },
      { action: "job.create", after: { jobId: job.id, number } },
    );
    return { id: job.id, number };
  });
}

/** Staff change what the job is and its notes. */
export async function editJob(db: Database, actor: StaffActor, id: number, input: { title: string; scope: string; notes: string }) {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    await tx
      .update(serviceJobsTable)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(serviceJobsTable.id, id));
    const changed = (["title", "scope", "notes"] as const).filter((field) => job[field] !== input[field]);
    if (changed.length === 0) return;
    await recordJobEvent(tx, actor, id, { kind: "edited", detail: `Changed the ${changed.join(", ")}` });
    await recordAudit(tx, {
      actor,
      action: "job.edit",
      entityType: "job",
      entityId: id,
      before: Object.fromEntries(changed.map((f) => [f, job[f]])),
      after: Object.fromEntries(changed.map((f) => [f, input[f]])),
    });
  });
}

/** Cancels the job and every visit that has not ended (telling whoever was told of them), with the reason on its timeline. */
export async function cancelJob(db: Database, actor: StaffActor, id: number, reason: string, settings: DispatchSettings) {
  await db.transaction((tx) => cancelJobWithin(tx, actor, id, reason, settings));
  notifyOutbox();
  notifyTexts();
}

/** cancelJob in the caller's transaction (a plan whose rule changed takes back its future visits); call notifyOutbox/notifyTexts after commit. */
export async function cancelJobWithin(tx: Transaction, actor: Actor, id: number, reason: string, settings: DispatchSettings) {
  const job = await lockJob(tx, id);
  if (job.status === "done") throw new DomainError("This job is done, so it cannot be cancelled.");
  if (job.status === "cancelled") return;
  const now = new Date();
  const cancelled = await tx
    .update(visitsTable)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(visitsTable.jobId, id), notInArray(visitsTable.status, ["done", "not_completed", "cancelled"])))
    .returning({ id: visitsTable.id });
  for (const visit of cancelled) await announceVisitStatus(tx, actor, visit.id, "cancelled", settings);
  await tx.update(serviceJobsTable).set({ status: "cancelled", updatedAt: now }).where(eq(serviceJobsTable.id, id));
  await recordJobEvent(tx, actor, id, { kind: "status", detail: `Cancelled: ${reason}` });
  if (actor.id)
    await recordAudit(tx, {
      actor: { id: actor.id, name: actor.name },
      action: "job.cancel",
      entityType: "job",
      entityId: id,
      before: { status: job.status },
      after: { reason },
    });
}

/** Staff have looked over a done job (its photos, notes and sign-off): it leaves the "to review" list. */
export async function reviewJob(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (job.status !== "done") throw new DomainError("Only a done job can be marked reviewed.");
    if (job.reviewedAt) return;
    await tx
      .update(serviceJobsTable)
      .set({ reviewedAt: new Date(), reviewedByName: actor.name, updatedAt: new Date() })
      .where(eq(serviceJobsTable.id, id));
    await recordJobEvent(tx, actor, id, { kind: "review", detail: "Reviewed: the work is checked and closed off" });
    await recordAudit(tx, { actor, action: "job.review", entityType: "job", entityId: id });
  });
}

/** A cancelled job back to work: it is to schedule again (its cancelled visits stay cancelled). */
export async function reopenJob(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (job.status !== "cancelled") throw new DomainError("Only a cancelled job can be reopened.");
    await tx.update(serviceJobsTable).set({ status: "to_schedule", updatedAt: new Date() }).where(eq(serviceJobsTable.id, id));
    await syncJobStatus(tx, actor, { ...job, status: "to_schedule" });
    await recordJobEvent(tx, actor, id, { kind: "status", detail: "Reopened" });
    await recordAudit(tx, { actor, action: "job.reopen", entityType: "job", entityId: id });
  });
}

/**
 * Sets the job's status from its visits after one of them changed, in the same transaction.
 * Done happens once: it stamps the time, wins the lead and emits "job.done".
 */
export async function syncJobStatus(tx: Transaction, actor: Actor, job: JobRow) {
  const visits = await tx
    .select({ status: visitsTable.status, startsAt: visitsTable.startsAt })
    .from(visitsTable)
    .where(eq(visitsTable.jobId, job.id));
  const status = jobStatusFromVisits(job.status, visits);
  if (status === job.status) return status;
  const now = new Date();
  await tx
    .update(serviceJobsTable)
    .set({ status, updatedAt: now, doneAt: status === "done" ? now : null })
    .where(eq(serviceJobsTable.id, job.id));
  await recordJobEvent(tx, actor, job.id, { kind: "status", detail: `${jobStatuses.label(job.status)} → ${jobStatuses.label(status)}` });
  if (status === "done") {
    await settleLead(tx, actor, job.leadId, { status: "won", wonValueCents: job.valueCents, detail: `Job ${jobNumber(job)} done` });
    await emitEvent(tx, { name: JOB_DONE_EVENT, subject: { type: "job", id: job.id } });
  }
  return status;
}
