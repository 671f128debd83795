import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import type { OpeningHours } from "~/lib/business-days";
import { aucklandInstant } from "~/lib/clock";
import { TIME_SLOTS } from "./constants";
import { closedWeekdays, firstBookableDay, openingHoursOf, slotClock, timeSlotsOn } from "./time-slots";

/** The spec's hours, the settings' defaults: Mon–Fri 7–6, Sat 8–4, Sun 9–3. */
const HOURS: OpeningHours = DEFAULT_SETTINGS.openingHours;
// Days long after "now" below, so none is today.
const NOW = new Date("2026-11-30T19:00:00Z");
const SUNDAY = "2026-12-13";
const SATURDAY = "2026-12-12";
const MONDAY = "2026-12-14";

describe("the quote form's times", () => {
  it("reads a slot as a 24-hour clock", () => {
    expect(TIME_SLOTS.map(slotClock)).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
    ]);
  });

  it("offers on each day only the times the business is open that weekday", () => {
    expect(timeSlotsOn(SUNDAY, HOURS, NOW)).toEqual(["09:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "01:00 PM", "02:00 PM", "03:00 PM"]);
    expect(timeSlotsOn(SATURDAY, HOURS, NOW)).toEqual(TIME_SLOTS.slice(0, 9));
    expect(timeSlotsOn(MONDAY, HOURS, NOW)).toEqual(TIME_SLOTS);
    expect(timeSlotsOn(SUNDAY, HOURS, NOW)).not.toContain("06:00 PM");
  });

  it("follows the settings: a changed day, and a closed one", () => {
    const changed = { ...HOURS, sunday: null, saturday: { opens: "10:00", closes: "12:30" } };
    expect(timeSlotsOn(SUNDAY, changed, NOW)).toEqual([]);
    expect(timeSlotsOn(SATURDAY, changed, NOW)).toEqual(["10:00 AM", "11:00 AM", "12:00 PM"]);
    expect(closedWeekdays(changed)).toEqual([0]);
    expect(closedWeekdays(HOURS)).toEqual([]);
  });

  it("offers on today only the times still to come, in Auckland", () => {
    const monday2pm = aucklandInstant(MONDAY, "14:00");
    expect(timeSlotsOn(MONDAY, HOURS, monday2pm)).toEqual(["03:00 PM", "04:00 PM", "05:00 PM", "06:00 PM"]);
    expect(timeSlotsOn(MONDAY, HOURS, aucklandInstant(MONDAY, "18:30"))).toEqual([]);
  });

  it("offers every slot when the hours are not known", () => {
    expect(timeSlotsOn(SUNDAY, undefined, NOW)).toEqual(TIME_SLOTS);
    const body = { dataset: { openingHours: "not json" } } as unknown as HTMLElement;
    expect(openingHoursOf(body)).toBeUndefined();
    expect(openingHoursOf({ dataset: { openingHours: JSON.stringify(HOURS) } } as unknown as HTMLElement)).toEqual(HOURS);
  });

  it("opens the calendar on the first day with a time left, in a later month when this one has none", () => {
    // 30 November, a Monday: at 2 pm today still offers times; at 6.30 pm the first is 1 December.
    expect(firstBookableDay(HOURS, aucklandInstant("2026-11-30", "14:00"))).toBe("2026-11-30");
    expect(firstBookableDay(HOURS, aucklandInstant("2026-11-30", "18:30"))).toBe("2026-12-01");
    // Saturday 31 October after 4 pm, closed on Sundays and Mondays: Tuesday 3 November.
    const longWeekend = { ...HOURS, sunday: null, monday: null };
    expect(firstBookableDay(longWeekend, aucklandInstant("2026-10-31", "16:30"))).toBe("2026-11-03");
    expect(firstBookableDay(undefined, aucklandInstant("2026-10-31", "23:30"))).toBe("2026-11-01");
    const closedAllWeek = Object.fromEntries(Object.keys(HOURS).map((day) => [day, null])) as OpeningHours;
    expect(firstBookableDay(closedAllWeek, NOW)).toBeUndefined();
  });
});
