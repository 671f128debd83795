import { describe, expect, it } from "vitest";
import { formatIsoDay, isIsoDay, isoDayFromLocalDate, localDateFromIsoDay, todayInBusinessZone } from "./dates";

describe("todayInBusinessZone", () => {
  it.each([
    ["2026-07-01T11:59:00Z", "2026-07-01"], // 23:59 NZST
    ["2026-07-01T12:00:00Z", "2026-07-02"], // midnight NZST
    ["2026-12-31T10:59:00Z", "2026-12-31"], // 23:59 NZDT
    ["2026-12-31T11:00:00Z", "2027-01-01"], // midnight NZDT
  ])("at %s it is %s in Auckland", (instant, day) => {
    expect(todayInBusinessZone(new Date(instant))).toBe(day);
  });
});

describe("isIsoDay", () => {
  it.each(["2026-01-31", "2028-02-29", "2026-12-01"])("accepts %s", (day) => expect(isIsoDay(day)).toBe(true));
  it.each(["2026-02-29", "2026-04-31", "2026-00-10", "2026-1-05", "20260105", " 2026-01-05", "2026-01-05\n"])("rejects %j", (day) => expect(isIsoDay(day)).toBe(false));
});

describe("calendar dates", () => {
  it("round-trips a day through the browser's local Date without shifting it", () => {
    for (const day of ["2026-01-01", "2026-04-05", "2026-09-27", "2026-12-31"]) expect(isoDayFromLocalDate(localDateFromIsoDay(day))).toBe(day);
  });

  it("formats a day the same way whatever the zone", () => {
    expect(formatIsoDay("2026-08-15")).toBe("Saturday 15 August 2026");
    expect(formatIsoDay("2027-01-01")).toBe("Friday 1 January 2027");
  });
});
