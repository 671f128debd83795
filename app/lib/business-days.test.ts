import { describe, expect, it } from "vitest";
import {
  addAwakeHours,
  addBusinessDays,
  isBusinessDay,
  isOpenAt,
  nextSendingTime,
  openingOn,
  publicHoliday,
  publicHolidays,
  type OpeningHours,
} from "./business-days";
import { aucklandInstant } from "./clock";

describe("public holidays in Auckland", () => {
  it.each([
    ["2026-01-26", "Auckland Anniversary Day"], // Monday nearest 29 January (a Thursday)
    ["2027-02-01", "Auckland Anniversary Day"], // 29 January 2027 is a Friday: the Monday after
    ["2026-07-10", "Matariki"],
    ["2027-06-25", "Matariki"],
    ["2026-04-27", "ANZAC Day (substitute day)"], // Anzac Day on a Saturday is Mondayised
    ["2026-12-28", "Boxing Day (substitute day)"], // Boxing Day on a Saturday moves to Monday
    ["2027-12-27", "Christmas Day (substitute day)"], // Christmas on a Saturday, Boxing Day on a Sunday
    ["2027-12-28", "Boxing Day (substitute day)"],
  ])("%s is %s", (day, name) => expect(publicHoliday(day)?.name).toBe(name));

  it("has no holiday on an ordinary working day", () => expect(publicHoliday("2026-11-24")).toBeNull());

  it("lists a year in date order", () => {
    const days = publicHolidays(2026).map((h) => h.day);
    expect(days).toEqual([...days].sort());
    expect(days).toContain("2026-10-26"); // Labour Day
  });
});

describe("business days", () => {
  it("skips weekends and holidays", () => {
    expect(isBusinessDay("2026-11-23")).toBe(true);
    expect(isBusinessDay("2026-11-28")).toBe(false); // Saturday
    expect(isBusinessDay("2026-12-25")).toBe(false);
    expect(addBusinessDays("2026-12-24", 1)).toBe("2026-12-29"); // over Christmas, Boxing Day Mondayised
    expect(addBusinessDays("2026-11-20", 2)).toBe("2026-11-24"); // Friday + 2 = Tuesday
  });
});

const HOURS: OpeningHours = {
  monday: { opens: "07:00", closes: "18:00" },
  tuesday: { opens: "07:00", closes: "18:00" },
  wednesday: { opens: "07:00", closes: "18:00" },
  thursday: { opens: "07:00", closes: "18:00" },
  friday: { opens: "07:00", closes: "18:00" },
  saturday: { opens: "08:00", closes: "16:00" },
  sunday: null,
};

describe("opening hours", () => {
  it("opens and closes on Auckland time", () => {
    expect(openingOn("2026-11-23", HOURS)).toEqual({
      opens: aucklandInstant("2026-11-23", "07:00"),
      closes: aucklandInstant("2026-11-23", "18:00"),
    });
    expect(isOpenAt(aucklandInstant("2026-11-23", "06:59"), HOURS)).toBe(false);
    expect(isOpenAt(aucklandInstant("2026-11-23", "07:00"), HOURS)).toBe(true);
    expect(isOpenAt(aucklandInstant("2026-11-28", "15:59"), HOURS)).toBe(true); // Saturday
    expect(isOpenAt(aucklandInstant("2026-11-29", "12:00"), HOURS)).toBe(false); // Sunday, closed
  });

  it("is closed on public holidays", () => expect(openingOn("2026-12-25", HOURS)).toBeNull());
});

describe("nextSendingTime", () => {
  it("keeps a time inside 8 am to 8 pm", () => {
    const at = aucklandInstant("2026-11-24", "10:00");
    expect(nextSendingTime(at)).toEqual(at);
  });

  it("moves a night-time send to 8 am", () => {
    expect(nextSendingTime(aucklandInstant("2026-11-24", "21:30"))).toEqual(aucklandInstant("2026-11-25", "08:00"));
    expect(nextSendingTime(aucklandInstant("2026-11-25", "06:00"))).toEqual(aucklandInstant("2026-11-25", "08:00"));
  });

  it("moves a send off public holidays", () => {
    expect(nextSendingTime(aucklandInstant("2026-12-24", "21:00"))).toEqual(aucklandInstant("2026-12-27", "08:00")); // 25th, 26th holidays; 27th Sunday is allowed
  });
});

describe("hours counted outside quiet hours (issue 40, item 7)", () => {
  const NIGHT = { from: "21:00", until: "07:00" };
  const at = (day: string, time: string) => aucklandInstant(day, time).toISOString();

  it("starts an offer made in the night in the morning: 10:36 pm plus four hours is 11 am, not 2:36 am", () => {
    expect(addAwakeHours(aucklandInstant("2026-11-30", "22:36"), 4, NIGHT).toISOString()).toBe(at("2026-12-01", "11:00"));
    expect(addAwakeHours(aucklandInstant("2026-12-01", "03:00"), 4, NIGHT).toISOString()).toBe(at("2026-12-01", "11:00"));
  });

  it("splits hours around the night, and leaves daytime hours as they are", () => {
    expect(addAwakeHours(aucklandInstant("2026-11-30", "20:00"), 4, NIGHT).toISOString()).toBe(at("2026-12-01", "10:00"));
    expect(addAwakeHours(aucklandInstant("2026-11-30", "10:15"), 4, NIGHT).toISOString()).toBe(at("2026-11-30", "14:15"));
    expect(addAwakeHours(aucklandInstant("2026-11-30", "17:00"), 4, NIGHT).toISOString()).toBe(at("2026-11-30", "21:00"));
    expect(addAwakeHours(aucklandInstant("2026-11-30", "09:00"), 30, NIGHT).toISOString()).toBe(at("2026-12-02", "11:00"));
  });

  it("reads quiet hours within one day, and none when they start and end together", () => {
    expect(addAwakeHours(aucklandInstant("2026-11-30", "11:00"), 2, { from: "12:00", until: "13:00" }).toISOString()).toBe(
      at("2026-11-30", "14:00"),
    );
    expect(addAwakeHours(aucklandInstant("2026-11-30", "22:36"), 4, { from: "07:00", until: "07:00" }).toISOString()).toBe(
      at("2026-12-01", "02:36"),
    );
  });

  it("keeps the night its real length across the change to daylight saving", () => {
    // Clocks go forward at 2 am on 27 September 2026: 9 pm to 7 am that night is nine hours, not ten.
    expect(addAwakeHours(aucklandInstant("2026-09-26", "20:00"), 4, NIGHT).toISOString()).toBe(at("2026-09-27", "10:00"));
  });
});
