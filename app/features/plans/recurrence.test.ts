import { describe, expect, it } from "vitest";
import type { PlanRule } from "./plan-schema";
import { describeRules, monthsBetween, placeOnCalendar, ruleDates, ruleStrings } from "./recurrence";

const rule = (over: Partial<PlanRule>): PlanRule => ({
  frequency: "weekly",
  interval: 1,
  weekdays: [],
  monthWeek: null,
  fromMonth: null,
  toMonth: null,
  ...over,
});

describe("a plan's rule in words", () => {
  it("names how often, the weekdays and the season", () => {
    expect(describeRules([rule({ interval: 2, weekdays: [1], fromMonth: 10, toMonth: 4 })])).toBe(
      "Every 2 weeks on Tuesday, October to April",
    );
    expect(
      describeRules([
        rule({ interval: 2, weekdays: [1], fromMonth: 10, toMonth: 4 }),
        rule({ frequency: "monthly", weekdays: [0], monthWeek: 1, fromMonth: 5, toMonth: 9 }),
      ]),
    ).toBe("Every 2 weeks on Tuesday, October to April; every month on the 1st Monday, May to September");
    expect(describeRules([rule({ frequency: "monthly", interval: 6 })])).toBe("Every 6 months");
    expect(describeRules([rule({ frequency: "monthly", interval: 3, fromMonth: 12, toMonth: 12 })])).toBe("Every 3 months, December");
  });

  it("is RFC 5545 for calendars", () => {
    expect(ruleStrings([rule({ interval: 2, weekdays: [1], fromMonth: 10, toMonth: 4 })], "2026-10-01")).toEqual([
      "DTSTART:20261001T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=MO;BYMONTH=10,11,12,1,2,3,4",
    ]);
  });
});

describe("the months of a season", () => {
  it("wraps over the new year", () => {
    expect(monthsBetween(10, 4)).toEqual([10, 11, 12, 1, 2, 3, 4]);
    expect(monthsBetween(5, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(monthsBetween(3, 3)).toEqual([3]);
  });
});

describe("the dates of a rule", () => {
  it("keep within the plan's first and last days", () => {
    const plan = { rules: [rule({ weekdays: [4] })], startsOn: "2026-12-02", endsOn: "2026-12-20" };
    expect(ruleDates(plan, "2026-11-01", "2027-01-31")).toEqual(["2026-12-04", "2026-12-11", "2026-12-18"]);
    expect(ruleDates(plan, "2026-12-12", "2026-12-31")).toEqual(["2026-12-18"]);
    expect(ruleDates(plan, "2027-01-01", "2027-01-31")).toEqual([]);
  });
});

describe("a date on a public holiday", () => {
  it("moves to the next working day, or is skipped, as the plan says", () => {
    expect(placeOnCalendar("2026-10-26", "move")).toEqual({ day: "2026-10-27", note: "Moved from Labour Day" });
    // Christmas Day (Friday), then the weekend and Boxing Day's Monday: Tuesday.
    expect(placeOnCalendar("2026-12-25", "move")).toEqual({ day: "2026-12-29", note: "Moved from Christmas Day" });
    expect(placeOnCalendar("2026-12-25", "skip")).toEqual({ day: null, note: "Skipped: Christmas Day" });
    expect(placeOnCalendar("2026-10-27", "skip")).toEqual({ day: "2026-10-27", note: "" });
    // A Saturday that is no holiday stays: the plan chose it.
    expect(placeOnCalendar("2026-10-31", "move")).toEqual({ day: "2026-10-31", note: "" });
  });
});
