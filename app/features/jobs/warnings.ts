import { openingMinutesOn, publicHoliday, type OpeningHours } from "~/lib/business-days";
import { formatIsoDay } from "~/lib/clock";
import { lapses, type Expiries } from "~/features/tradies/lapse";
import { spokenSpan, type VisitTime } from "./visit-times";

/** Another visit a tradie is already on at the same time. */
export interface Clash {
  tradieName: string;
  /** "J-000045" or "a site visit for lead #12". */
  what: string;
  startMinute: number;
  endMinute: number;
}

export interface WarningFacts {
  time: VisitTime;
  tradies: readonly (Expiries & { name: string })[];
  clashes: readonly Clash[];
  openingHours: OpeningHours;
}

/**
 * What staff should know before a visit goes ahead (docs/decisions/0108): warnings, never
 * blocks, since the office knows things the schedule does not (a tradie who works Saturdays,
 * a holiday job agreed with the customer).
 */
export function visitWarnings({ time, tradies, clashes, openingHours }: WarningFacts): string[] {
  const warnings: string[] = [];
  for (const clash of clashes)
    warnings.push(`${clash.tradieName} is also booked ${spokenSpan(clash.startMinute, clash.endMinute)} that day (${clash.what}).`);
  const holiday = publicHoliday(time.day);
  if (holiday) warnings.push(`${formatIsoDay(time.day)} is a public holiday (${holiday.name}).`);
  // Wall-clock minutes against wall-clock hours: the same on a daylight-saving day as any other.
  const open = openingMinutesOn(time.day, openingHours);
  if (!open && !holiday) warnings.push(`The business is closed on ${formatIsoDay(time.day)}.`);
  if (open && (time.startMinute < open.opens || time.endMinute > open.closes)) warnings.push("The visit is outside business hours.");
  for (const tradie of tradies) for (const lapse of lapses(tradie, time.day)) warnings.push(`${tradie.name}: ${lapse}.`);
  return warnings;
}
