/**
 * The first instant after `now`'s millisecond, for "is it due yet?" against the database.
 * JavaScript reads the clock to the millisecond and PostgreSQL stamps `now()` to the
 * microsecond, so a row made due in this same millisecond (…00.000400) is later than `now`
 * (…00.000) and a worker would pass it by until its next turn: compare `due < dueBefore(now)`.
 */
export function dueBefore(now: Date): Date {
  return new Date(now.getTime() + 1);
}
