import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { announceContentChange } from "~/platform/content-changes";
import { recordAudit } from "~/features/audit/audit.server";
import { jobNumber, NO_JOB } from "~/features/jobs/jobs.server";
import { serviceJobsTable, visitPhotosTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import type { ProjectEdit } from "./project-schema";
import { PROJECT_LIMITS, STAFF_PROJECTS_PER_PAGE } from "./project-schema";
import { projectPhotosTable, projectsTable } from "./tables";

/*
 * Staff making gallery projects from done jobs (docs/decisions/0117): one per job, from the
 * job's own before and after photos, published only with the customer's yes to photos.
 */

type Tx = Pick<Database, "select" | "insert" | "update" | "delete">;

export const NO_PROJECT = "There is no such project.";

async function lockProject(tx: Tx, id: number) {
  const [project] = await tx.select().from(projectsTable).where(eq(projectsTable.id, id)).for("update");
  if (!project) throw new DomainError(NO_PROJECT, { status: 404 });
  return project;
}

/** The photos tradies took on the job's visits: before ones first, each oldest first. */
function photosOfJob(db: Pick<Database, "select">, jobId: number) {
  return db
    .select({ photoId: visitPhotosTable.photoId, kind: visitPhotosTable.kind, addedByName: visitPhotosTable.addedByName })
    .from(visitPhotosTable)
    .where(eq(visitPhotosTable.jobId, jobId))
    .orderBy(desc(visitPhotosTable.kind), asc(visitPhotosTable.createdAt), asc(visitPhotosTable.id));
}

const defaultCaption = (kind: string, title: string) => `${kind === "before" ? "Before" : "After"}: ${title}`;

/**
 * A draft project from a done job, its words taken from the job and the lead (suburb, never the
 * street) and every photo of the job ticked; the job's existing project when it has one.
 */
export async function makeProject(db: Database, actor: StaffActor, jobId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ job: serviceJobsTable, suburb: leadsTable.suburb, service: leadsTable.service })
      .from(serviceJobsTable)
      .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
      .where(eq(serviceJobsTable.id, jobId))
      .for("update", { of: serviceJobsTable });
    if (!row) throw new DomainError(NO_JOB, { status: 404 });
    const [existing] = await tx.select({ id: projectsTable.id }).from(projectsTable).where(eq(projectsTable.jobId, jobId));
    if (existing) return existing.id;
    if (row.job.status !== "done") throw new DomainError("Only a done job can become a gallery project.");
    const photos = await photosOfJob(tx, jobId);
    if (photos.length === 0) throw new DomainError("This job has no photos yet: tradies add before and after photos from the portal.");
    const [project] = await tx
      .insert(projectsTable)
      .values({ jobId, title: row.job.title, suburb: row.suburb, service: row.service, createdByName: actor.name })
      .returning({ id: projectsTable.id });
    await tx.insert(projectPhotosTable).values(
      photos.slice(0, PROJECT_LIMITS.photos).map((p, position) => ({
        projectId: project.id,
        photoId: p.photoId,
        position,
        kind: p.kind,
        caption: defaultCaption(p.kind, row.job.title),
      })),
    );
    await recordAudit(tx, { actor, action: "project.create", entityType: "project", entityId: project.id, after: { jobId } });
    return project.id;
  });
}

/** Everything the editor shows: the project, its job and the customer's answer, and every photo of the job with whether it is chosen. */
export async function loadProjectForStaff(db: Database, id: number) {
  const [row] = await db
    .select({ project: projectsTable, job: serviceJobsTable })
    .from(projectsTable)
    .innerJoin(serviceJobsTable, eq(serviceJobsTable.id, projectsTable.jobId))
    .where(eq(projectsTable.id, id));
  if (!row) return null;
  const [chosen, photos] = await Promise.all([
    db.select().from(projectPhotosTable).where(eq(projectPhotosTable.projectId, id)).orderBy(asc(projectPhotosTable.position)),
    photosOfJob(db, row.job.id),
  ]);
  const chosenIds = new Set(chosen.map((c) => c.photoId));
  return {
    ...row.project,
    job: { id: row.job.id, number: jobNumber(row.job), title: row.job.title },
    consent: row.job.photoConsent ?? null,
    photos: [
      ...chosen.map((c) => ({ photoId: c.photoId, kind: c.kind, caption: c.caption, chosen: true })),
      ...photos
        .filter((p) => !chosenIds.has(p.photoId))
        .map((p) => ({ photoId: p.photoId, kind: p.kind, caption: defaultCaption(p.kind, row.project.title), chosen: false })),
    ],
  };
}

export type StaffProject = NonNullable<Awaited<ReturnType<typeof loadProjectForStaff>>>;

