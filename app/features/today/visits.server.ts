import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { jobNumber } from "~/features/jobs/jobs.server";
import { serviceJobsTable, visitsTable as v, visitTradiesTable as vt } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import { tradiesTable } from "~/features/tradies/tables";
import type { IsoDay } from "~/lib/clock";
import type { Database } from "~/platform/db/database";

/** A visit not begun this long after its start (or its window opened) is late. */
const LATE_AFTER_MS = 30 * 60_000;

/** How a visit on Today stands: its own status, or late when it has not begun in time. */
export type VisitStanding = "scheduled" | "confirmed" | "on_the_way" | "started" | "done" | "not_completed" | "late";

function visitStanding(visit: { status: string; startsAt: Date }, now: Date): VisitStanding {
  const notBegun = visit.status === "scheduled" || visit.status === "confirmed";
  if (notBegun && now.getTime() >= visit.startsAt.getTime() + LATE_AFTER_MS) return "late";
  return visit.status as VisitStanding;
}

interface TodayVisit {
  id: number;
  day: IsoDay;
  startsAt: Date;
  endsAt: Date;
  timing: string;
  standing: VisitStanding;
  /** Whose visit it is: its job, or the lead a site visit is for. */
  href: string;
  what: string;
  customer: string;
  phone: string;
  suburb: string;
}

export interface TradieDay {
  tradieId: number | null;
  tradie: string;
  visits: TodayVisit[];
}

/**
 * Today's and tomorrow's visits (not cancelled), by tradie and then by time; a visit two tradies
 * share is under each, and one no tradie has accepted or been offered is under "Not assigned".
 */
export async function visitsByTradie(db: Database, days: readonly IsoDay[], now: Date): Promise<TradieDay[]> {
  const rows = await db
    .select({
      id: v.id,
      day: v.day,
      startsAt: v.startsAt,
      endsAt: v.endsAt,
      timing: v.timing,
      status: v.status,
      jobId: v.jobId,
      leadId: v.leadId,
      jobNumber: serviceJobsTable.number,
      jobTitle: serviceJobsTable.title,
      customer: leadsTable.name,
      phone: leadsTable.phone,
      suburb: leadsTable.suburb,
      tradieId: tradiesTable.id,
      tradie: tradiesTable.name,
    })
    .from(v)
    .innerJoin(leadsTable, eq(leadsTable.id, v.leadId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, v.jobId))
    .leftJoin(vt, and(eq(vt.visitId, v.id), inArray(vt.offer, ["offered", "accepted"])))
    .leftJoin(tradiesTable, eq(tradiesTable.id, vt.tradieId))
    .where(and(inArray(v.day, [...days]), ne(v.status, "cancelled")))
    .orderBy(asc(tradiesTable.name), asc(v.startsAt), asc(v.id));
  const byTradie = new Map<number | null, TradieDay>();
  for (const row of rows) {
    const key = row.tradieId;
    const day = byTradie.get(key) ?? { tradieId: key, tradie: row.tradie ?? "Not assigned", visits: [] };
    byTradie.set(key, day);
    day.visits.push({
      id: row.id,
      day: row.day,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      timing: row.timing,
      standing: visitStanding(row, now),
      href: row.jobId ? `/admin/jobs/${row.jobId}` : `/admin/leads/${row.leadId}`,
      what:
        row.jobNumber !== null && row.jobTitle !== null ? `${jobNumber({ number: row.jobNumber })} ${row.jobTitle}` : "Site visit to quote",
      customer: row.customer,
      phone: row.phone,
      suburb: row.suburb,
    });
  }
  // Not assigned comes first: it is what the office has to do something about.
  return [...byTradie.values()].sort((a, b) => (a.tradieId === null ? -1 : b.tradieId === null ? 1 : 0));
}
