import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { announceContentChange } from "~/platform/content-changes";
import { recordAudit } from "~/features/audit/audit.server";
import type { Actor, StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { NO_JOB } from "./jobs.server";
import type { PhotoConsent } from "./photo-consent";
import { serviceJobsTable } from "./tables";
import { recordJobEvent } from "./timeline.server";

type Tx = Pick<Database, "select" | "update" | "insert">;

function consentDetail(consent: PhotoConsent): string {
  const answer = consent.given ? "may go on the website" : "must not go on the website";
  return `Photos of this job ${answer}${consent.note ? ` (${consent.note})` : ""}`;
}

/**
 * Records the customer's latest answer on the job and its timeline, in the caller's transaction.
 * The gallery reads the answer whenever it shows a project, so a "no" takes the job's projects
 * off the site with nothing else to change; announce "projects" after commit.
 */
export async function setPhotoConsent(tx: Tx, actor: Actor, jobId: number, consent: Omit<PhotoConsent, "at">, now = new Date()) {
  const [job] = await tx.select({ id: serviceJobsTable.id }).from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId)).for("update");
  if (!job) throw new DomainError(NO_JOB, { status: 404 });
  const recorded: PhotoConsent = { ...consent, at: now.toISOString() };
  await tx.update(serviceJobsTable).set({ photoConsent: recorded, updatedAt: now }).where(eq(serviceJobsTable.id, jobId));
  await recordJobEvent(tx, actor, jobId, { kind: "photo-consent", detail: consentDetail(recorded) });
  return recorded;
}

/** Staff record what the customer said another way (by phone, by email); audited. */
export async function recordPhotoConsentByStaff(db: Database, actor: StaffActor, jobId: number, given: boolean, note: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ consent: serviceJobsTable.photoConsent })
      .from(serviceJobsTable)
      .where(eq(serviceJobsTable.id, jobId));
    const after = await setPhotoConsent(tx, actor, jobId, { given, by: actor.name, how: "staff", note });
    await recordAudit(tx, {
      actor,
      action: "job.photo-consent",
      entityType: "job",
      entityId: jobId,
      before: before?.consent ?? null,
      after,
    });
  });
  announceContentChange("projects");
}
