import Holidays from "date-holidays";
import { addDays, aucklandInstant, businessDayOf, weekdayOf, type IsoDay } from "./clock";

/*
 * Business days, public holidays and opening hours, on the business clock (clock.ts). Kept
 * apart from clock.ts because the holiday data is large: pages in the browser that only
 * format dates never load it.
 *
 * Public holidays come from the maintained `date-holidays` package (New Zealand, region
 * Auckland): national days, Auckland Anniversary Day (the Monday nearest 29 January),
 * Matariki (dates set in law) and Mondayisation of days that fall on a weekend.
 */
const nzAuckland = new Holidays("NZ", "AUK", { types: ["public"] });

export interface PublicHoliday {
  day: IsoDay;
  name: string;
}

const HOLIDAY_NAMES: Record<string, string> = { "Provincial anniversary day": "Auckland Anniversary Day" };
const byYear = new Map<number, Map<IsoDay, string>>();

function holidaysOf(year: number): Map<IsoDay, string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of nzAuckland.getHolidays(year)) {
      if (holiday.type !== "public") continue;
      const day = holiday.date.slice(0, 10);
      if (!days.has(day)) days.set(day, HOLIDAY_NAMES[holiday.name] ?? holiday.name);
    }
    byYear.set(year, days);
  }
  return days;
}

/** The public holiday on this Auckland day (observed, so Mondayised), or null. */
export function publicHoliday(day: IsoDay): PublicHoliday | null {
  const name = holidaysOf(Number(day.slice(0, 4))).get(day);
  return name ? { day, name } : null;
}

/** The public holidays of a year in Auckland, in date order. */
export function publicHolidays(year: number): PublicHoliday[] {
  return [...holidaysOf(year)].map(([day, name]) => ({ day, name })).sort((a, b) => a.day.localeCompare(b.day));
}

/** Monday to Friday and not a public holiday. */
export function isBusinessDay(day: IsoDay): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && publicHoliday(day) === null;
}

/** The business day `count` business days after `day` (count ≥ 1). */
export function addBusinessDays(day: IsoDay, count: number): IsoDay {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

const WEEKDAY_KEYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
/** Opening hours by day, `HH:mm`; null is closed (the business settings' shape). */
export type OpeningHours = Record<WeekdayKey, { opens: string; closes: string } | null>;

/** The hours the business is open on an Auckland day, or null when closed (public holidays included). */
export function openingOn(day: IsoDay, hours: OpeningHours): { opens: Date; closes: Date } | null {
  if (publicHoliday(day)) return null;
  const today = hours[WEEKDAY_KEYS[weekdayOf(day)]];
  return today ? { opens: aucklandInstant(day, today.opens), closes: aucklandInstant(day, today.closes) } : null;
}

/** The opening hours of an Auckland day as minutes from midnight (wall clock), or null when closed (public holidays included). */
export function openingMinutesOn(day: IsoDay, hours: OpeningHours): { opens: number; closes: number } | null {
  if (publicHoliday(day)) return null;
  const today = hours[WEEKDAY_KEYS[weekdayOf(day)]];
  if (!today) return null;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return { opens: minutes(today.opens), closes: minutes(today.closes) };
}

/** True when the business is open at this instant. */
export function isOpenAt(instant: Date, hours: OpeningHours): boolean {
  const open = openingOn(businessDayOf(instant), hours);
  return open !== null && instant >= open.opens && instant < open.closes;
}

/**
 * The first instant at or after `instant` that is inside quiet-hours-free sending time: not
 * before `from` nor at or after `until` (Auckland wall-clock, `HH:mm`), and not on a public
 * holiday. Used so that automatic emails never arrive at night or on a holiday.
 */
export function nextSendingTime(instant: Date, window: { from: string; until: string } = { from: "08:00", until: "20:00" }): Date {
  let day = businessDayOf(instant);
  let candidate = instant;
  for (let i = 0; i < 14; i += 1) {
    const start = aucklandInstant(day, window.from);
    const end = aucklandInstant(day, window.until);
    if (!publicHoliday(day)) {
      if (candidate < start) return start;
      if (candidate < end) return candidate;
    }
    day = addDays(day, 1);
    candidate = aucklandInstant(day, window.from);
  }
  return candidate;
}

/** Hours of the night, Auckland wall clock `HH:mm`: from `from` to `until` the next morning (or the same day when `until` is later). */
export interface QuietHours {
  from: string;
  until: string;
}

/** The quiet stretches that touch an Auckland day, as instants, earliest first. */
function quietStretchesOn(day: IsoDay, quiet: QuietHours): Array<{ start: Date; end: Date }> {
  if (quiet.from === quiet.until) return [];
  if (quiet.from < quiet.until) return [{ start: aucklandInstant(day, quiet.from), end: aucklandInstant(day, quiet.until) }];
  return [
    { start: aucklandInstant(day), end: aucklandInstant(day, quiet.until) },
    { start: aucklandInstant(day, quiet.from), end: aucklandInstant(addDays(day, 1)) },
  ];
}

/**
 * The instant `hours` after `start`, counting only time outside quiet hours: four hours from
 * 10:36 pm, with quiet hours 9 pm to 7 am, is 11 am; from 8 pm it is 10 am (one hour before
 * the night, three after it). Equal `from` and `until` mean no quiet hours. Across a
 * daylight-saving change the night is its real length.
 */
export function addAwakeHours(start: Date, hours: number, quiet: QuietHours): Date {
  let left = hours * 3_600_000;
  let at = start;
  let day = businessDayOf(start);
  for (let i = 0; i < 400; i += 1) {
    for (const stretch of quietStretchesOn(day, quiet)) {
      if (stretch.end <= at) continue;
      if (stretch.start > at) {
        const awake = stretch.start.getTime() - at.getTime();
        if (left <= awake) return new Date(at.getTime() + left);
        left -= awake;
      }
      at = stretch.end;
    }
    day = addDays(day, 1);
    const dayStart = aucklandInstant(day);
    if (at < dayStart) {
      const awake = dayStart.getTime() - at.getTime();
      if (left <= awake) return new Date(at.getTime() + left);
      left -= awake;
      at = dayStart;
    }
  }
  return new Date(at.getTime() + left);
}
