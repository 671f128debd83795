import { addDays, aucklandClock, aucklandInstant, businessDayOf, type IsoDay } from "~/lib/clock";

/**
 * No texts between 9 pm and 8 am Auckland time (docs/decisions/0172): the Unsolicited Electronic
 * Messages Act does not set hours, but a text at night wakes people. Only "on my way" is sent at
 * any hour (the tradie is on the road). The hours are a setting; the same start and end means none.
 */
export interface TextQuietHours {
  from: string;
  until: string;
}

export const TEXT_QUIET_HOURS: TextQuietHours = { from: "21:00", until: "08:00" };

export function isQuietHour(instant: Date, quiet: TextQuietHours = TEXT_QUIET_HOURS): boolean {
  if (quiet.from === quiet.until) return false;
  const time = aucklandClock(instant);
  return quiet.from > quiet.until ? time >= quiet.from || time < quiet.until : time >= quiet.from && time < quiet.until;
}

/** `instant` itself when texts may go then, else the end of the quiet hours (Auckland). */
export function textableFrom(instant: Date, quiet: TextQuietHours = TEXT_QUIET_HOURS): Date {
  if (!isQuietHour(instant, quiet)) return instant;
  const day: IsoDay = businessDayOf(instant);
  const time = aucklandClock(instant);
  return quiet.from > quiet.until && time >= quiet.from ? aucklandInstant(addDays(day, 1), quiet.until) : aucklandInstant(day, quiet.until);
}
