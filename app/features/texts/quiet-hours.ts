import { addDays, aucklandClock, aucklandInstant, businessDayOf, type IsoDay } from "~/lib/clock";

/**
 * No texts between 9 pm and 8 am Auckland time (docs/decisions/0172): the Unsolicited Electronic
 * Messages Act does not set hours, but a text at night wakes people, and New Zealand's marketing
 * code keeps to these. Only "on my way" is sent at any hour (the tradie is on the road).
 */
const QUIET_FROM = "21:00";
const QUIET_UNTIL = "08:00";

const timeOf = aucklandClock;

export function isQuietHour(instant: Date): boolean {
  const time = timeOf(instant);
  return time >= QUIET_FROM || time < QUIET_UNTIL;
}

/** `instant` itself when texts may go then, else 8 am the next morning (Auckland). */
export function textableFrom(instant: Date): Date {
  if (!isQuietHour(instant)) return instant;
  const day: IsoDay = businessDayOf(instant);
  return timeOf(instant) >= QUIET_FROM ? aucklandInstant(addDays(day, 1), QUIET_UNTIL) : aucklandInstant(day, QUIET_UNTIL);
}
