import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  addDays,
  aucklandInstant,
  aucklandMonthOf,
  businessDayOf,
  formatClock,
  formatClockText,
  formatCompact,
  formatFull,
  formatIsoDay,
  formatIsoDayMonth,
  formatIsoDayShort,
  formatMonthYear,
  formatTimeOfDay,
  formatWhen,
  isIsoDay,
  isoDayFromLocalDate,
  localDateFromIsoDay,
  todayInAuckland,
  weekdayOf,
} from "./clock";

describe("todayInAuckland", () => {
  it.each([
    ["2026-07-01T11:59:00Z", "2026-07-01"], // 23:59 NZST
    ["2026-07-01T12:00:00Z", "2026-07-02"], // midnight NZST
    ["2026-12-31T10:59:00Z", "2026-12-31"], // 23:59 NZDT
    ["2026-12-31T11:00:00Z", "2027-01-01"], // midnight NZDT
  ])("at %s it is %s in Auckland", (instant, day) => {
    expect(todayInAuckland(new Date(instant))).toBe(day);
  });

  it("turns the day at midnight when asked again and again across it, and across the change to daylight saving", () => {
    const seen = (from: string, minutes: number) =>
      Array.from({ length: minutes }, (_, i) => businessDayOf(new Date(Date.parse(from) + i * 60_000 + 59_999)));
    const midnight = seen("2026-07-01T11:45:00Z", 30); // 23:45 to 00:15 NZST
    expect(midnight.slice(0, 15)).toEqual(Array(15).fill("2026-07-01"));
    expect(midnight.slice(15)).toEqual(Array(15).fill("2026-07-02"));
    // Clocks went forward at 2 am on 27 September 2026 (14:00 UTC on the 26th): midnight is then 11:00 UTC.
    const afterChange = seen("2026-09-27T10:45:00Z", 30);
    expect(afterChange.slice(0, 15)).toEqual(Array(15).fill("2026-09-27"));
    expect(afterChange.slice(15)).toEqual(Array(15).fill("2026-09-28"));
    expect(() => businessDayOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("isIsoDay", () => {
  it.each(["2026-01-31", "2028-02-29", "2026-12-01"])("accepts %s", (day) => expect(isIsoDay(day)).toBe(true));
  it.each(["2026-02-29", "2026-04-31", "2026-00-10", "2026-1-05", "20260105", " 2026-01-05", "2026-01-05\n"])("rejects %j", (day) =>
    expect(isIsoDay(day)).toBe(false),
  );
});

describe("calendar dates", () => {
  it("round-trips a day through the browser's local Date without shifting it", () => {
    for (const day of ["2026-01-01", "2026-04-05", "2026-09-27", "2026-12-31"])
      expect(isoDayFromLocalDate(localDateFromIsoDay(day))).toBe(day);
  });

  it("formats a day the same way whatever the zone", () => {
    expect(formatIsoDay("2026-08-15")).toBe("Saturday 15 August 2026");
    expect(formatIsoDay("2027-01-01")).toBe("Friday 1 January 2027");
    // Asked again (kept formatted), and for more days than are kept.
    expect(formatIsoDay("2026-08-15")).toBe("Saturday 15 August 2026");
    const days = Array.from({ length: 1_500 }, (_, i) => addDays("2026-01-01", i));
    expect(days.map(formatIsoDay).filter((text) => text.startsWith("Saturday "))).toHaveLength(
      days.filter((d) => weekdayOf(d) === 6).length,
    );
    expect(formatIsoDay("2027-01-01")).toBe("Friday 1 January 2027");
  });
});

describe("wall-clock times across daylight saving", () => {
  // NZ daylight saving starts at 2 am on the last Sunday of September (clocks forward an
  // hour) and ends at 3 am on the first Sunday of April (clocks back an hour).
  it("keeps 9:30 am on either side of the September change", () => {
    expect(aucklandInstant("2026-09-26", "09:30").toISOString()).toBe("2026-09-25T21:30:00.000Z"); // NZST, UTC+12
    expect(aucklandInstant("2026-09-28", "09:30").toISOString()).toBe("2026-09-27T20:30:00.000Z"); // NZDT, UTC+13
  });

  it("keeps 9:30 am on either side of the April change", () => {
    expect(aucklandInstant("2026-04-04", "09:30").toISOString()).toBe("2026-04-03T20:30:00.000Z"); // NZDT
    expect(aucklandInstant("2026-04-06", "09:30").toISOString()).toBe("2026-04-05T21:30:00.000Z"); // NZST
  });

  it("agrees with a time-zone library on every quarter hour of four years, the skipped and repeated hours included", () => {
    const differ: string[] = [];
    for (let day = "2025-01-01"; day < "2029-01-01"; day = addDays(day, 1))
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
        const [year, month, date] = day.split("-").map(Number);
        const expected = new TZDate(year, month - 1, date, Math.floor(minute / 60), minute % 60, 0, "Pacific/Auckland").getTime();
        if (aucklandInstant(day, time).getTime() !== expected) differ.push(`${day} ${time}`);
      }
    expect(differ).toEqual([]);
    // The September change skips 2 am to 3 am; April's repeats 2 am to 3 am (its second, standard time).
    expect(aucklandInstant("2026-09-27", "02:30").toISOString()).toBe("2026-09-26T14:30:00.000Z");
    expect(aucklandInstant("2026-04-05", "02:30").toISOString()).toBe("2026-04-04T14:30:00.000Z");
  });

  it("starts a day at Auckland midnight, whatever the season", () => {
    expect(aucklandInstant("2026-07-01").toISOString()).toBe("2026-06-30T12:00:00.000Z");
    expect(aucklandInstant("2026-12-01").toISOString()).toBe("2026-11-30T11:00:00.000Z");
    expect(businessDayOf(aucklandInstant("2026-09-27"))).toBe("2026-09-27");
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("knows the weekday of a day", () => {
    expect(weekdayOf("2026-11-23")).toBe(1); // Monday
    expect(weekdayOf("2026-11-29")).toBe(0); // Sunday
  });
});

describe("formats", () => {
  const instant = new Date("2026-03-03T01:05:00Z"); // 2:05 pm NZDT
  it("shows instants in Auckland time", () => {
    expect(formatWhen(instant, new Date("2026-06-01T00:00:00Z"))).toBe("Tue 3 Mar, 2:05 pm");
    expect(formatTimeOfDay(instant)).toBe("2:05 pm");
    expect(formatMonthYear(instant)).toBe("March 2026");
    expect(formatFull(instant)).toMatch(/^Tuesday,? 3 March 2026 at 2:05 pm$/);
    expect(formatCompact(instant)).toBe("03/03/2026, 2:05 pm");
  });

  it("writes each instant in full in its own minute, the same minute alike, across the change to daylight saving", () => {
    expect(formatFull(new Date("2026-03-03T01:05:59Z"))).toMatch(/ 2:05 pm$/);
    expect(formatFull(new Date("2026-03-03T01:06:00Z"))).toMatch(/ 2:06 pm$/);
    expect(formatFull("2026-03-03T01:05:30Z")).toMatch(/ 2:05 pm$/);
    // 2:00 am NZST on 27 September 2026 becomes 3:00 am NZDT.
    expect(formatFull(new Date("2026-09-26T13:59:00Z"))).toMatch(/27 September 2026 at 1:59 am$/);
    expect(formatFull(new Date("2026-09-26T14:00:00Z"))).toMatch(/27 September 2026 at 3:00 am$/);
    expect(() => formatFull("not a time")).toThrow(RangeError);
  });

  it("shows a day and month", () => expect(formatIsoDayMonth("2026-08-15")).toBe("15 Aug"));
});

describe("the one way people read times and days (issue 40, item 16)", () => {
  it("says a time as people do: 9 am, 9:30 am, 12 pm, never 09:00 AM", () => {
    expect([0, 9 * 60, 9 * 60 + 30, 12 * 60, 12 * 60 + 15, 18 * 60, 23 * 60 + 45, 1440].map(formatClock)).toEqual([
      "12 am",
      "9 am",
      "9:30 am",
      "12 pm",
      "12:15 pm",
      "6 pm",
      "11:45 pm",
      "12 am",
    ]);
    expect(formatTimeOfDay(new Date("2026-03-02T20:00:00Z"))).toBe("9 am");
    expect(formatTimeOfDay(new Date("2026-03-02T20:30:00Z"))).toBe("9:30 am");
    // 2 am NZST on 27 September 2026 becomes 3 am NZDT.
    expect(formatTimeOfDay(new Date("2026-09-26T13:59:00Z"))).toBe("1:59 am");
    expect(formatTimeOfDay(new Date("2026-09-26T14:00:00Z"))).toBe("3 am");
  });

  it("reads the clock texts stored elsewhere the same way: a setting's 07:30 and a request's 10:00 AM", () => {
    expect(["07:00", "07:30", "18:00", "10:00 AM", "09:00 AM", "9:00 AM", "12:00 PM", "06:00 PM", "12:00 AM"].map(formatClockText)).toEqual(
      ["7 am", "7:30 am", "6 pm", "10 am", "9 am", "9 am", "12 pm", "6 pm", "12 am"],
    );
    for (const odd of ["Morning (8am – 12pm)", "13:00 PM", "25:00", ""]) expect(formatClockText(odd)).toBe(odd);
  });

  it("shows a day as Mon 30 Nov, with the year only outside the current one", () => {
    expect(formatIsoDayShort("2026-11-30", "2026-11-28")).toBe("Mon 30 Nov");
    expect(formatIsoDayShort("2026-09-05", "2026-01-01")).toBe("Sat 5 Sep");
    expect(formatIsoDayShort("2025-11-30", "2026-11-28")).toBe("Sun 30 Nov 2025");
    expect(formatIsoDayShort("2027-01-01", "2026-12-31")).toBe("Fri 1 Jan 2027");
  });

  it("shows an instant as its Auckland day and time, the day turning at Auckland midnight", () => {
    const now = new Date("2026-11-20T00:00:00Z");
    expect(formatWhen(new Date("2026-11-30T09:36:00Z"), now)).toBe("Mon 30 Nov, 10:36 pm");
    expect(formatWhen(new Date("2026-11-30T11:00:00Z"), now)).toBe("Tue 1 Dec, 12 am");
    expect(formatWhen("2027-01-04T20:00:00Z", now)).toBe("Tue 5 Jan 2027, 9 am");
  });
});

describe("aucklandMonthOf", () => {
  it("puts an instant in its Auckland month, not its UTC one", () => {
    // 11:30 pm on 30 November in Auckland (NZDT) is 10:30 am that day in UTC; 00:30 on 1 December is still 30 November in UTC.
    expect(aucklandMonthOf(aucklandInstant("2026-11-30", "23:30"))).toBe("2026-11");
    expect(aucklandMonthOf(aucklandInstant("2026-12-01", "00:30"))).toBe("2026-12");
    expect(aucklandInstant("2026-12-01", "00:30").toISOString().slice(0, 7)).toBe("2026-11");
    expect(aucklandMonthOf(aucklandInstant("2026-06-30", "23:59"))).toBe("2026-06");
  });
});
