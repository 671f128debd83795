import { asc, eq } from "drizzle-orm";
import { visitsTable } from "~/features/jobs/tables";
import { planOccurrencesTable } from "~/features/plans/tables";
import { addDays, weekdayOf } from "~/lib/clock";
import type { PlanInput, PlanRule } from "~/features/plans/plan-schema";
import { priceListItemsTable } from "~/features/pricing/tables";
import type { Database } from "~/platform/db/database";
import { postForm } from "./auth";
import { JOB_SETTINGS } from "./jobs";

/** Settings for plan tests: the job tests' settings with an 8-week horizon. */
export const PLAN_SETTINGS = { ...JOB_SETTINGS, jobs: { ...JOB_SETTINGS.jobs, planHorizonWeeks: 8 } };

/** The plan's booked visits in rule order: the date the rule gave, the day booked, the visit's status, job and id. */
export async function planVisits(db: Database, planId: number) {
  return db
    .select({
      occursOn: planOccurrencesTable.occursOn,
      day: visitsTable.day,
      status: visitsTable.status,
      jobId: planOccurrencesTable.jobId,
      visitId: visitsTable.id,
    })
    .from(planOccurrencesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .where(eq(planOccurrencesTable.planId, planId))
    .orderBy(asc(planOccurrencesTable.occursOn));
}

/** A price-list item added through the admin form (a running server), answering its id. */
export async function postPriceItem(baseUrl: string, cookie: string, code: string, name: string, unitPrice: string) {
  const item = { code, name, description: "", unit: "visit", unitPrice, amountsAre: "inclusive", service: "", active: "yes" };
  const added = await postForm(baseUrl, "/admin/price-list/new", item, cookie);
  if (added.status !== 302) throw new Error(`the price-list item ${code} was refused (${added.status})`);
  return added.headers.get("location")!.split("/")[3].split("?")[0];
}

/** A price-list item to put on plans. */
export async function newPriceItem(db: Database, code: string, name: string, unitPriceCents: number) {
  const [row] = await db
    .insert(priceListItemsTable)
    .values({ code, name, unit: "visit", unitPriceCents, amountsAre: "inclusive" })
    .returning({ id: priceListItemsTable.id });
  return row.id;
}

/** Every 2 weeks on `weekday` October to April, the first `weekday` of the month May to September (0 = Monday). */
export function lawnSeasons(weekday: number): PlanRule[] {
  return [
    { frequency: "weekly", interval: 2, weekdays: [weekday], monthWeek: null, fromMonth: 10, toMonth: 4 },
    { frequency: "monthly", interval: 1, weekdays: [weekday], monthWeek: 1, fromMonth: 5, toMonth: 9 },
  ];
}

export function planInput(leadId: number, itemId: number, overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    leadId,
    title: "Lawn mowing",
    lines: [{ itemId, quantity: 1 }],
    rules: lawnSeasons(0),
    startsOn: "2026-10-01",
    endsOn: null,
    visitLimit: null,
    holidays: "move",
    tradieId: null,
    timing: "window",
    start: 8 * 60,
    end: 12 * 60,
    instructions: "Side gate code 1234",
    billing: "per_visit",
    ...overrides,
  };
}

/*
 * An independent reckoning of a seasonal plan's dates, by walking the calendar day by day (no
 * rrule): every other `weekday` from the first one on or after the start, October to April; the
 * first `weekday` of May to September; public holidays from a list typed from the NZ calendar.
 */

/** Auckland's public holidays, observed (Mondayised), October 2026 to February 2028, from the official calendar. */
export const AUCKLAND_HOLIDAYS = new Set([
  "2026-10-26", // Labour Day
  "2026-12-25", // Christmas Day
  "2026-12-28", // Boxing Day (Saturday), Mondayised
  "2027-01-01",
  "2027-01-04", // Day after New Year's Day (Saturday), Mondayised
  "2027-02-01", // Auckland Anniversary Day
  "2027-02-08", // Waitangi Day (Saturday), Mondayised
  "2027-03-26", // Good Friday
  "2027-03-29", // Easter Monday
  "2027-04-26", // Anzac Day (Sunday), Mondayised
  "2027-06-07", // King's Birthday
  "2027-06-25", // Matariki
  "2027-10-25", // Labour Day
  "2027-12-27", // Christmas Day (Saturday), Mondayised
  "2027-12-28", // Boxing Day (Sunday), Mondayised
  "2028-01-03",
  "2028-01-04",
  "2028-01-31", // Auckland Anniversary Day
  "2028-02-07", // Waitangi Day (Sunday), Mondayised
]);

const SUMMER = new Set([10, 11, 12, 1, 2, 3, 4]);
const isoWeekday = (day: string) => (weekdayOf(day) + 6) % 7; // 0 = Monday
const month = (day: string) => Number(day.slice(5, 7));

function nextWorkingDay(day: string) {
  let next = addDays(day, 1);
  while (isoWeekday(next) >= 5 || AUCKLAND_HOLIDAYS.has(next)) next = addDays(next, 1);
  return next;
}

/** The first `count` visit days of a lawnSeasons(weekday) plan from `start`, holidays moved or skipped. */
export function expectedLawnDays(start: string, weekday: number, holidays: "move" | "skip", count: number): string[] {
  // The fortnightly rhythm counts from the week the plan starts in (weeks begin on Monday).
  const weekStart = addDays(start, -isoWeekday(start));
  const anchor = addDays(weekStart, weekday);
  const days: string[] = [];
  for (let day = start; days.length < count; day = addDays(day, 1)) {
    if (isoWeekday(day) !== weekday) continue;
    const daysFromAnchor = Math.round((Date.parse(day) - Date.parse(anchor)) / 86_400_000);
    const due = SUMMER.has(month(day)) ? daysFromAnchor % 14 === 0 : Number(day.slice(8, 10)) <= 7;
    if (!due) continue;
    if (!AUCKLAND_HOLIDAYS.has(day)) days.push(day);
    else if (holidays === "move") days.push(nextWorkingDay(day));
  }
  return days;
}
