import { describe, expect, it } from "vitest";
import { timeSince } from "./time-since";

describe("time since a lead came in", () => {
  it("reads in minutes, hours and minutes, then days", () => {
    const now = new Date("2026-11-28T20:00:00Z");
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect([0, 12, 60, 185, 47 * 60 + 59, 48 * 60, 5 * 24 * 60 + 30].map((m) => timeSince(ago(m), now))).toEqual([
      "0 min",
      "12 min",
      "1 h",
      "3 h 5 min",
      "47 h 59 min",
      "2 days",
      "5 days",
    ]);
    expect(timeSince(new Date(now.getTime() + 60_000), now)).toBe("0 min");
  });
});
