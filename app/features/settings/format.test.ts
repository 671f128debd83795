import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "./defaults";
import { formatTime, openingHoursRows } from "./format";

describe("opening hours", () => {
  it("groups consecutive days with the same hours", () => {
    expect(openingHoursRows(DEFAULT_SETTINGS.openingHours)).toEqual([
      { days: "Mon–Fri", hours: "7:00 am – 6:00 pm" },
      { days: "Sat", hours: "8:00 am – 4:00 pm" },
      { days: "Sun", hours: "9:00 am – 3:00 pm" },
    ]);
  });

  it("shows closed days", () => {
    const hours = { ...DEFAULT_SETTINGS.openingHours, sunday: null, saturday: null };
    expect(openingHoursRows(hours).at(-1)).toEqual({ days: "Sat–Sun", hours: "Closed" });
  });

  it.each([
    ["00:00", "12:00 am"],
    ["07:05", "7:05 am"],
    ["12:00", "12:00 pm"],
    ["18:30", "6:30 pm"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });
});
