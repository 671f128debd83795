const when = new Intl.DateTimeFormat("en-NZ", { timeZone: "Pacific/Auckland", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true });
const day = new Intl.DateTimeFormat("en-NZ", { timeZone: "Pacific/Auckland", day: "numeric", month: "short", year: "numeric" });

/** "3 Mar 2026, 2:05 pm" in Auckland, for histories and lists. Takes a Date or its JSON string. */
export function formatWhen(value: Date | string): string {
  return when.format(new Date(value));
}

/** "3 Mar 2026" in Auckland. */
export function formatDay(value: Date | string): string {
  return day.format(new Date(value));
}
