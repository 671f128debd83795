import { and, asc, count, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { tradiesTable } from "~/features/tradies/tables";
import { publicHoliday } from "~/lib/business-days";
import { addDays, aucklandInstant, type IsoDay } from "~/lib/clock";
import { daysShown, type ScheduleQuery } from "./schedule-range";
import { isVisitOpen } from "./statuses";
import { serviceJobsTable, visitsTable, visitTradiesTable } from "./tables";
import { visitTimeOf } from "./visit-times";
import { firstScreenfulOfBoard, firstScreenfulVisits, rowsFillingAScreen, type ScheduleLayout } from "./first-screenful";
import { packVisits, type VisitToPack } from "./schedule-codec";
import { visitWarnings } from "./warnings";
import { keptWhileUnchanged, scheduleVersion } from "./schedule-cache.server";

/*
 * The staff schedule (docs/decisions/0109): one row per active tradie, the visits of the days
 * shown, the jobs still to schedule, and each open visit's warnings, worked out in memory from
 * what was read (two queries for the week, however many visits it holds).
 */

const UNSCHEDULED_SHOWN = 100;

interface VisitRow {
  id: number;
  jobId: number | null;
  leadId: number;
  day: IsoDay;
  timing: string;
  startMinute: number;
  endMinute: number;
  status: string;
  jobNumber: number | null;
  title: string;
  customer: string;
  suburb: string;
  /** Who is on it (an offer declined or run out no longer puts a visit in that tradie's row). */
  crew: Array<{ id: number; offer: string }>;
}

type VisitTuple = [
  number,
  number | null,
  number,
  string,
  string,
  number,
  number,
  string,
  number | null,
  string,
  string,
  string,
  Array<[number, string]> | null,
];

/**
 * The days' visits, earliest first, built as one JSON text by the database: thousands of rows
 * read one by one cost PGlite three times as long as one string (docs/decisions/0109).
 */
async function visitsBetween(db: Database, from: IsoDay, to: IsoDay): Promise<VisitRow[]> {
  const v = visitsTable;
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      ${v.id}, ${v.jobId}, ${v.leadId}, ${v.day}, ${v.timing}, ${v.startMinute}, ${v.endMinute}, ${v.status},
      ${serviceJobsTable.number}, coalesce(${serviceJobsTable.title}, ${leadsTable.service}), ${leadsTable.name}, ${leadsTable.suburb},
      (select json_agg(json_build_array(vt.tradie_id, vt.offer) order by vt.tradie_id) from ${visitTradiesTable} vt
        where vt.visit_id = ${v.id} and vt.offer in ('offered', 'accepted'))
    ) order by ${v.startsAt}, ${v.id}), '[]')::text as visits
    from ${v}
    join ${leadsTable} on ${leadsTable.id} = ${v.leadId}
    left join ${serviceJobsTable} on ${serviceJobsTable.id} = ${v.jobId}
    where ${v.startsAt} >= ${aucklandInstant(from).toISOString()}::timestamptz
      and ${v.startsAt} < ${aucklandInstant(addDays(to, 1)).toISOString()}::timestamptz and ${v.status} <> 'cancelled'`);
  const [{ visits }] = rowsOf<{ visits: string }>(result);
  return (JSON.parse(visits) as VisitTuple[]).map(
    ([id, jobId, leadId, day, timing, startMinute, endMinute, status, jobNumber, title, customer, suburb, crew]) => ({
      id,
      jobId,
      leadId,
      day,
      timing,
      startMinute,
      endMinute,
      status,
      jobNumber,
      title,
      customer,
      suburb,
      crew: (crew ?? []).map(([tradieId, offer]) => ({ id: tradieId, offer })),
    }),
  );
}

/** For each visit, the other visits its tradies are on at the same time, by tradie. */
function clashesByVisit(visits: readonly VisitRow[]) {
  const byTradie = new Map<number, VisitRow[]>();
  for (const visit of visits)
    for (const { id } of visit.crew) {
      const theirs = byTradie.get(id);
      if (theirs) theirs.push(visit);
      else byTradie.set(id, [visit]);
    }
  const clashes = new Map<number, Array<{ tradieId: number; visitId: number }>>();
  const note = (visit: VisitRow, tradieId: number, other: VisitRow) => {
    const found = clashes.get(visit.id);
    if (found) found.push({ tradieId, visitId: other.id });
    else clashes.set(visit.id, [{ tradieId, visitId: other.id }]);
  };
  for (const [tradieId, theirs] of byTradie) {
    // Sorted by start: each visit can only overlap those after it, the same day, that start before it ends.
    // (Days and wall-clock minutes, not instants: reading 4,000 timestamps costs more than the rest of the page.)
    for (let i = 0; i < theirs.length; i += 1) {
      for (let j = i + 1; j < theirs.length && theirs[j].day === theirs[i].day && theirs[j].startMinute < theirs[i].endMinute; j += 1) {
        note(theirs[i], tradieId, theirs[j]);
        note(theirs[j], tradieId, theirs[i]);
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
  // The week as last drawn, while nothing it shows has changed; the version is read first (see scheduleVersion).
  const view = query.view;
  const version = await scheduleVersion(db);
  return keptWhileUnchanged(`${view}|${from}|${JSON.stringify(settings.openingHours)}`, version, () =>
    loadTimeSchedule(db, view, days, settings),
  );
}

/** A day's or a week's schedule, read and worked out afresh. */
async function loadTimeSchedule(
  db: Database,
  view: "day" | "week",
  days: readonly IsoDay[],
  settings: Pick<BusinessSettings, "openingHours">,
) {
  const [from, to] = [days[0], days[days.length - 1]];
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
  const tradieById = new Map(tradies.map((t) => [t.id, t]));
  const ids = tradies.map((t) => t.id);
  const clashes = clashesByVisit(visits);
  const shown: VisitToPack[] = visits.map((v) => {
    const tradieIds = v.crew.map((c) => c.id);
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
      offered: v.crew.some((c) => c.offer === "offered"),
      movable: isVisitOpen(v.status),
      clashes: isVisitOpen(v.status) ? (clashes.get(v.id) ?? []) : [],
      otherWarnings: isVisitOpen(v.status)
        ? visitWarnings({ time, tradies: onVisit, clashes: [], openingHours: settings.openingHours })
        : [],
    };
  });
  const boardRowsFirst = view === "week" ? rowsFillingAScreen(shown, ids) : ids.length + 1;
  const board = view === "week" ? firstScreenfulOfBoard(shown, ids, boardRowsFirst) : null;
  return {
    view,
    days: days.map((day) => ({ day, holiday: publicHoliday(day)?.name ?? null })),
    tradies: tradies.map((t) => ({ id: t.id, name: t.name })),
    /**
     * The visits packed as text (schedule-codec.ts), unpacked once by the page: a week holds
     * thousands, and one string crosses to the browser several times faster than as many objects.
     */
    visitsJson: packVisits(shown),
    visitCount: shown.length,
    /** The week's board rows drawn first: as many as fill a screen. */
    boardRowsFirst,
    /** A week's visits of the first screenful, for each layout, packed once while the week is kept. */
    firstScreenful: board
      ? {
          board: packVisits(board.visits),
          /** How many visits each cut cell of the board holds back (first-screenful.ts). */
          heldBack: board.heldBack,
          agenda: packVisits(firstScreenfulVisits(shown, ids, "agenda", boardRowsFirst)),
        }
      : undefined,
    unscheduled: unscheduled.map((j) => ({ ...j, label: documentNumber("J", j.number) })),
  };
}

export type Schedule = Awaited<ReturnType<typeof loadSchedule>>;
export type TimeSchedule = Omit<Exclude<Schedule, { view: "month" }>, "firstScreenful">;

/**
 * What the page sends (docs/decisions/0119): a week's first screenful for the layout the server
 * draws, unless every visit is asked for; `complete` says which, so the browser asks for the rest.
 */
export function scheduleToSend(schedule: Schedule, layout: ScheduleLayout, everything: boolean) {
  if (schedule.view === "month") return schedule;
  const { firstScreenful, ...rest } = schedule;
  const none: Record<string, number> = {};
  if (everything || !firstScreenful) return { ...rest, heldBack: none, complete: true };
  return { ...rest, visitsJson: firstScreenful[layout], heldBack: layout === "board" ? firstScreenful.heldBack : none, complete: false };
}
