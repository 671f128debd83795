import { describe, expect, it } from "vitest";
import { agendaDays, daysShown, readScheduleQuery, stepQuery } from "./schedule-range";

describe("the schedule's range", () => {
  it("shows Monday to Sunday of the week a day is in", () => {
    expect(daysShown({ view: "week", day: "2026-12-03" })).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(daysShown({ view: "week", day: "2026-12-06" })[0]).toBe("2026-11-30");
  });

  it("shows whole weeks that hold the month", () => {
    const days = daysShown({ view: "month", day: "2026-02-14" });
    expect(days[0]).toBe("2026-01-26");
    expect(days.at(-1)).toBe("2026-03-01");
    expect(days.length % 7).toBe(0);
  });

  it("steps by a day, a week or a month", () => {
    expect(stepQuery({ view: "day", day: "2026-12-31" }, 1).day).toBe("2027-01-01");
    expect(stepQuery({ view: "week", day: "2026-12-31" }, -1).day).toBe("2026-12-24");
    expect(stepQuery({ view: "month", day: "2026-01-31" }, 1).day).toBe("2026-02-01");
  });

  it("reads only what it knows from the URL", () => {
    expect(readScheduleQuery(new URLSearchParams("view=day&day=2026-12-01"), "2026-11-25")).toEqual({ view: "day", day: "2026-12-01" });
    expect(readScheduleQuery(new URLSearchParams("view=year&day=2026-02-30"), "2026-11-25")).toEqual({ view: "week", day: "2026-11-25" });
    expect(readScheduleQuery(new URLSearchParams("day=9999-01-01"), "2026-11-25").day).toBe("2026-11-25");
  });

  it("starts the phone's agenda at today: on a Saturday, Saturday and Sunday first, the week's past days apart (issue 40, item 16)", () => {
    const week = daysShown({ view: "week", day: "2026-12-05" }).map((day) => ({ day }));
    const { ahead, earlier } = agendaDays(week, "2026-12-05");
    expect(ahead.map((d) => d.day)).toEqual(["2026-12-05", "2026-12-06"]);
    expect(earlier.map((d) => d.day)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
    // Another week, or a single day, is shown as it is.
    expect(agendaDays(week, "2026-12-12")).toEqual({ ahead: week, earlier: [] });
    expect(agendaDays([{ day: "2026-12-01" }], "2026-12-01")).toEqual({ ahead: [{ day: "2026-12-01" }], earlier: [] });
  });
});
