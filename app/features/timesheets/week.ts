import { addDays, isIsoDay, todayInAuckland, weekdayOf, type IsoDay } from "~/lib/clock";

/** The Monday (Auckland calendar) of the week a day falls in: payroll weeks start on Monday. */
export function weekStartOf(day: IsoDay): IsoDay {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The seven days of the week starting on `monday`. */
export function daysOfWeek(monday: IsoDay): IsoDay[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The week a `?week=` asks for (any day in it), or this week; null when it is not a real day. */
export function weekFromQuery(value: string | null, now = new Date()): IsoDay | null {
  if (value === null || value === "") return weekStartOf(todayInAuckland(now));
  if (!isIsoDay(value)) return null;
  return weekStartOf(value);
}
