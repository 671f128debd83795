import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "./defaults";
import { openingHoursRows } from "./format";

describe("opening hours", () => {
  it("groups consecutive days with the same hours", () => {
    expect(openingHoursRows(DEFAULT_SETTINGS.openingHours)).toEqual([
      { days: "Mon–Fri", hours: "7 am – 6 pm" },
      { days: "Sat", hours: "8 am – 4 pm" },
      { days: "Sun", hours: "9 am – 3 pm" },
    ]);
  });

  it("shows closed days", () => {
    const hours = { ...DEFAULT_SETTINGS.openingHours, sunday: null, saturday: null };
    expect(openingHoursRows(hours).at(-1)).toEqual({ days: "Sat–Sun", hours: "Closed" });
  });

  it("says the hours as people do, minutes only where there are some", () => {
    const hours = { ...DEFAULT_SETTINGS.openingHours, monday: { opens: "06:30", closes: "17:00" } };
    expect(openingHoursRows(hours)[0]).toEqual({ days: "Mon", hours: "6:30 am – 5 pm" });
  });
});
