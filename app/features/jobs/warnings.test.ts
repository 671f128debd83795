import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { visitWarnings } from "./warnings";

const hours = DEFAULT_SETTINGS.openingHours;
const sam = { name: "Sam Patel", insuranceExpiresOn: "2027-06-30", licences: [] };
const tuesday = { day: "2026-12-01", timing: "fixed" as const, startMinute: 9 * 60, endMinute: 11 * 60 };

describe("a visit's warnings", () => {
  it("has none on an ordinary weekday in business hours with a current tradie", () => {
    expect(visitWarnings({ time: tuesday, tradies: [sam], clashes: [], openingHours: hours })).toEqual([]);
  });

  it("names a double booking", () => {
    const warnings = visitWarnings({
      time: tuesday,
      tradies: [sam],
      clashes: [{ tradieName: "Sam Patel", what: "J-000045", startMinute: 600, endMinute: 720 }],
      openingHours: hours,
    });
    expect(warnings).toEqual(["Sam Patel is also booked 10 am – 12 pm that day (J-000045)."]);
  });

  it("names a public holiday, Auckland's own included", () => {
    expect(visitWarnings({ time: { ...tuesday, day: "2026-12-25" }, tradies: [], clashes: [], openingHours: hours })).toContain(
      "Friday 25 December 2026 is a public holiday (Christmas Day).",
    );
    expect(visitWarnings({ time: { ...tuesday, day: "2027-02-01" }, tradies: [], clashes: [], openingHours: hours })).toContain(
      "Monday 1 February 2027 is a public holiday (Auckland Anniversary Day).",
    );
  });

  it("warns outside business hours and on a closed day", () => {
    expect(
      visitWarnings({ time: { ...tuesday, startMinute: 17 * 60, endMinute: 19 * 60 }, tradies: [], clashes: [], openingHours: hours }),
    ).toEqual(["The visit is outside business hours."]);
    const closedSundays = { ...hours, sunday: null };
    expect(visitWarnings({ time: { ...tuesday, day: "2026-12-06" }, tradies: [], clashes: [], openingHours: closedSundays })).toEqual([
      "The business is closed on Sunday 6 December 2026.",
    ]);
  });

  it("names a tradie whose insurance or licence has lapsed by the visit's day", () => {
    const lapsed = {
      name: "Grace Liu",
      insuranceExpiresOn: "2026-11-30",
      licences: [{ kind: "ewrb" as const, number: "E 12345", expiresOn: "2026-12-31" }],
    };
    expect(visitWarnings({ time: tuesday, tradies: [lapsed], clashes: [], openingHours: hours })).toEqual([
      "Grace Liu: Public liability insurance expired on Monday 30 November 2026.",
    ]);
  });
});