/** Saves the words and the chosen photos (each must be one of the job's); a published project changes on the site at once. */
export async function saveProject(db: Database, actor: StaffActor, id: number, edit: ProjectEdit) {
  const project = await db.transaction(async (tx) => {
    const before = await lockProject(tx, id);
    const ofJob = new Map((await photosOfJob(tx, before.jobId)).map((p) => [p.photoId, p.kind]));
    if (edit.photos.some((p) => !ofJob.has(p.photoId)))
      throw new DomainError("Choose photos from this job.", { status: 400, field: "photo" });
    if (before.status === "published" && edit.photos.length === 0)
      throw new DomainError("A project on the site needs at least one photo. Take it off the site first.", { field: "photo" });
    const { photos, ...words } = edit;
    await tx
      .update(projectsTable)
      .set({ ...words, updatedAt: new Date() })
      .where(eq(projectsTable.id, id));
    await tx.delete(projectPhotosTable).where(eq(projectPhotosTable.projectId, id));
    if (photos.length)
      await tx
        .insert(projectPhotosTable)
        .values(
          photos.map((p, position) => ({ projectId: id, photoId: p.photoId, position, kind: ofJob.get(p.photoId)!, caption: p.caption })),
        );
    await recordAudit(tx, {
      actor,
      action: "project.update",
      entityType: "project",
      entityId: id,
      before: { title: before.title, writeUp: before.writeUp, suburb: before.suburb, service: before.service },
      after: { ...words, photos: photos.length },
    });
    return before;
  });
  if (project.status === "published") announceContentChange("projects");
}

/** On the site: only with the customer's yes, a write-up and at least one photo. */
export async function publishProject(db: Database, actor: StaffActor, id: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    const [job] = await tx
      .select({ consent: serviceJobsTable.photoConsent })
      .from(serviceJobsTable)
      .where(eq(serviceJobsTable.id, project.jobId));
    if (!job?.consent?.given)
      throw new DomainError("The customer has not said yes to photos on the website. Ask them first, and record their answer on the job.");
    if (!project.writeUp) throw new DomainError("Write a few words about the work first.", { field: "writeUp" });
    const [{ photos }] = await tx.select({ photos: count() }).from(projectPhotosTable).where(eq(projectPhotosTable.projectId, id));
    if (photos === 0) throw new DomainError("Choose at least one photo first.", { field: "photo" });
    if (project.status === "published") return;
    await tx
      .update(projectsTable)
      .set({ status: "published", publishedAt: project.publishedAt ?? now, updatedAt: now })
      .where(eq(projectsTable.id, id));
    await recordAudit(tx, { actor, action: "project.publish", entityType: "project", entityId: id });
  });
  announceContentChange("projects");
}

export async function unpublishProject(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (project.status !== "published") return;
    await tx.update(projectsTable).set({ status: "draft", updatedAt: new Date() }).where(eq(projectsTable.id, id));
    await recordAudit(tx, { actor, action: "project.unpublish", entityType: "project", entityId: id });
  });
  announceContentChange("projects");
}

/** Deletes the project (never the job's photos, which stay on the job). */
export async function deleteProject(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    await tx.delete(projectsTable).where(eq(projectsTable.id, id));
    await recordAudit(tx, {
      actor,
      action: "project.delete",
      entityType: "project",
      entityId: id,
      before: { title: project.title, jobId: project.jobId },
    });
  });
  announceContentChange("projects");
}

/** The job page's view of the gallery: the job's project, if it has one, and how many photos the job has. */
export async function galleryStateOfJob(db: Pick<Database, "select">, jobId: number) {
  const [[project], [{ photos }]] = await Promise.all([
    db
      .select({ id: projectsTable.id, title: projectsTable.title, status: projectsTable.status })
      .from(projectsTable)
      .where(eq(projectsTable.jobId, jobId)),
    db.select({ photos: count() }).from(visitPhotosTable).where(eq(visitPhotosTable.jobId, jobId)),
  ]);
  return { project: project ?? null, photoCount: photos };
}

/** Every project, newest first, with its job and whether the site shows it. */
export async function listProjectsForStaff(db: Database, page: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ project: projectsTable, jobNumber: serviceJobsTable.number, consent: serviceJobsTable.photoConsent })
      .from(projectsTable)
      .innerJoin(serviceJobsTable, eq(serviceJobsTable.id, projectsTable.jobId))
      .orderBy(desc(projectsTable.updatedAt), desc(projectsTable.id))
      .limit(STAFF_PROJECTS_PER_PAGE)
      .offset((page - 1) * STAFF_PROJECTS_PER_PAGE),
    db.select({ total: count() }).from(projectsTable),
  ]);
  const ids = rows.map((r) => r.project.id);
  const photoCounts = ids.length
    ? await db
        .select({ projectId: projectPhotosTable.projectId, photos: count() })
        .from(projectPhotosTable)
        .where(inArray(projectPhotosTable.projectId, ids))
        .groupBy(projectPhotosTable.projectId)
    : [];
  return {
    total,
    projects: rows.map(({ project, jobNumber: number, consent }) => ({
      id: project.id,
      title: project.title,
      service: project.service,
      suburb: project.suburb,
      status: project.status,
      job: jobNumber({ number }),
      shown: project.status === "published" && consent?.given === true,
      consent: consent ?? null,
      photos: photoCounts.find((c) => c.projectId === project.id)?.photos ?? 0,
      updatedAt: project.updatedAt,
    })),
  };
}
