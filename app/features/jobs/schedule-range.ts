import { addDays, isIsoDay, todayInAuckland, weekdayOf, type IsoDay } from "~/lib/clock";

/** The schedule's views (docs/decisions/0109). Isomorphic: the page's links and the server's query read the same range. */
type ScheduleView = "day" | "week" | "month";

export interface ScheduleQuery {
  view: ScheduleView;
  day: IsoDay;
}

/** The schedule's view and day from its URL; anything unreadable is this week. */
export function readScheduleQuery(params: URLSearchParams, today = todayInAuckland()): ScheduleQuery {
  const view = params.get("view");
  const day = params.get("day") ?? "";
  return {
    view: view === "day" || view === "month" ? view : "week",
    day: isIsoDay(day) && day >= "2000-01-01" && day <= "2100-12-31" ? day : today,
  };
}

/** The Monday of the week a day is in. */
function mondayOf(day: IsoDay): IsoDay {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The days a view shows, first to last: one, Monday to Sunday, or the whole weeks that hold the month. */
export function daysShown(query: ScheduleQuery): IsoDay[] {
  if (query.view === "day") return [query.day];
  if (query.view === "week") return Array.from({ length: 7 }, (_, i) => addDays(mondayOf(query.day), i));
  const first = `${query.day.slice(0, 7)}-01`;
  const start = mondayOf(first);
  const nextMonth = addDays(first, 32).slice(0, 7);
  const days: IsoDay[] = [];
  for (let day = start; day.slice(0, 7) !== nextMonth || weekdayOf(day) !== 1; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The same view a step earlier or later: a day, a week or a month. */
export function stepQuery(query: ScheduleQuery, direction: -1 | 1): ScheduleQuery {
  if (query.view === "day") return { ...query, day: addDays(query.day, direction) };
  if (query.view === "week") return { ...query, day: addDays(query.day, 7 * direction) };
  const [year, month] = query.day.split("-").map(Number);
  const moved = new Date(Date.UTC(year, month - 1 + direction, 1)).toISOString().slice(0, 10);
  return { ...query, day: moved };
}

export function scheduleHref(query: ScheduleQuery): string {
  return `/admin/schedule?view=${query.view}&day=${query.day}`;
}

/**
 * The agenda (the schedule on a phone) starts at today: the days shown from today on come first,
 * and those of the same week already past after them, apart (issue 40, item 16). A range that
 * does not hold today is shown as it is.
 */
export function agendaDays<D extends { day: IsoDay }>(days: readonly D[], today: IsoDay): { ahead: D[]; earlier: D[] } {
  const holdsToday = days.some((d) => d.day === today);
  if (!holdsToday) return { ahead: [...days], earlier: [] };
  return { ahead: days.filter((d) => d.day >= today), earlier: days.filter((d) => d.day < today) };
}
