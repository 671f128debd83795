/**
 * A preferred date is a calendar day, `YYYY-MM-DD`, with no time and no zone: it is never
 * turned into an instant, so no browser or server time zone can shift it. "Today" is the
 * business's today, in Auckland.
 */
export const BUSINESS_TIME_ZONE = "Pacific/Auckland";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// en-CA formats dates as YYYY-MM-DD.
const businessDay = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in Auckland as `YYYY-MM-DD`. */
export function todayInBusinessZone(now: Date = new Date()): string {
  return businessDay.format(now);
}

/** True for a real calendar day written `YYYY-MM-DD` (so not 2026-02-30). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar's local Date for a `YYYY-MM-DD` day (midnight in the browser's zone). */
export function localDateFromIsoDay(text: string): Date {
  const [year, month, day] = text.split("-").map(Number);
  return new Date(year, month - 1, day);
}

/** The `YYYY-MM-DD` day a local Date falls on, read in the browser's own zone. */
export function isoDayFromLocalDate(date: Date): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, "0")).join("-");
}

const longDay = new Intl.DateTimeFormat("en-NZ", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** "2026-08-15" → "Saturday 15 August 2026", the same wherever it is formatted. */
export function formatIsoDay(text: string): string {
  const [year, month, day] = text.split("-").map(Number);
  return longDay.format(new Date(Date.UTC(year, month - 1, day))).replace(",", "");
}
