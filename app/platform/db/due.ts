import { lt, type Column, type SQL } from "drizzle-orm";

/**
 * "Due by `now`" for a stamped column. JavaScript reads the clock to the millisecond and
 * PostgreSQL stamps `now()` to the microsecond, so a row made due in this same millisecond
 * (…00.000400) is later than `now` (…00.000): `column <= now` would pass it by until the
 * worker's next turn. Due is before the end of `now`'s millisecond.
 */
export function dueBy(column: Column, now: Date): SQL {
  return lt(column, new Date(now.getTime() + 1))!;
}
