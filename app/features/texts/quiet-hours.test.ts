import { describe, expect, it } from "vitest";
import { isQuietHour, textableFrom } from "./quiet-hours";

// 2026-11-30 is in New Zealand daylight time (UTC+13).
const auckland = (iso: string) => new Date(`${iso}+13:00`);

describe("quiet hours, 9 pm to 8 am in Auckland", () => {
  it("lets a text go at once in the day, up to a minute before nine at night", () => {
    expect(textableFrom(auckland("2026-11-30T08:00:00"))).toEqual(auckland("2026-11-30T08:00:00"));
    expect(textableFrom(auckland("2026-11-30T20:59:00"))).toEqual(auckland("2026-11-30T20:59:00"));
    expect(isQuietHour(auckland("2026-11-30T13:15:00"))).toBe(false);
  });

  it("holds a text from late evening and from early morning until 8 am", () => {
    expect(textableFrom(auckland("2026-11-30T21:00:00"))).toEqual(auckland("2026-12-01T08:00:00"));
    expect(textableFrom(auckland("2026-11-30T23:45:00"))).toEqual(auckland("2026-12-01T08:00:00"));
    expect(textableFrom(auckland("2026-12-01T06:30:00"))).toEqual(auckland("2026-12-01T08:00:00"));
  });

  it("keeps 8 am across the change to winter time", () => {
    // 2027-04-04: daylight time ends at 3 am; 8 am that morning is UTC+12.
    expect(textableFrom(new Date("2027-04-03T10:00:00Z"))).toEqual(new Date("2027-04-03T20:00:00Z"));
  });
});
