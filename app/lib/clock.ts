/**
 * The business clock: the one place that knows the business runs on Auckland time.
 * Instants are stored in UTC; everything a person reads (dates, times, "today") is shown
 * here in Pacific/Auckland, whatever the zone of the server or the browser.
 *
 * A calendar day (a preferred date, a valid-until date) is `YYYY-MM-DD` text with no time
 * and no zone: it is never turned into an instant by accident, so no zone can shift it.
 */
/** The business's zone, for the few SQL queries that group instants by Auckland day. */
export const BUSINESS_TIME_ZONE = "Pacific/Auckland";
const BUSINESS_LOCALE = "en-NZ";

/** A calendar day, written `YYYY-MM-DD`. */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function zoned(options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(BUSINESS_LOCALE, { timeZone: BUSINESS_TIME_ZONE, ...options });
}

// en-CA formats dates as YYYY-MM-DD.
const businessDay = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Every zone's offset from UTC, Auckland's +12 and +13 included, is a whole number of quarter hours. */
const QUARTER_HOUR_MS = 900_000;
let lastDay: { quarter: number; day: IsoDay } | undefined;

/**
 * The Auckland calendar day an instant falls on, as `YYYY-MM-DD`. The day can change only
 * between one UTC quarter hour and the next, so the last answer stands for the rest of its
 * quarter: validation asks for today on every quote request, and formatting costs more than that.
 */
export function businessDayOf(instant: Date): IsoDay {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  if (lastDay?.quarter !== quarter) lastDay = { quarter, day: businessDay.format(instant) };
  return lastDay.day;
}

/** Today's date in Auckland as `YYYY-MM-DD`. */
export function todayInAuckland(now: Date = new Date()): IsoDay {
  return businessDayOf(now);
}

/** True for a real calendar day written `YYYY-MM-DD` (so not 2026-02-30). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dayParts(day: IsoDay): [number, number, number] {
  const [year, month, date] = day.split("-").map(Number);
  return [year, month, date];
}

/** The day `count` calendar days after `day` (before it when negative). */
export function addDays(day: IsoDay, count: number): IsoDay {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, for a calendar day. */
export function weekdayOf(day: IsoDay): number {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The calendar's local Date for a `YYYY-MM-DD` day (midnight in the browser's zone). */
export function localDateFromIsoDay(text: IsoDay): Date {
  const [year, month, day] = dayParts(text);
  return new Date(year, month - 1, day);
}

/** The `YYYY-MM-DD` day a local Date falls on, read in the browser's own zone. */
export function isoDayFromLocalDate(date: Date): IsoDay {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, "0")).join("-");
}

const zoneOffset = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeZoneName: "longOffset" });

