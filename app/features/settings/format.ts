import { DAYS_OF_WEEK } from "./days";
import type { BusinessSettings } from "./schema";

const SHORT_DAY = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
} as const;

/** "07:00" → "7:00 am" */
export function formatTime(time: string): string {
  const [h, m] = time.split(":").map(Number);
  const suffix = h < 12 ? "am" : "pm";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Consecutive days with the same hours become one row: "Mon–Fri 7:00 am – 6:00 pm". */
export function openingHoursRows(hours: BusinessSettings["openingHours"]): Array<{ days: string; hours: string }> {
  const rows: Array<{ first: string; last: string; hours: string }> = [];
  for (const day of DAYS_OF_WEEK) {
    const h = hours[day];
    const text = h ? `${formatTime(h.opens)} – ${formatTime(h.closes)}` : "Closed";
    const previous = rows.at(-1);
    if (previous && previous.hours === text) previous.last = SHORT_DAY[day];
    else rows.push({ first: SHORT_DAY[day], last: SHORT_DAY[day], hours: text });
  }
  return rows.map((r) => ({ days: r.first === r.last ? r.first : `${r.first}–${r.last}`, hours: r.hours }));
}
