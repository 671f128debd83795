import type { OpeningHours } from "~/lib/business-days";
import { DAYS_OF_WEEK } from "~/features/settings/days";
import { addDays, aucklandInstant, todayInAuckland, weekdayOf, type IsoDay } from "~/lib/clock";
import { TIME_SLOTS } from "./constants";

/*
 * The times the quote form offers for a day (docs/decisions/0147): the spec's hourly slots that
 * fall within the business's opening hours that weekday (the settings staff edit), opening and
 * closing time included, and on today only those still to come. A day the business is closed has
 * none. Isomorphic; only a type comes from business-days, so the form loads no holiday data.
 */

/** The settings' name of a weekday (0 = Sunday, as `weekdayOf` counts; the settings' week starts on Monday). */
const dayKey = (weekday: number) => DAYS_OF_WEEK[(weekday + 6) % 7];

/** "09:00 AM" → "09:00", "06:00 PM" → "18:00". */
export function slotClock(slot: string): string {
  const [, hours, minutes, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot)!;
  const hour = (Number(hours) % 12) + (half === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

/** The slots offered on `day`: all of them when the hours are not known. */
export function timeSlotsOn(day: IsoDay, hours: OpeningHours | undefined, now: Date = new Date()): string[] {
  const open = hours ? hours[dayKey(weekdayOf(day))] : undefined;
  if (open === null) return [];
  return TIME_SLOTS.filter((slot) => {
    const clock = slotClock(slot);
    return (!open || (clock >= open.opens && clock <= open.closes)) && aucklandInstant(day, clock) > now;
  });
}

/** The weekdays (0 = Sunday) the business is closed. */
export function closedWeekdays(hours: OpeningHours | undefined): number[] {
  return hours ? [0, 1, 2, 3, 4, 5, 6].filter((weekday) => !hours[dayKey(weekday)]) : [];
}

/**
 * The first day from today in Auckland with a time still to offer: the day the calendar opens on
 * and gives keyboard focus to. Late on the last day of a month, or before a run of closed days,
 * that is in a later month; a calendar opened on this month would then have no day to tab to.
 * Undefined only when the business is closed every day of the week.
 */
export function firstBookableDay(hours: OpeningHours | undefined, now: Date = new Date()): IsoDay | undefined {
  const today = todayInAuckland(now);
  for (let offset = 0; offset <= 7; offset++) {
    const day = addDays(today, offset);
    if (timeSlotsOn(day, hours, now).length) return day;
  }
  return undefined;
}

/** The hours of the page's business, which public pages carry for the quote form (app/root.tsx); undefined when absent or unreadable. */
export function openingHoursOf(element: HTMLElement): OpeningHours | undefined {
  const text = element.dataset.openingHours;
  if (!text) return undefined;
  try {
    const hours = JSON.parse(text) as OpeningHours;
    return DAYS_OF_WEEK.every((key) => key in hours) ? hours : undefined;
  } catch {
    return undefined;
  }
}
