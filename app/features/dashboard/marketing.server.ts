import { and, desc, gte, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { addDays, aucklandInstant, todayInAuckland } from "~/lib/clock";
import { outer } from "~/platform/db/outer-column";
import { leadsPerAucklandDay } from "./leads-per-day.server";
import { EXCLUDED_FROM_FIGURES } from "~/features/leads/statuses";
import { leadEventsTable, leadsTable as l } from "~/features/leads/tables";
import { bucketCounts, type DashboardPeriod } from "./buckets";

const count = sql<number>`count(*)`.mapWith(Number);
/** Moved on from "new" at some point: someone got in touch. */
const contacted = sql<number>`count(*) filter (where ${l.firstRespondedAt} is not null)`.mapWith(Number);
/** A quote went out: the lead is at quote sent or won, or was at quote sent before. */
const quoted =
  sql<number>`count(*) filter (where ${l.status} in ('quote_sent', 'won') or exists (select 1 from ${leadEventsTable} e where e.lead_id = ${outer(l.id)} and e.to_status = 'quote_sent'))`.mapWith(
    Number,
  );
const won = sql<number>`count(*) filter (where ${l.status} = 'won')`.mapWith(Number);
/** Cents, GST included, of the won leads (docs/decisions/0085). */
const wonValueCents = sql<number>`coalesce(sum(${l.wonValueCents}) filter (where ${l.status} = 'won'), 0)`.mapWith(Number);

/**
 * Where the leads of a period came from and how far they got (docs/decisions/0085): by credited
 * source and campaign (the funnel new → contacted → quoted → won), by landing page, and leads
 * over time in buckets of a day, week or month. Spam and duplicates are left out.
 */
export async function marketingFigures(db: Database, period: DashboardPeriod, today = todayInAuckland()) {
  const from = addDays(today, -(period.days - 1));
  const window = and(
    notInArray(l.status, [...EXCLUDED_FROM_FIGURES]),
    gte(l.createdAt, sql`${aucklandInstant(from).toISOString()}::timestamptz`),
  );
  const [bySource, byLandingPage, dayCounts] = await Promise.all([
    db
      .select({ source: l.marketingSource, campaign: l.campaign, leads: count, contacted, quoted, won, wonValueCents })
      .from(l)
      .where(window)
      .groupBy(l.marketingSource, l.campaign)
      .orderBy(desc(count), l.marketingSource, l.campaign)
      .limit(25),
    db
      .select({ page: l.landingPage, leads: count, won, wonValueCents })
      .from(l)
      .where(and(window, sql`${l.landingPage} <> ''`))
      .groupBy(l.landingPage)
      .orderBy(desc(count), l.landingPage)
      .limit(10),
    leadsPerAucklandDay(db, window),
  ]);
  return { period, bySource, byLandingPage, overTime: bucketCounts(dayCounts, from, today) };
}

export type MarketingFigures = Awaited<ReturnType<typeof marketingFigures>>;
