import { addDays, formatIsoDayMonth, weekdayOf, type IsoDay } from "~/lib/clock";

/** The dashboard's periods, in days ending today (docs/decisions/0085). */
export const DASHBOARD_PERIODS = [
  { value: "30", days: 30, label: "Last 30 days" },
  { value: "90", days: 90, label: "Last 90 days" },
  { value: "365", days: 365, label: "Last 12 months" },
] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export function dashboardPeriod(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => period.value === value) ?? DASHBOARD_PERIODS[0];
}

export type BucketSize = "day" | "week" | "month";

/** Days while they fit in about 31 bars, then weeks (Monday to Sunday), then calendar months. */
export function bucketSizeFor(days: number): BucketSize {
  if (days <= 31) return "day";
  if (days <= 31 * 7) return "week";
  return "month";
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function bucketStart(day: IsoDay, size: BucketSize): IsoDay {
  if (size === "day") return day;
  if (size === "month") return `${day.slice(0, 7)}-01`;
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

function bucketLabel(start: IsoDay, size: BucketSize): string {
  if (size === "day") return formatIsoDayMonth(start);
  if (size === "week") return `Week of ${formatIsoDayMonth(start)}`;
  return `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`;
}

/**
 * Counts by Auckland day, from `from` to `to` inclusive, summed into buckets of the size that
 * keeps the chart to about 31 bars. Every bucket in the period is there, with 0 when empty.
 */
export function bucketCounts(counts: ReadonlyMap<IsoDay, number>, from: IsoDay, to: IsoDay): Array<{ label: string; count: number }> {
  let days = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) days++;
  const size = bucketSizeFor(days);
  const buckets = new Map<IsoDay, number>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = bucketStart(day, size);
    buckets.set(start, (buckets.get(start) ?? 0) + (counts.get(day) ?? 0));
  }
  return [...buckets].map(([start, count]) => ({ label: bucketLabel(start, size), count }));
}
