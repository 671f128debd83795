import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/clock";
import { bucketCounts, bucketSizeFor, dashboardPeriod } from "./buckets";

describe("chart buckets", () => {
  it("keeps days up to 31, then weeks, then months", () => {
    expect([bucketSizeFor(30), bucketSizeFor(31), bucketSizeFor(90), bucketSizeFor(217), bucketSizeFor(365)]).toEqual([
      "day",
      "day",
      "week",
      "week",
      "month",
    ]);
  });

  it("never draws more than 31 bars, and loses no lead between buckets", () => {
    const to = "2026-11-25";
    for (const days of [30, 90, 365]) {
      const from = addDays(to, -(days - 1));
      const counts = new Map<string, number>();
      for (let i = 0; i < days; i++) counts.set(addDays(from, i), (i % 5) + 1);
      const bars = bucketCounts(counts, from, to);
      expect(bars.length, `${days} days`).toBeLessThanOrEqual(31);
      expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe([...counts.values()].reduce((a, b) => a + b, 0));
    }
  });

  it("starts weeks on Monday and names months", () => {
    const weeks = bucketCounts(new Map([["2026-11-25", 3]]), "2026-09-01", "2026-11-25");
    expect(weeks.at(-1)).toEqual({ label: "Week of 23 Nov", count: 3 });
    const months = bucketCounts(new Map([["2026-02-10", 2]]), "2025-11-26", "2026-11-25");
    expect(months.map((m) => m.label).slice(0, 4)).toEqual(["Nov 2025", "Dec 2025", "Jan 2026", "Feb 2026"]);
    expect(months[3].count).toBe(2);
  });

  it("reads the period from the address, 30 days unless it is one of the choices", () => {
    expect(dashboardPeriod("90").days).toBe(90);
    expect(dashboardPeriod("7").days).toBe(30);
    expect(dashboardPeriod(null).days).toBe(30);
  });
});
