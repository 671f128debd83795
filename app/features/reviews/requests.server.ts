import { customerPageLinkForLead, customerPageTextLinkForLead } from "~/features/customers/page-link.server";
import { and, desc, eq, exists, gte, isNull, sql } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { jobsTable } from "~/platform/jobs/tables";
import { issueAccessToken, resolveAccessToken } from "~/features/access-links/tokens.server";
import { jobNumber } from "~/features/jobs/jobs.server";
import { recordJobEvent } from "~/features/jobs/timeline.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import { customersTable } from "~/features/customers/tables";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { channelsFor } from "~/features/texts/channels.server";
import { notifyTexts, queueTexts } from "~/features/texts/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { SYSTEM_ACTOR } from "~/lib/actor";
import { nextSendingTime } from "~/lib/business-days";
import type { Database, Transaction } from "~/platform/db/database";
import { cancelJobs, enqueueJobs, notifyJobs, runPendingJobNow } from "~/platform/jobs/queue.server";
import type { JobContext } from "~/platform/jobs/runner.server";
import { publicUrl } from "~/platform/public-url.server";
import { reviewFieldValues, reviewRequestEmail } from "./review-emails.server";
import { currentWordings } from "~/features/message-templates/templates.server";
import { reviewsTable } from "./tables";

/*
 * Asking for a review (docs/decisions/0114): when a job is done, a request is queued for the
 * delay in the settings (24 hours) and one reminder five days after it, each moved out of the
 * night and off public holidays. Each goes once, on any instance, only while the job is done and
 * not yet reviewed, the customer has not said "no more", and their lead is not anonymised. Every
 * customer is asked, whatever happened on the job: nobody is filtered out.
 */
export const REVIEW_REQUEST_JOB = "review.request";
const SUBJECT = "job";
const HOUR_MS = 3_600_000;
const REMINDER_DAYS = 5;
/** The review link lasts six months: long enough for a late reminder and a change of heart. */
const LINK_DAYS = 183;
const firstRequestKey = (jobId: number) => `review-request:${jobId}:first`;

type Asking = Pick<BusinessSettings, "businessName" | "phone" | "email" | "reviews">;

/** The "job.done" subscriber: queues the job's request and its reminder. */
export async function scheduleReviewRequest(db: Database, event: JobContext, settings: Pick<BusinessSettings, "reviews">) {
  const jobId = Number(event.payload.subjectId);
  await db.transaction(async (tx) => {
    const [job] = await tx.select({ doneAt: serviceJobsTable.doneAt }).from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
    if (job?.doneAt) {
      const first = nextSendingTime(new Date(job.doneAt.getTime() + settings.reviews.requestDelayHours * HOUR_MS));
      const reminder = nextSendingTime(new Date(first.getTime() + REMINDER_DAYS * 24 * HOUR_MS));
      await enqueueJobs(
        tx,
        [
          { runAt: first, reminder: false },
          { runAt: reminder, reminder: true },
        ].map(({ runAt, reminder }) => ({
          kind: REVIEW_REQUEST_JOB,
          runAt,
          payload: { jobId, reminder },
          dedupeKey: reminder ? `review-request:${jobId}:reminder` : firstRequestKey(jobId),
          subject: { type: SUBJECT, id: jobId },
        })),
      );
    }
    await event.complete(tx);
  });
}

/** Stops a job's review emails: it was reviewed, or the customer asked for no more. */
export async function stopReviewRequests(tx: Pick<Transaction, "insert" | "update">, jobId: number) {
  await cancelJobs(tx, { type: SUBJECT, id: jobId }, [REVIEW_REQUEST_JOB]);
}

/** A new link to the job's review form (256 bits, or 128 for a text: decision 0178; stored hashed): its full address, sent or followed once. */
export async function newReviewLink(tx: Pick<Transaction, "insert">, jobId: number, now = new Date(), forText = false) {
  const token = await issueAccessToken(tx, {
    purpose: "review",
    subjectId: jobId,
    expiresAt: new Date(now.getTime() + LINK_DAYS * 24 * HOUR_MS),
    forText,
  });
  return `${publicUrl()}/r/${token}`;
}

/** The job a review link opens, or null. */
export async function findReviewLink(db: Database, token: string) {
  const link = await resolveAccessToken(db, "review", token);
  return link ? { jobId: link.subjectId } : null;
}

