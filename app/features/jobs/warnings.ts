import { openingMinutesOn, publicHoliday, type OpeningHours } from "~/lib/business-days";
import { formatIsoDay } from "~/lib/clock";
import { lapses, type Expiries } from "~/features/tradies/lapse";
import { clashWarning, type Clash } from "./clash";
import type { VisitTime } from "./visit-times";

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
  const warnings = clashes.map(clashWarning);
  const holiday = publicHoliday(time.day);
  if (holiday) warnings.push(`${formatIsoDay(time.day)} is a public holiday (${holiday.name}).`);
  // Wall-clock minutes against wall-clock hours: the same on a daylight-saving day as any other.
  const open = openingMinutesOn(time.day, openingHours);
  if (!open && !holiday) warnings.push(`The business is closed on ${formatIsoDay(time.day)}.`);
  if (open && (time.startMinute < open.opens || time.endMinute > open.closes)) warnings.push("The visit is outside business hours.");
  for (const tradie of tradies) for (const lapse of lapses(tradie, time.day)) warnings.push(`${tradie.name}: ${lapse}.`);
  return warnings;
}
