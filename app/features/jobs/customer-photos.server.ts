import { and, desc, eq, inArray } from "drizzle-orm";
import { leadsTable } from "~/features/leads/tables";
import { formatIsoDay } from "~/lib/clock";
import type { Database } from "~/platform/db/database";
import { serviceJobsTable, visitPhotosTable, visitsTable } from "./tables";

/*
 * The before and after photos from a customer's jobs, for their hub (issue 45, item 2;
 * docs/decisions/0197): the visit's photos of jobs at their requests. Reads only.
 */

const customersVisits = (db: Pick<Database, "select">, customerId: number) =>
  db
    .select({ id: visitsTable.id })
    .from(visitsTable)
    .where(inArray(visitsTable.leadId, db.select({ id: leadsTable.id }).from(leadsTable).where(eq(leadsTable.customerId, customerId))));

/** The customer's job photos, newest first, with what and when they were taken. */
export async function jobPhotosForCustomer(db: Database, customerId: number) {
  const rows = await db
    .select({ photoId: visitPhotosTable.photoId, kind: visitPhotosTable.kind, day: visitsTable.day, job: serviceJobsTable.title })
    .from(visitPhotosTable)
    .innerJoin(visitsTable, eq(visitsTable.id, visitPhotosTable.visitId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, visitsTable.jobId))
    .where(inArray(visitPhotosTable.visitId, customersVisits(db, customerId)))
    .orderBy(desc(visitPhotosTable.id))
    .limit(60);
  return rows.map((r) => ({
    photoId: r.photoId,
    caption: `${r.kind === "before" ? "Before" : "After"}${r.job ? `: ${r.job}` : ""}, ${formatIsoDay(r.day)}`,
  }));
}

export type CustomerJobPhoto = Awaited<ReturnType<typeof jobPhotosForCustomer>>[number];

/** Whether a photo was taken on one of this customer's visits: the only photos their hub serves. */
export async function isCustomersJobPhoto(db: Database, customerId: number, photoId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: visitPhotosTable.id })
    .from(visitPhotosTable)
    .where(and(eq(visitPhotosTable.photoId, photoId), inArray(visitPhotosTable.visitId, customersVisits(db, customerId))))
    .limit(1);
  return Boolean(found);
}
