import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import { jobNumber, lockJob, markReviewEmailsStopped } from "~/features/jobs/jobs.server";
import { recordJobEvent } from "~/features/jobs/timeline.server";
import { serviceJobsTable, visitsTable, visitTradiesTable } from "~/features/jobs/tables";
import { ofCustomersLeads, type CustomerHistoryRow } from "~/features/customers/history-row";
import { leadsTable } from "~/features/leads/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { storePhoto } from "~/features/uploads/photos.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import type { StaffActor } from "~/lib/actor";
import { formatIsoDayShort, todayInAuckland } from "~/lib/clock";
import { escapeLike } from "~/lib/list-search";
import { DomainError } from "~/lib/domain-error";
import { announceContentChange } from "~/platform/content-changes";
import type { Database, Transaction } from "~/platform/db/database";
import { refreshTradieFigures } from "./figures.server";
import { HIDE_REASON_LABELS, reviewStatuses, screenReview, STAFF_REVIEWS_PER_PAGE, type HideReason } from "./moderation";
import { stopReviewRequests } from "./requests.server";
import { reviewPhotosTable, reviewsTable, reviewTradiesTable } from "./tables";

/* Writing, moderating and importing reviews (docs/decisions/0114). */

const NO_REVIEW = "There is no review with that number.";

export interface ReviewInput {
  rating: number;
  text: string;
  firstName: string;
  suburb: string;
  consent: boolean;
}

const tradiesOf = (tx: Pick<Database, "select">, reviewId: number) =>
  tx
    .select({ id: reviewTradiesTable.tradieId })
    .from(reviewTradiesTable)
    .where(eq(reviewTradiesTable.reviewId, reviewId))
    .then((rows) => rows.map((r) => r.id));

/** After a change to what is published: the tradies' figures now, every page's soon after commit. */
async function republish(tx: Transaction, reviewId: number) {
  await refreshTradieFigures(tx, await tradiesOf(tx, reviewId));
}

/** What the customer's review page shows: the job, who they are, and their review once written. */
export async function customerReviewView(db: Database, jobId: number) {
  const [row] = await db
    .select({ job: serviceJobsTable, lead: leadsTable })
    .from(serviceJobsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
    .where(eq(serviceJobsTable.id, jobId));
  if (!row || row.lead.anonymisedAt) return null;
  const [review] = await db.select().from(reviewsTable).where(eq(reviewsTable.jobId, jobId));
  return {
    reference: jobNumber(row.job),
    title: row.job.title,
    service: row.lead.service,
    firstName: row.lead.name.trim().split(/\s+/)[0] ?? "",
    suburb: row.lead.suburb,
    done: row.job.status === "done",
    stopped: row.job.reviewEmailsStoppedAt !== null,
    review: review ? { rating: review.rating, text: review.text, status: review.status } : null,
  };
}

export type CustomerReviewView = NonNullable<Awaited<ReturnType<typeof customerReviewView>>>;

/**
 * The customer's review of a done job, once: published at once when they agreed and the text
 * keeps the rules, held for staff when the text may not, kept for the business only without
 * their consent. Their photos go with it. No more review emails go.
 */
export async function submitReview(db: Database, jobId: number, input: ReviewInput, photos: PhotoVariant[][]) {
  const result = await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.status !== "done") throw new DomainError("This job is not finished yet: we will ask for your review once it is.");
    const [existing] = await tx.select({ id: reviewsTable.id }).from(reviewsTable).where(eq(reviewsTable.jobId, jobId));
    if (existing) throw new DomainError("You have already reviewed this job. Thank you!");
    const [lead] = await tx.select({ service: leadsTable.service }).from(leadsTable).where(eq(leadsTable.id, job.leadId));
    const held = screenReview(input.text);
    const status = !input.consent ? "private" : held ? "held" : "published";
    const [review] = await tx
      .insert(reviewsTable)
      .values({
        jobId,
        source: "site",
        writtenOn: todayInAuckland(),
        rating: input.rating,
        text: input.text,
        firstName: input.firstName,
        suburb: input.suburb,
        service: lead.service,
        consent: input.consent,
        status,
        heldFor: held ? HIDE_REASON_LABELS[held] : null,
      })
      .returning();
    const crew = await tx
      .selectDistinct({ tradieId: visitTradiesTable.tradieId })
      .from(visitTradiesTable)
      .innerJoin(visitsTable, eq(visitsTable.id, visitTradiesTable.visitId))
      .where(and(eq(visitsTable.jobId, jobId), eq(visitsTable.status, "done"), eq(visitTradiesTable.offer, "accepted")));
    if (crew.length) await tx.insert(reviewTradiesTable).values(crew.map((c) => ({ reviewId: review.id, tradieId: c.tradieId })));
    for (const [position, variants] of photos.entries()) {
      const photoId = await storePhoto(tx, variants, "review");
      await tx.insert(reviewPhotosTable).values({ reviewId: review.id, photoId, position });
    }
    await stopReviewRequests(tx, jobId);
    if (status === "published") await republish(tx, review.id);
    await recordJobEvent(tx, { id: null, name: "The customer" }, jobId, {
      kind: "review",
      detail: `Reviewed: ${input.rating} out of 5${status === "published" ? "" : status === "held" ? ", held for a check" : ", not for publishing"}`,
    });
    return { id: review.id, status };
  });
  if (result.status === "published") announceContentChange("reviews", "tradies");
  return result;
}