/** Auckland's offset from UTC at an instant, in milliseconds ("GMT+13:00" → 13 hours). */
function offsetAt(instant: number): number {
  const name = zoneOffset.formatToParts(instant).find((part) => part.type === "timeZoneName")!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT": no offset
  const [, sign, hours, minutes] = match;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/**
 * The instant of a wall-clock time on an Auckland day ("2026-09-27", "09:30"). Across a
 * daylight-saving change the wall-clock time is kept: 9:30 am is 9:30 am on either side. A time
 * the September change skips (2:30 am) is the hour after (3:30 am); one the April change repeats
 * is its second, standard-time occurrence. Read with Intl rather than a time-zone library, which
 * was 1.7 KB gzip of every staff page's script (issue 47, decision 0236).
 */
export function aucklandInstant(day: IsoDay, time = "00:00"): Date {
  const [year, month, date] = dayParts(day);
  const [hours, minutes] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // The offset at the wall-clock time read as UTC is right but near a change; the offset at the
  // instant that first guess gives is the one in force there.
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

const longDay = new Intl.DateTimeFormat(BUSINESS_LOCALE, {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const dayMonth = new Intl.DateTimeFormat(BUSINESS_LOCALE, { timeZone: "UTC", day: "numeric", month: "short" });

/** Formatted long days: a few hundred different days are in use at a time (requests, visits, quotes). */
const longDays = new Map<IsoDay, string>();

/** "2026-08-15" → "Saturday 15 August 2026", the same wherever it is formatted. */
export function formatIsoDay(text: IsoDay): string {
  let formatted = longDays.get(text);
  if (formatted === undefined) {
    const [year, month, day] = dayParts(text);
    formatted = longDay.format(new Date(Date.UTC(year, month - 1, day))).replace(",", "");
    if (longDays.size >= 1_000) longDays.clear();
    longDays.set(text, formatted);
  }
  return formatted;
}

/** "2026-08-15" → "15 Aug". */
export function formatIsoDayMonth(text: IsoDay): string {
  const [year, month, day] = dayParts(text);
  return dayMonth.format(new Date(Date.UTC(year, month - 1, day)));
}

const monthYearOfDay = new Intl.DateTimeFormat(BUSINESS_LOCALE, { timeZone: "UTC", month: "long", year: "numeric" });

/** "2026-08-15" → "August 2026", for when a review was written. */
export function formatIsoDayMonthYear(text: IsoDay): string {
  const [year, month, day] = dayParts(text);
  return monthYearOfDay.format(new Date(Date.UTC(year, month - 1, day)));
}

const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "2026-11-30" → "Mon 30 Nov": the one way a day is shown in lists, deadlines and the schedule
 * (the year is added, "Mon 30 Nov 2025", for a day outside the current Auckland year).
 */
export function formatIsoDayShort(text: IsoDay, today: IsoDay = todayInAuckland()): string {
  const [year, month, day] = dayParts(text);
  const shown = `${SHORT_WEEKDAYS[weekdayOf(text)]} ${day} ${SHORT_MONTHS[month - 1]}`;
  return today.startsWith(`${year}-`) ? shown : `${shown} ${year}`;
}

/** A wall-clock minute of the day as people say it: 540 → "9 am", 570 → "9:30 am", 720 → "12 pm", 0 and 1440 → "12 am". */
export function formatClock(minute: number): string {
  const hours = Math.floor(minute / 60) % 24;
  const minutes = minute % 60;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? "am" : "pm";
  return minutes === 0 ? `${twelve} ${suffix}` : `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "07:30" (a setting's `HH:mm`) or "10:00 AM" (a quote request's preferred time) → "7:30 am", "10 am"; other text as it is. */
export function formatClockText(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(?:\s*([AaPp])[Mm])?$/.exec(text.trim());
  if (!match) return text;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const suffix = match[3]?.toLowerCase();
  if (minutes > 59 || (suffix ? hours < 1 || hours > 12 : hours > 23)) return text;
  const hours24 = suffix ? (hours % 12) + (suffix === "p" ? 12 : 0) : hours;
  return formatClock(hours24 * 60 + minutes);
}

const FORMATS = {
  /** "March 2026". */
  monthYear: zoned({ month: "long", year: "numeric" }),
  /** "14:05": an instant's wall-clock time in Auckland, for formatClock. */
  clock: zoned({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  /** "Tuesday, 3 March 2026 at 2:05 pm": when a request arrived, in an email. */
  full: zoned({ dateStyle: "full", timeStyle: "short" }),
  /** "03/03/2026, 2:05 pm": spreadsheet cells. */
  compact: zoned({ dateStyle: "short", timeStyle: "short" }),
} as const;

type Instant = Date | string;

/** "2 pm", "2:05 pm": an instant's time of day in Auckland. Takes a Date or its JSON string. */
export function formatTimeOfDay(value: Instant): string {
  const [hours, minutes] = FORMATS.clock.format(new Date(value)).split(":").map(Number);
  return formatClock(hours * 60 + minutes);
}
/** "21:05": an instant's Auckland wall-clock time as `HH:mm`, to compare with a setting's. */
export function aucklandClock(value: Instant): string {
  return FORMATS.clock.format(new Date(value));
}
/** "Mon 30 Nov, 2:05 pm" in Auckland (with the year when it is not this year's): histories, deadlines and lists. */
export function formatWhen(value: Instant, now: Date = new Date()): string {
  const instant = new Date(value);
  return `${formatIsoDayShort(businessDayOf(instant), todayInAuckland(now))}, ${formatTimeOfDay(instant)}`;
}
/** "March 2026" in Auckland. */
export const formatMonthYear = (value: Instant) => FORMATS.monthYear.format(new Date(value));
let lastFull = { minute: NaN, text: "" };
/** "Tuesday, 3 March 2026 at 2:05 pm" in Auckland. */
export const formatFull = (value: Instant) => {
  const time = new Date(value).getTime();
  // Minutes are all it shows, and Auckland's offset changes on the hour: a quote request's email says when it came, hundreds a minute under load.
  const minute = Math.floor(time / 60_000);
  if (minute !== lastFull.minute) lastFull = { minute, text: FORMATS.full.format(time) };
  return lastFull.text;
};
/** "03/03/2026, 2:05 pm" in Auckland, for exports. */
export const formatCompact = (value: Instant) => FORMATS.compact.format(new Date(value));

/** A calendar month as `YYYY-MM`. */
export type IsoMonth = string;

/** The Auckland month an instant falls in: 12:30 am on 1 December in Auckland is December, though UTC still says November. */
export function aucklandMonthOf(instant: Date): IsoMonth {
  return businessDayOf(instant).slice(0, 7);
}