/** Sends the request or the reminder if the job still waits for its review; otherwise quietly nothing. */
export async function runReviewRequest(db: Database, job: JobContext, settings: Asking, now = new Date()) {
  const jobId = Number(job.payload.jobId);
  const reminder = job.payload.reminder === true;
  const sent = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ job: serviceJobsTable, lead: leadsTable, reviewId: reviewsTable.id, preference: customersTable.contactPreference })
      .from(serviceJobsTable)
      .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
      .leftJoin(customersTable, eq(customersTable.id, leadsTable.customerId))
      .leftJoin(reviewsTable, eq(reviewsTable.jobId, serviceJobsTable.id))
      .where(and(eq(serviceJobsTable.id, jobId), isNull(leadsTable.anonymisedAt)))
      .for("update", { of: serviceJobsTable });
    const waiting = row && row.job.status === "done" && row.reviewId === null && !row.job.reviewEmailsStoppedAt;
    if (waiting) {
      // By email, text or both, as the customer chose (docs/decisions/0176).
      const [channels] = await channelsFor(tx, [{ ...row.lead, preference: row.preference }]);
      // In the wording staff saved, as it stands now (docs/decisions/0190).
      const wordings = await currentWordings(tx);
      const request = { jobId, customerName: row.lead.name, customerEmail: row.lead.email, service: row.lead.service, reminder };
      if (channels.email) {
        const page = await customerPageLinkForLead(tx, row.lead.id, now);
        await queueEmails(tx, [
          reviewRequestEmail(request, settings, await newReviewLink(tx, jobId, now), wordings.withCustomerPage(page)),
        ]);
      }
      if (channels.text) {
        // One short link: the customer's own page, whose reviews open this job's form, when the
        // number is theirs; else the review form itself (docs/decisions/0233).
        const textLink = (await customerPageTextLinkForLead(tx, row.lead.id, now)) ?? (await newReviewLink(tx, jobId, now, true));
        await queueTexts(tx, [
          {
            kind: "review-request",
            to: channels.text,
            body: wordings.text("text-review-request", reviewFieldValues(request, settings, textLink)),
            subjectType: "job",
            subjectId: jobId,
          },
        ]);
      }
      const by = channels.email && channels.text ? "emailed and texted" : channels.text ? "texted" : "emailed";
      await recordJobEvent(tx, SYSTEM_ACTOR, jobId, {
        kind: "review",
        detail: `${reminder ? "Review reminder" : "Review request"} ${by} to the customer (job ${jobNumber(row.job)})`,
      });
    }
    await job.complete(tx);
    return Boolean(waiting);
  });
  if (sent) {
    notifyOutbox();
    notifyTexts();
  }
  return sent;
}

/**
 * The customer's done jobs that wait for their review after its request went (within the request
 * link's life), newest first: no review yet, no "no more emails", the request not anonymised. The
 * customer's own page offers "Leave a review" for each (docs/decisions/0233). Reads only.
 */
export async function jobsAwaitingReview(db: Pick<Database, "select">, customerId: number, now = new Date()) {
  const rows = await db
    .select({ id: serviceJobsTable.id, number: serviceJobsTable.number, title: serviceJobsTable.title, service: leadsTable.service })
    .from(serviceJobsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
    .leftJoin(reviewsTable, eq(reviewsTable.jobId, serviceJobsTable.id))
    .where(
      and(
        eq(leadsTable.customerId, customerId),
        isNull(leadsTable.anonymisedAt),
        eq(serviceJobsTable.status, "done"),
        isNull(serviceJobsTable.reviewEmailsStoppedAt),
        isNull(reviewsTable.id),
        // A request about the job (the first or its reminder) went, within a link's life.
        exists(
          db
            .select({ one: sql`1` })
            .from(jobsTable)
            .where(
              and(
                eq(jobsTable.kind, REVIEW_REQUEST_JOB),
                eq(jobsTable.subjectType, SUBJECT),
                eq(jobsTable.subjectId, serviceJobsTable.id),
                eq(jobsTable.status, "done"),
                gte(jobsTable.finishedAt, new Date(now.getTime() - LINK_DAYS * 24 * HOUR_MS)),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(serviceJobsTable.doneAt), desc(serviceJobsTable.id))
    .limit(20);
  return rows.map((row) => ({ jobId: row.id, reference: jobNumber(row), work: row.title || row.service }));
}

export type JobAwaitingReview = Awaited<ReturnType<typeof jobsAwaitingReview>>[number];

/** When the job's first request is due, while it has not gone. */
export async function pendingReviewRequest(db: Pick<Database, "select">, jobId: number): Promise<Date | null> {
  const [row] = await db
    .select({ runAt: jobsTable.runAt })
    .from(jobsTable)
    .where(and(eq(jobsTable.dedupeKey, firstRequestKey(jobId)), eq(jobsTable.status, "pending")));
  return row?.runAt ?? null;
}

/** Staff send the waiting request now (they are still at the door, the customer is happy to write). */
export async function askForReviewNow(db: Database, actor: StaffActor, jobId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    if (!(await runPendingJobNow(tx, { dedupeKey: firstRequestKey(jobId) }, now)))
      throw new DomainError("There is no review request waiting for this job: it has gone already, or the job is not done.");
    await recordAudit(tx, { actor, action: "review.ask-now", entityType: "job", entityId: jobId });
  });
  notifyJobs();
}
