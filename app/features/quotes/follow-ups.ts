import type { BusinessSettings } from "~/features/settings/schema";
import { addDays, aucklandInstant, type IsoDay } from "~/lib/clock";
import { nextSendingTime } from "~/lib/business-days";

/*
 * When a sent quote's automatic emails go (docs/decisions/0105): follow-ups some days after
 * sending and a reminder some days before it expires (settings), each moved out of the night
 * (8 pm – 8 am Auckland) and off public holidays; none at or after the quote expires, which is
 * at 23:59 on its valid-until day.
 */

export interface PlannedFollowUp {
  runAt: Date;
  /** What the email is, for the timeline: "3 days after sending", "3 days before it expires". */
  reason: string;
  kind: "follow-up" | "expiry-reminder";
}

export function quoteExpiresAt(validUntil: IsoDay): Date {
  return aucklandInstant(validUntil, "23:59");
}

const DAY_MS = 86_400_000;

export function plannedFollowUps(
  sentAt: Date,
  validUntil: IsoDay,
  quoting: Pick<BusinessSettings["quoting"], "followUpDays" | "expiryReminderDays">,
) {
  const expiresAt = quoteExpiresAt(validUntil);
  const planned: PlannedFollowUp[] = quoting.followUpDays.map((days) => ({
    runAt: nextSendingTime(new Date(sentAt.getTime() + days * DAY_MS)),
    reason: `${days} ${days === 1 ? "day" : "days"} after sending`,
    kind: "follow-up",
  }));
  if (quoting.expiryReminderDays > 0) {
    const days = quoting.expiryReminderDays;
    planned.push({
      runAt: nextSendingTime(aucklandInstant(addDays(validUntil, -days), "09:00")),
      reason: `${days} ${days === 1 ? "day" : "days"} before it expires`,
      kind: "expiry-reminder",
    });
  }
  const seen = new Set<number>();
  return planned
    .filter((p) => p.runAt > sentAt && p.runAt < expiresAt)
    .sort((a, b) => a.runAt.getTime() - b.runAt.getTime())
    .filter((p) => !seen.has(p.runAt.getTime()) && seen.add(p.runAt.getTime()));
}
