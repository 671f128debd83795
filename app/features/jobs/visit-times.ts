import { addDays, aucklandInstant, formatClock, formatIsoDay, type IsoDay } from "~/lib/clock";

/*
 * A visit's time as staff choose it: an Auckland day and wall-clock minutes from midnight, either
 * a fixed start and end or an arrival window. The stored instants are derived here, so 9 am stays
 * 9 am whichever side of a daylight-saving change the day falls (docs/decisions/0108).
 */

type VisitTiming = "fixed" | "window";

export interface VisitTime {
  day: IsoDay;
  timing: VisitTiming;
  startMinute: number;
  endMinute: number;
}

/** A stored visit's time, as the forms and messages read it. */
export function visitTimeOf(visit: { day: IsoDay; timing: string; startMinute: number; endMinute: number }): VisitTime {
  return { day: visit.day, timing: visit.timing as VisitTiming, startMinute: visit.startMinute, endMinute: visit.endMinute };
}

/** The smallest step of the schedule: visits start and end on quarter hours. */
export const SLOT_MINUTES = 15;

/** "09:30" → 570; anything that is not a quarter hour of the day → null. */
export function minuteOfDay(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) return text.trim() === "24:00" ? 1440 : null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute % SLOT_MINUTES === 0 ? minute : null;
}

/** 570 → "09:30" (1440 → "24:00", the end of the day). */
export function clockText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** The instants a visit runs between, in UTC. */
export function visitInstants(time: Pick<VisitTime, "day" | "startMinute" | "endMinute">): { startsAt: Date; endsAt: Date } {
  return { startsAt: instantAt(time.day, time.startMinute), endsAt: instantAt(time.day, time.endMinute) };
}

function instantAt(day: IsoDay, minute: number): Date {
  // Midnight at the end of the day is the next day's 00:00, whatever the clocks did in between.
  return minute === 1440 ? aucklandInstant(addDays(day, 1), "00:00") : aucklandInstant(day, clockText(minute));
}

/** "9–11 am", "9:30 am – 1 pm": a span of the day, said once where both ends share am or pm. */
export function spokenSpan(startMinute: number, endMinute: number): string {
  // A week's schedule asks for thousands of spans, of a few hundred different ones.
  const key = startMinute * 2000 + endMinute;
  let span = spans.get(key);
  if (span === undefined) spans.set(key, (span = spanOf(startMinute, endMinute)));
  return span;
}

const spans = new Map<number, string>();

function spanOf(startMinute: number, endMinute: number): string {
  const start = formatClock(startMinute);
  const end = formatClock(endMinute);
  const [startClock, startSuffix] = start.split(" ");
  const [, endSuffix] = end.split(" ");
  return startSuffix === endSuffix ? `${startClock}–${end}` : `${start} – ${end}`;
}

/** "Tuesday 3 March 2026, 9–11 am" or "Tuesday 3 March 2026, arriving 8–10 am". */
export function describeVisitTime(time: VisitTime): string {
  const span = spokenSpan(time.startMinute, time.endMinute);
  return `${formatIsoDay(time.day)}, ${time.timing === "window" ? `arriving ${span}` : span}`;
}

/** What the "Book a visit" form starts with: the next day, 9–11 am, no one yet. */
export function newVisitDefaults(today: IsoDay) {
  return {
    time: { day: addDays(today, 1), timing: "fixed" as VisitTiming, startMinute: 9 * 60, endMinute: 11 * 60 },
    tradieIds: [],
    instructions: "",
  };
}
