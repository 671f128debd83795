import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { tradiesTable } from "~/features/tradies/tables";
import { aucklandInstant, addDays, businessDayOf, type IsoDay } from "~/lib/clock";
import { workedMinutes, type Span } from "./hours";
import { timeCorrectionsTable, timeEntriesTable, timesheetApprovalsTable } from "./tables";
import { daysOfWeek } from "./week";

/*
 * A week's timesheets (docs/decisions/0209): each work entry, with its latest correction, less its
 * pauses; counted on the Auckland day the work started.
 */

interface VisitTime {
  entryId: number;
  visitId: number;
  tradieId: number;
  day: IsoDay;
  startedAt: Date;
  endedAt: Date | null;
  corrected: { reason: string; byName: string; original: Span } | null;
  pausedMinutes: number;
  minutes: number;
}

/** Work entries of some tradies that started between two instants, corrections applied. */
async function visitTimes(db: Database, from: Date, to: Date, tradieIds?: number[]): Promise<VisitTime[]> {
  const where = [
    eq(timeEntriesTable.kind, "work"),
    gte(timeEntriesTable.startedAt, addHours(from, -24)),
    lt(timeEntriesTable.startedAt, addHours(to, 24)),
  ];
  if (tradieIds) where.push(inArray(timeEntriesTable.tradieId, tradieIds));
  const work = await db
    .select()
    .from(timeEntriesTable)
    .where(and(...where))
    .orderBy(timeEntriesTable.startedAt);
  return (await countWork(db, work)).filter((t) => t.startedAt >= from && t.startedAt < to);
}

/** Every work entry on some visits (a job's), corrections applied: what job costing counts hours from (docs/decisions/0216). */
export async function visitWork(db: Database, visitIds: readonly number[]): Promise<VisitTime[]> {
  if (visitIds.length === 0) return [];
  const work = await db
    .select()
    .from(timeEntriesTable)
    .where(and(eq(timeEntriesTable.kind, "work"), inArray(timeEntriesTable.visitId, [...visitIds])))
    .orderBy(timeEntriesTable.startedAt);
  return countWork(db, work);
}

/**
 * Every work entry there is, corrections applied: the margin figures' hours. Read whole, not by a
 * list of ids, which a few years of visits would take past what one statement may carry.
 */
export async function allVisitWork(db: Database): Promise<VisitTime[]> {
  const work = await db.select().from(timeEntriesTable).where(eq(timeEntriesTable.kind, "work")).orderBy(timeEntriesTable.startedAt);
  return countWork(db, work, "all");
}

/** Work entries as worked minutes: each with its latest correction, less its pauses (those of `work`, or every one there is). */
async function countWork(
  db: Database,
  work: (typeof timeEntriesTable.$inferSelect)[],
  scope: "these" | "all" = "these",
): Promise<VisitTime[]> {
  if (work.length === 0) return [];
  const visitIds = [...new Set(work.map((w) => w.visitId))];
  const isPause = eq(timeEntriesTable.kind, "pause");
  const pauses = await db
    .select()
    .from(timeEntriesTable)
    .where(scope === "all" ? isPause : and(isPause, inArray(timeEntriesTable.visitId, visitIds)));
  const corrections = await db
    .select()
    .from(timeCorrectionsTable)
    .where(
      scope === "all"
        ? undefined
        : inArray(
            timeCorrectionsTable.entryId,
            work.map((w) => w.id),
          ),
    )
    .orderBy(desc(timeCorrectionsTable.id));
  // Newest first: the first correction kept for an entry is its latest.
  const latest = new Map<number, (typeof corrections)[number]>();
  for (const c of corrections) if (!latest.has(c.entryId)) latest.set(c.entryId, c);
  const pausesOf = new Map<string, typeof pauses>();
  for (const p of pauses) {
    const key = `${p.visitId}|${p.tradieId}`;
    const theirs = pausesOf.get(key);
    if (theirs) theirs.push(p);
    else pausesOf.set(key, [p]);
  }
  const times: VisitTime[] = [];
  for (const entry of work) {
    const correction = latest.get(entry.id);
    const span: Span = correction ?? entry;
    const mine = pausesOf.get(`${entry.visitId}|${entry.tradieId}`) ?? [];
    const minutes = workedMinutes(span, mine);
    const gross = span.endedAt ? Math.round((span.endedAt.getTime() - span.startedAt.getTime()) / 60_000) : 0;
    times.push({
      entryId: entry.id,
      visitId: entry.visitId,
      tradieId: entry.tradieId,
      day: businessDayOf(span.startedAt),
      startedAt: span.startedAt,
      endedAt: span.endedAt,
      corrected: correction
        ? { reason: correction.reason, byName: correction.byName, original: { startedAt: entry.startedAt, endedAt: entry.endedAt } }
        : null,
      pausedMinutes: span.endedAt ? gross - minutes : 0,
      minutes,
    });
  }
  return times;
}

const addHours = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

export interface TradieWeek {
  tradieId: number;
  name: string;
  days: { day: IsoDay; minutes: number; visits: number }[];
  minutes: number;
  visits: VisitTime[];
  approved: { byName: string; at: Date } | null;
}

/** Every tradie with time in the week starting on `monday`, or already approved in it, by name. */
export async function weekTimesheets(db: Database, monday: IsoDay): Promise<TradieWeek[]> {
  const times = await visitTimes(db, aucklandInstant(monday), aucklandInstant(addDays(monday, 7)));
  const approvals = await db.select().from(timesheetApprovalsTable).where(eq(timesheetApprovalsTable.weekStart, monday));
  const ids = [...new Set([...times.map((t) => t.tradieId), ...approvals.map((a) => a.tradieId)])];
  if (ids.length === 0) return [];
  const tradies = await db.select({ id: tradiesTable.id, name: tradiesTable.name }).from(tradiesTable).where(inArray(tradiesTable.id, ids));
  const days = daysOfWeek(monday);
  return tradies
    .map((tradie) => {
      const visits = times.filter((t) => t.tradieId === tradie.id);
      const approval = approvals.find((a) => a.tradieId === tradie.id);
      return {
        tradieId: tradie.id,
        name: tradie.name,
        days: days.map((day) => {
          const on = visits.filter((v) => v.day === day);
          return { day, minutes: on.reduce((sum, v) => sum + v.minutes, 0), visits: on.length };
        }),
        minutes: visits.reduce((sum, v) => sum + v.minutes, 0),
        visits,
        approved: approval ? { byName: approval.approvedByName, at: approval.approvedAt } : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en-NZ"));
}
