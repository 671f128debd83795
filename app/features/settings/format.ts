import { formatClockText } from "~/lib/clock";
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

/** Consecutive days with the same hours become one row: "Mon–Fri 7 am – 6 pm". */
export function openingHoursRows(hours: BusinessSettings["openingHours"]): Array<{ days: string; hours: string }> {
  const rows: Array<{ first: string; last: string; hours: string }> = [];
  for (const day of DAYS_OF_WEEK) {
    const h = hours[day];
    const text = h ? `${formatClockText(h.opens)} – ${formatClockText(h.closes)}` : "Closed";
    const previous = rows.at(-1);
    if (previous && previous.hours === text) previous.last = SHORT_DAY[day];
    else rows.push({ first: SHORT_DAY[day], last: SHORT_DAY[day], hours: text });
  }
  return rows.map((r) => ({ days: r.first === r.last ? r.first : `${r.first}–${r.last}`, hours: r.hours }));
}
