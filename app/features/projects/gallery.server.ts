import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { serviceJobsTable } from "~/features/jobs/tables";
import { PROJECTS_PER_PAGE } from "./project-schema";
import { projectPhotosTable, projectsTable } from "./tables";

/*
 * What the public gallery shows (docs/decisions/0117): published projects whose job's customer
 * said yes to photos, newest first. The customer's answer is read with every list, so a "no"
 * takes a project off every page at once.
 */

export interface ShownProject {
  id: number;
  title: string;
  writeUp: string;
  suburb: string;
  service: string;
  publishedAt: Date;
  photos: { photoId: string; kind: string; caption: string }[];
}

const shown = and(eq(projectsTable.status, "published"), sql`(${serviceJobsTable.photoConsent} ->> 'given') = 'true'`);

async function shownProjects(db: Pick<Database, "select">, where: SQL | undefined, limit: number, offset = 0): Promise<ShownProject[]> {
  const rows = await db
    .select({
      id: projectsTable.id,
      title: projectsTable.title,
      writeUp: projectsTable.writeUp,
      suburb: projectsTable.suburb,
      service: projectsTable.service,
      publishedAt: projectsTable.publishedAt,
    })
    .from(projectsTable)
    .innerJoin(serviceJobsTable, eq(serviceJobsTable.id, projectsTable.jobId))
    .where(and(shown, where))
    .orderBy(desc(projectsTable.publishedAt), desc(projectsTable.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const photos = await db
    .select({
      projectId: projectPhotosTable.projectId,
      photoId: projectPhotosTable.photoId,
      kind: projectPhotosTable.kind,
      caption: projectPhotosTable.caption,
    })
    .from(projectPhotosTable)
    .where(
      inArray(
        projectPhotosTable.projectId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(projectPhotosTable.projectId), asc(projectPhotosTable.position));
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt!,
    photos: photos.filter((p) => p.projectId === row.id).map(({ photoId, kind, caption }) => ({ photoId, kind, caption })),
  }));
}

/** /projects: a page of projects (of one service, when chosen), with the services that have any, for the filter. */
export async function galleryPage(db: Database, page: number, service: string) {
  const where = service ? eq(projectsTable.service, service) : undefined;
  const [projects, [{ total }], services] = await Promise.all([
    shownProjects(db, where, PROJECTS_PER_PAGE, (page - 1) * PROJECTS_PER_PAGE),
    db
      .select({ total: count() })
      .from(projectsTable)
      .innerJoin(serviceJobsTable, eq(serviceJobsTable.id, projectsTable.jobId))
      .where(and(shown, where)),
    db
      .select({ service: projectsTable.service, count: count() })
      .from(projectsTable)
      .innerJoin(serviceJobsTable, eq(serviceJobsTable.id, projectsTable.jobId))
      .where(shown)
      .groupBy(projectsTable.service)
      .orderBy(asc(projectsTable.service)),
  ]);
  return { projects, total, pages: Math.max(1, Math.ceil(total / PROJECTS_PER_PAGE)), services };
}

/** A service page's latest projects. */
export function projectsOfService(db: Database, service: string, limit = 3) {
  return shownProjects(db, eq(projectsTable.service, service), limit);
}

/** An area page's latest projects: those in any of its suburbs, whatever their capitals. */
export function projectsInSuburbs(db: Database, suburbs: readonly string[], limit = 3) {
  if (suburbs.length === 0) return Promise.resolve([]);
  return shownProjects(
    db,
    inArray(
      sql`lower(${projectsTable.suburb})`,
      suburbs.map((s) => s.toLowerCase()),
    ),
    limit,
  );
}

/** True when the photo is on a project the site shows: then anyone may see it. */
export async function isPhotoOnShownProject(db: Pick<Database, "select">, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projectsTable.id })
    .from(projectPhotosTable)
    .innerJoin(projectsTable, eq(projectsTable.id, projectPhotosTable.projectId))
    .innerJoin(serviceJobsTable, eq(serviceJobsTable.id, projectsTable.jobId))
    .where(and(eq(projectPhotosTable.photoId, photoId), shown))
    .limit(1);
  return row !== undefined;
}
