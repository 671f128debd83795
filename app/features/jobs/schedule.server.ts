import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { tradiesTable } from "~/features/tradies/tables";
import { publicHoliday } from "~/lib/business-days";
import { addDays, aucklandInstant, type IsoDay } from "~/lib/clock";
import { daysShown, type ScheduleQuery } from "./schedule-range";
import { isVisitOpen } from "./statuses";
import { serviceJobsTable, visitsTable, visitTradiesTable } from "./tables";
import { visitTimeOf } from "./visits.server";
import { visitWarnings, type Clash } from "./warnings";

/*
 * The staff schedule (docs/decisions/0109): one row per active tradie, the visits of the days
 * shown, the jobs still to schedule, and each open visit's warnings, worked out in memory from
 * what was read (two queries for the week, however many visits it holds).
 */

const UNSCHEDULED_SHOWN = 100;

type VisitRow = Awaited<ReturnType<typeof visitsBetween>>[number];

function visitsBetween(db: Database, from: IsoDay, to: IsoDay) {
  return db
    .select({
      id: visitsTable.id,
      jobId: visitsTable.jobId,
      leadId: visitsTable.leadId,
      day: visitsTable.day,
      timing: visitsTable.timing,
      startMinute: visitsTable.startMinute,
      endMinute: visitsTable.endMinute,
      startsAt: visitsTable.startsAt,
      endsAt: visitsTable.endsAt,
      status: visitsTable.status,
      jobNumber: serviceJobsTable.number,
      title: sql<string>`coalesce(${serviceJobsTable.title}, ${leadsTable.service})`,
      customer: leadsTable.name,
      suburb: leadsTable.suburb,
    })
    .from(visitsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, visitsTable.leadId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, visitsTable.jobId))
    .where(
      and(
        gte(visitsTable.startsAt, aucklandInstant(from)),
        lt(visitsTable.startsAt, aucklandInstant(addDays(to, 1))),
        ne(visitsTable.status, "cancelled"),
      ),
    )
    .orderBy(asc(visitsTable.startsAt), asc(visitsTable.id));
}

/** For each tradie, the visits of theirs that overlap another of theirs. */
function clashesByVisit(visits: readonly VisitRow[], crew: ReadonlyMap<number, number[]>, names: ReadonlyMap<number, string>) {
  const byTradie = new Map<number, VisitRow[]>();
  for (const visit of visits)
    for (const tradieId of crew.get(visit.id) ?? []) byTradie.set(tradieId, [...(byTradie.get(tradieId) ?? []), visit]);
  const clashes = new Map<number, Clash[]>();
  for (const [tradieId, theirs] of byTradie) {
    // Sorted by start: each visit can only overlap those after it that start before it ends.
    for (let i = 0; i < theirs.length; i += 1) {
      for (let j = i + 1; j < theirs.length && theirs[j].startsAt < theirs[i].endsAt; j += 1) {
        const [a, b] = [theirs[i], theirs[j]];
        const note = (v: VisitRow, other: VisitRow) =>
          clashes.set(v.id, [
            ...(clashes.get(v.id) ?? []),
            {
              tradieName: names.get(tradieId) ?? "A tradie",
              what: other.jobNumber ? documentNumber("J", other.jobNumber) : `a site visit for lead #${other.leadId}`,
              startMinute: other.startMinute,
              endMinute: other.endMinute,
            },
          ]);
        note(a, b);
        note(b, a);
      }
    }
  }
  return clashes;
}

export async function loadSchedule(db: Database, query: ScheduleQuery, settings: Pick<BusinessSettings, "openingHours">) {
  const days = daysShown(query);
  const [from, to] = [days[0], days[days.length - 1]];
  if (query.view === "month") {
    const counts = await db
      .select({ day: visitsTable.day, visits: count() })
      .from(visitsTable)
      .where(and(gte(visitsTable.day, from), lt(visitsTable.day, addDays(to, 1)), ne(visitsTable.status, "cancelled")))
      .groupBy(visitsTable.day);
    const byDay = new Map(counts.map((c) => [c.day, c.visits]));
    return {
      view: "month" as const,
      days: days.map((day) => ({ day, visits: byDay.get(day) ?? 0, holiday: publicHoliday(day)?.name ?? null })),
    };
  }
  const [tradies, visits, unscheduled] = await Promise.all([
    db
      .select({
        id: tradiesTable.id,
        name: tradiesTable.name,
        insuranceExpiresOn: tradiesTable.insuranceExpiresOn,
        licences: tradiesTable.licences,
      })
      .from(tradiesTable)
      .where(eq(tradiesTable.status, "active"))
      .orderBy(asc(tradiesTable.name)),
    visitsBetween(db, from, to),
    db
      .select({
        id: serviceJobsTable.id,
        number: serviceJobsTable.number,
        title: serviceJobsTable.title,
        customer: leadsTable.name,
        suburb: leadsTable.suburb,
      })
      .from(serviceJobsTable)
      .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
      .where(eq(serviceJobsTable.status, "to_schedule"))
      .orderBy(desc(serviceJobsTable.createdAt))
      .limit(UNSCHEDULED_SHOWN),
  ]);
  const crewRows = visits.length
    ? await db
        .select({ visitId: visitTradiesTable.visitId, tradieId: visitTradiesTable.tradieId })
        .from(visitTradiesTable)
        .where(
          inArray(
            visitTradiesTable.visitId,
            visits.map((v) => v.id),
          ),
        )
    : [];
  const crew = new Map<number, number[]>();
  for (const row of crewRows) crew.set(row.visitId, [...(crew.get(row.visitId) ?? []), row.tradieId]);
  const tradieById = new Map(tradies.map((t) => [t.id, t]));
  const clashes = clashesByVisit(visits, crew, new Map(tradies.map((t) => [t.id, t.name])));
  return {
    view: query.view,
    days: days.map((day) => ({ day, holiday: publicHoliday(day)?.name ?? null })),
    tradies: tradies.map((t) => ({ id: t.id, name: t.name })),
    visits: visits.map((v) => {
      const tradieIds = crew.get(v.id) ?? [];
      const time = visitTimeOf(v);
      const onVisit = tradieIds.flatMap((id) => tradieById.get(id) ?? []);
      return {
        id: v.id,
        jobId: v.jobId,
        leadId: v.leadId,
        label: v.jobNumber ? documentNumber("J", v.jobNumber) : `Site visit, lead #${v.leadId}`,
        title: v.title,
        customer: v.customer,
        suburb: v.suburb,
        status: v.status,
        time,
        tradieIds,
        movable: isVisitOpen(v.status),
        warnings: isVisitOpen(v.status)
          ? visitWarnings({ time, tradies: onVisit, clashes: clashes.get(v.id) ?? [], openingHours: settings.openingHours })
          : [],
      };
    }),
    unscheduled: unscheduled.map((j) => ({ ...j, label: documentNumber("J", j.number) })),
  };
}

export type Schedule = Awaited<ReturnType<typeof loadSchedule>>;
export type TimeSchedule = Exclude<Schedule, { view: "month" }>;
export type ScheduledVisit = TimeSchedule["visits"][number];