/** "No more emails about this": the job's review request and reminder stop at once. */
export async function stopReviewEmails(db: Database, jobId: number) {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.reviewEmailsStoppedAt) return;
    await markReviewEmailsStopped(tx, jobId);
    await stopReviewRequests(tx, jobId);
    await recordJobEvent(tx, { id: null, name: "The customer" }, jobId, { kind: "review", detail: "Asked for no more review emails" });
  });
}

async function lockReview(tx: Transaction, id: number) {
  const [review] = await tx.select().from(reviewsTable).where(eq(reviewsTable.id, id)).for("update");
  if (!review) throw new DomainError(NO_REVIEW, { status: 404 });
  return review;
}

/** Hides a review for one of the published rules, with the reason in the audit log; never for its rating. */
export async function hideReview(db: Database, actor: StaffActor, id: number, reason: HideReason, note: string) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (review.status === "hidden") throw new DomainError("This review is already hidden.");
    if (review.status === "private") throw new DomainError("This review is not published: the customer did not agree to it being shown.");
    await tx
      .update(reviewsTable)
      .set({
        status: "hidden",
        hiddenReason: reason,
        hiddenNote: note,
        hiddenByName: actor.name,
        hiddenAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(reviewsTable.id, id));
    await republish(tx, id);
    await recordAudit(tx, {
      actor,
      action: "review.hide",
      entityType: "review",
      entityId: id,
      before: { status: review.status, rating: review.rating },
      after: { status: "hidden", reason, note },
    });
  });
  announceContentChange("reviews", "tradies");
}

/** Publishes a held review, or shows a hidden one again; only with the customer's consent. */
export async function publishReview(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (review.status === "published") throw new DomainError("This review is already published.");
    if (!review.consent) throw new DomainError("The customer did not agree to this review being shown, so it stays private.");
    await tx
      .update(reviewsTable)
      .set({ status: "published", hiddenReason: null, hiddenNote: null, hiddenByName: null, hiddenAt: null, updatedAt: new Date() })
      .where(eq(reviewsTable.id, id));
    await republish(tx, id);
    await recordAudit(tx, {
      actor,
      action: "review.publish",
      entityType: "review",
      entityId: id,
      before: { status: review.status },
      after: { status: "published" },
    });
  });
  announceContentChange("reviews", "tradies");
}

/** The business's one public reply; changing it replaces it, and it is audited. */
export async function replyToReview(db: Database, actor: StaffActor, id: number, reply: string) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    await tx
      .update(reviewsTable)
      .set({ reply: reply || null, replyByName: reply ? actor.name : null, repliedAt: reply ? new Date() : null, updatedAt: new Date() })
      .where(eq(reviewsTable.id, id));
    await recordAudit(tx, {
      actor,
      action: "review.reply",
      entityType: "review",
      entityId: id,
      before: { reply: review.reply },
      after: { reply },
    });
  });
  announceContentChange("reviews");
}

export interface ImportedReview {
  source: string;
  writtenOn: string;
  rating: number;
  name: string;
  suburb: string;
  service: string;
  text: string;
  tradieId: number | null;
}

