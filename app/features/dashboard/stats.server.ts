import { and, count, desc, gte, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { leadAreas } from "~/features/leads/areas.server";
import { countFollowUpsDue } from "~/features/leads/list.server";
import { addDays, aucklandInstant, todayInAuckland } from "~/lib/clock";
import { leadsPerAucklandDay } from "./leads-per-day.server";
import { EXCLUDED_FROM_FIGURES } from "~/features/leads/statuses";
import { leadsTable as l } from "~/features/leads/tables";

const counted = notInArray(l.status, [...EXCLUDED_FROM_FIGURES]);

/**
 * The dashboard's figures (docs/decisions/0063), all without spam and duplicates, by Auckland
 * calendar day: today, the last 7 and 30 days (today included) against the period before.
 */
export async function leadFigures(db: Database, today = todayInAuckland()) {
  // The start of an Auckland day, as a timestamptz parameter (raw SQL gets no column mapping).
  const since = (days: number) => sql`${aucklandInstant(addDays(today, -days)).toISOString()}::timestamptz`;
  const from30 = addDays(today, -29);
  const [periods] = await db
    .select({
      today: sql<number>`count(*) filter (where ${l.createdAt} >= ${since(0)})`.mapWith(Number),
      yesterday: sql<number>`count(*) filter (where ${l.createdAt} >= ${since(1)} and ${l.createdAt} < ${since(0)})`.mapWith(Number),
      week: sql<number>`count(*) filter (where ${l.createdAt} >= ${since(6)})`.mapWith(Number),
      weekBefore: sql<number>`count(*) filter (where ${l.createdAt} >= ${since(13)} and ${l.createdAt} < ${since(6)})`.mapWith(Number),
      month: sql<number>`count(*) filter (where ${l.createdAt} >= ${since(29)})`.mapWith(Number),
      monthBefore: sql<number>`count(*) filter (where ${l.createdAt} < ${since(29)})`.mapWith(Number),
      won: sql<number>`count(*) filter (where ${l.createdAt} >= ${since(29)} and ${l.status} = 'won')`.mapWith(Number),
      lost: sql<number>`count(*) filter (where ${l.createdAt} >= ${since(29)} and ${l.status} = 'lost')`.mapWith(Number),
      medianFirstResponseSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${l.firstRespondedAt} - ${l.createdAt})) filter (where ${l.createdAt} >= ${since(29)} and ${l.firstRespondedAt} is not null)`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(l)
    .where(and(counted, gte(l.createdAt, since(59))));
  const window = and(counted, gte(l.createdAt, since(29)));
  const [byService, bySuburb, dayCounts, newest, followUpsDue] = await Promise.all([
    db.select({ label: l.service, count: count() }).from(l).where(window).groupBy(l.service).orderBy(desc(count())),
    db
      .select({ suburb: sql<string>`lower(${l.suburb})`, count: count() })
      .from(l)
      .where(window)
      .groupBy(sql`lower(${l.suburb})`),
    leadsPerAucklandDay(db, window),
    db
      .select({ id: l.id, name: l.name, service: l.service, suburb: l.suburb, status: l.status, createdAt: l.createdAt })
      .from(l)
      .where(counted)
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(5),
    countFollowUpsDue(db, today),
  ]);
  // Every service area has a figure, none or not; "Other" only when some lead is outside them all.
  const areas = await leadAreas();
  const areaTotals = new Map<string, number>(areas.names.map((name) => [name, 0]));
  for (const row of bySuburb) {
    const area = areas.areaOf(row.suburb);
    areaTotals.set(area, (areaTotals.get(area) ?? 0) + row.count);
  }
  const decided = periods.won + periods.lost;
  return {
    periods: [
      { label: "Today", current: periods.today, previous: periods.yesterday, previousLabel: "yesterday" },
      { label: "Last 7 days", current: periods.week, previous: periods.weekBefore, previousLabel: "the 7 days before" },
      { label: "Last 30 days", current: periods.month, previous: periods.monthBefore, previousLabel: "the 30 days before" },
    ],
    conversion: { won: periods.won, decided, rate: decided ? periods.won / decided : null },
    medianFirstResponseSeconds: periods.medianFirstResponseSeconds,
    followUpsDue,
    byService: byService.map((r) => ({ label: r.label, count: r.count })),
    byArea: [...areaTotals].map(([label, n]) => ({ label, count: n })).sort((a, b) => b.count - a.count),
    byDay: Array.from({ length: 30 }, (_, i) => addDays(from30, i)).map((day) => ({ label: day, count: dayCounts.get(day) ?? 0 })),
    newest,
  };
}

export type LeadFigures = Awaited<ReturnType<typeof leadFigures>>;
