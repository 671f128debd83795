/*
 * Worked time (docs/decisions/0209): from started to done, less the pauses inside it. Pure, so the
 * timesheet, the CSV and the tests count the same way.
 */

export interface Span {
  startedAt: Date;
  endedAt: Date | null;
}

const MINUTE_MS = 60_000;

/** Whole minutes worked on one visit: a work span still open counts nothing yet; a pause counts only where it overlaps the work. */
export function workedMinutes(work: Span, pauses: readonly Span[]): number {
  if (!work.endedAt) return 0;
  const from = work.startedAt.getTime();
  const to = work.endedAt.getTime();
  let paused = 0;
  for (const pause of pauses) {
    const start = Math.max(from, pause.startedAt.getTime());
    const end = Math.min(to, (pause.endedAt ?? work.endedAt).getTime());
    if (end > start) paused += end - start;
  }
  return Math.max(0, Math.round((to - from - paused) / MINUTE_MS));
}

/** "7:05": minutes as hours and minutes, for people. */
export function hoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "7.08": minutes as decimal hours to two places, for payroll. */
export function decimalHours(minutes: number): string {
  return (Math.round((minutes * 100) / 60) / 100).toFixed(2);
}

export const PAUSE_REASONS = { travel: "Travel", materials: "Materials run", break: "Break" } as const;
export type PauseReason = keyof typeof PAUSE_REASONS;