/** Reviews from elsewhere (a CSV), each marked with its source and date, published as they were written. */
export async function importReviews(db: Database, actor: StaffActor, rows: readonly ImportedReview[]) {
  const count = await db.transaction(async (tx) => {
    const named = [...new Set(rows.flatMap((row) => (row.tradieId ? [row.tradieId] : [])))];
    const known = named.length
      ? new Set((await tx.select({ id: tradiesTable.id }).from(tradiesTable).where(inArray(tradiesTable.id, named))).map((t) => t.id))
      : new Set<number>();
    const unknown = rows.findIndex((row) => row.tradieId !== null && !known.has(row.tradieId));
    if (unknown >= 0)
      throw new DomainError(`Nothing was imported: row ${unknown + 2} names tradie ${rows[unknown].tradieId}, who is not on the books.`, {
        status: 400,
        field: "file",
      });
    const inserted = await tx
      .insert(reviewsTable)
      .values(
        rows.map((row) => ({
          source: row.source,
          writtenOn: row.writtenOn,
          rating: row.rating,
          text: row.text,
          firstName: row.name,
          suburb: row.suburb,
          service: row.service,
          consent: true,
          status: "published",
        })),
      )
      .returning({ id: reviewsTable.id });
    const links = rows.flatMap((row, i) => (row.tradieId ? [{ reviewId: inserted[i].id, tradieId: row.tradieId }] : []));
    if (links.length) await tx.insert(reviewTradiesTable).values(links);
    await refreshTradieFigures(tx, [...new Set(links.map((l) => l.tradieId))]);
    await recordAudit(tx, { actor, action: "review.import", entityType: "review", entityId: "import", after: { count: rows.length } });
    return inserted.length;
  });
  announceContentChange("reviews", "tradies");
  return count;
}

/** The staff list: newest first, by status and words (name, suburb, service, text). */
export async function listReviewsForStaff(db: Database, filters: { status: string; q: string }, page: number) {
  const like = `%${escapeLike(filters.q)}%`;
  const where = and(
    filters.status ? eq(reviewsTable.status, filters.status) : undefined,
    filters.q
      ? or(
          ilike(reviewsTable.firstName, like),
          ilike(reviewsTable.suburb, like),
          ilike(reviewsTable.service, like),
          ilike(reviewsTable.text, like),
        )
      : undefined,
  );
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(reviewsTable)
      .where(where)
      // Newest written first: reviews imported in one go share their created time, whatever their day (issue 40.16).
      .orderBy(desc(reviewsTable.writtenOn), desc(reviewsTable.createdAt), desc(reviewsTable.id))
      .limit(STAFF_REVIEWS_PER_PAGE)
      .offset((page - 1) * STAFF_REVIEWS_PER_PAGE),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviewsTable)
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db.select().from(reviewPhotosTable).where(inArray(reviewPhotosTable.reviewId, ids)).orderBy(asc(reviewPhotosTable.position))
    : [];
  return { reviews: rows.map((r) => ({ ...r, photos: photos.filter((p) => p.reviewId === r.id).map((p) => p.photoId) })), count };
}

/** A photo on a published review is public, like one on a public profile. */
export async function isPhotoOnPublishedReview(db: Database, photoId: string) {
  const [row] = await db
    .select({ id: reviewsTable.id })
    .from(reviewPhotosTable)
    .innerJoin(reviewsTable, eq(reviewsTable.id, reviewPhotosTable.reviewId))
    .where(and(eq(reviewPhotosTable.photoId, photoId), eq(reviewsTable.status, "published")));
  return row !== undefined;
}

/** The reviews the customer wrote about their jobs, newest first, for their page. */
export async function reviewsForCustomer(db: Pick<Database, "select">, customerId: number): Promise<CustomerHistoryRow[]> {
  const rows = await db
    .select({
      id: reviewsTable.id,
      jobId: reviewsTable.jobId,
      rating: reviewsTable.rating,
      text: reviewsTable.text,
      status: reviewsTable.status,
      writtenOn: reviewsTable.writtenOn,
    })
    .from(reviewsTable)
    .where(
      inArray(
        reviewsTable.jobId,
        db
          .select({ id: serviceJobsTable.id })
          .from(serviceJobsTable)
          .where(ofCustomersLeads(db, serviceJobsTable.leadId, customerId)),
      ),
    )
    .orderBy(desc(reviewsTable.writtenOn), desc(reviewsTable.id))
    .limit(100);
  return rows.map((r) => ({
    key: `r${r.id}`,
    href: r.jobId ? `/admin/jobs/${r.jobId}` : "/admin/reviews",
    label: `${r.rating} ${r.rating === 1 ? "star" : "stars"}`,
    about: r.text.length > 120 ? `${r.text.slice(0, 119)}…` : r.text,
    status: reviewStatuses.label(r.status),
    amountCents: null,
    when: formatIsoDayShort(r.writtenOn),
  }));
}
