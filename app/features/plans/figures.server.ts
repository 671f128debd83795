import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { addDays, todayInAuckland, type IsoDay } from "~/lib/clock";
import { placeOnCalendar, ruleDates } from "./recurrence";
import { END_REASONS, type EndReason } from "./statuses";
import { planOccurrencesTable, plansTable } from "./tables";

/*
 * The plans' figures (docs/decisions/0184): how many are active, the visits and the recurring
 * revenue the active plans' rules give for this month and the next two (holidays placed as each
 * plan says, a plan's number of visits respected), and the plans ended and why.
 */

const MONTHS_AHEAD = 3;

/** The first day of the month `n` months after `day`'s. */
function monthStart(day: IsoDay, n: number): IsoDay {
  const [year, month] = day.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1 + n, 1));
  return date.toISOString().slice(0, 10);
}

export async function planFigures(db: Database, today = todayInAuckland()) {
  const [byStatus, active, booked, ended] = await Promise.all([
    db.select({ status: plansTable.status, n: count() }).from(plansTable).groupBy(plansTable.status),
    db
      .select({
        id: plansTable.id,
        rules: plansTable.rules,
        startsOn: plansTable.startsOn,
        endsOn: plansTable.endsOn,
        holidays: plansTable.holidays,
        visitLimit: plansTable.visitLimit,
        visitValueCents: plansTable.visitValueCents,
      })
      .from(plansTable)
      .where(eq(plansTable.status, "active")),
    db
      .select({ planId: planOccurrencesTable.planId, n: count() })
      .from(planOccurrencesTable)
      .innerJoin(plansTable, eq(plansTable.id, planOccurrencesTable.planId))
      .where(
        and(eq(plansTable.status, "active"), eq(planOccurrencesTable.outcome, "booked"), sql`${planOccurrencesTable.occursOn} < ${today}`),
      )
      .groupBy(planOccurrencesTable.planId),
    db
      .select({ because: plansTable.endedBecause, n: count() })
      .from(plansTable)
      .where(eq(plansTable.status, "ended"))
      .groupBy(plansTable.endedBecause),
  ]);
  const pastVisits = new Map(booked.map((b) => [b.planId, b.n]));
  const months = Array.from({ length: MONTHS_AHEAD }, (_, i) => ({ month: monthStart(today, i).slice(0, 7), visits: 0, revenueCents: 0 }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const last = addDays(monthStart(today, MONTHS_AHEAD), -1);
  for (const plan of active) {
    let left = plan.visitLimit === null ? Infinity : plan.visitLimit - (pastVisits.get(plan.id) ?? 0);
    for (const date of ruleDates(plan, today, last)) {
      if (left <= 0) break;
      const placed = placeOnCalendar(date, plan.holidays === "skip" ? "skip" : "move");
      const month = placed.day ? byMonth.get(placed.day.slice(0, 7)) : undefined;
      if (!placed.day) continue;
      left -= 1;
      if (!month) continue;
      month.visits += 1;
      month.revenueCents += plan.visitValueCents;
    }
  }
  const statusCount = (status: string) => byStatus.find((s) => s.status === status)?.n ?? 0;
  return {
    active: statusCount("active"),
    paused: statusCount("paused"),
    months,
    ended: ended
      .map((e) => ({ because: END_REASONS[e.because as EndReason] ?? "Not said", count: e.n }))
      .sort((a, b) => b.count - a.count || a.because.localeCompare(b.because)),
  };
}

export type PlanFigures = Awaited<ReturnType<typeof planFigures>>;
