import { describe, expect, it } from "vitest";
import { clockText, describeVisitTime, minuteOfDay, spokenSpan, visitInstants } from "./visit-times";

describe("a visit's instants keep its wall-clock times across daylight saving", () => {
  // New Zealand daylight time ends at 3 am on Sunday 5 April 2026 and starts at 2 am on Sunday 27 September 2026.
  it.each([
    ["the week before daylight time ends", "2026-03-31", "2026-03-30T20:00:00.000Z", "2026-03-30T22:00:00.000Z"],
    ["the week after daylight time ends", "2026-04-07", "2026-04-06T21:00:00.000Z", "2026-04-06T23:00:00.000Z"],
    ["the week before daylight time starts", "2026-09-22", "2026-09-21T21:00:00.000Z", "2026-09-21T23:00:00.000Z"],
    ["the week after daylight time starts", "2026-09-29", "2026-09-28T20:00:00.000Z", "2026-09-28T22:00:00.000Z"],
  ])("9–11 am on %s (%s) is %s to %s", (_, day, starts, ends) => {
    const { startsAt, endsAt } = visitInstants({ day, startMinute: 9 * 60, endMinute: 11 * 60 });
    expect(startsAt.toISOString()).toBe(starts);
    expect(endsAt.toISOString()).toBe(ends);
  });

  it("a visit on the day the clocks go back lasts an hour longer than its wall-clock span when it spans 2–3 am", () => {
    const { startsAt, endsAt } = visitInstants({ day: "2026-04-05", startMinute: 60, endMinute: 4 * 60 });
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(4);
  });

  it("a visit on the day the clocks go forward is an hour shorter across 2–3 am", () => {
    const { startsAt, endsAt } = visitInstants({ day: "2026-09-27", startMinute: 60, endMinute: 4 * 60 });
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(2);
  });

  it("ends at midnight as the next day's first instant", () => {
    expect(visitInstants({ day: "2026-06-30", startMinute: 22 * 60, endMinute: 1440 }).endsAt.toISOString()).toBe(
      "2026-06-30T12:00:00.000Z",
    );
  });
});

describe("quarter hours", () => {
  it.each([
    ["09:00", 540],
    ["09:15", 555],
    ["23:45", 1425],
    ["24:00", 1440],
    ["00:00", 0],
  ])("reads %s as minute %i", (text, minute) => {
    expect(minuteOfDay(text)).toBe(minute);
    expect(clockText(minute)).toBe(text);
  });

  it.each(["09:10", "9:00", "25:00", "09:60", "", "nine", "09:00:00", "24:15"])("refuses %j", (text) =>
    expect(minuteOfDay(text)).toBeNull(),
  );
});

describe("how a visit's time is said", () => {
  it.each([
    [540, 660, "9–11 am"],
    [570, 780, "9:30 am – 1 pm"],
    [780, 900, "1–3 pm"],
    [690, 720, "11:30 am – 12 pm"],
  ])("%i to %i is %s", (start, end, text) => expect(spokenSpan(start, end)).toBe(text));

  it("names the day, and an arrival window as one", () => {
    expect(describeVisitTime({ day: "2026-12-01", timing: "window", startMinute: 480, endMinute: 600 })).toBe(
      "Tuesday 1 December 2026, arriving 8–10 am",
    );
    expect(describeVisitTime({ day: "2026-12-01", timing: "fixed", startMinute: 540, endMinute: 660 })).toBe(
      "Tuesday 1 December 2026, 9–11 am",
    );
  });
});
