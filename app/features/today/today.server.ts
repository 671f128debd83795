import { createHash } from "node:crypto";
import type { BusinessSettings } from "~/features/settings/schema";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "~/platform/db/database";
import { moneyAtAGlance } from "./money.server";
import { visitsByTradie } from "./visits.server";
import { waitingOnTheOffice } from "./waiting.server";

/** A quote is the office's to chase once the follow-up emails have all gone unanswered (a week, with none set). */
const chaseAfterDays = (followUpDays: readonly number[]) => (followUpDays.length > 0 ? Math.max(...followUpDays) : 7);

/**
 * The office's Today (issue 45, docs/decisions/0179): today's and tomorrow's visits by tradie,
 * what waits on the office, each with its next step, and the money at a glance.
 */
export async function todayBoard(db: Database, settings: Pick<BusinessSettings, "quoting">, now = new Date()) {
  const today = todayInAuckland(now);
  const quoteChaseDays = chaseAfterDays(settings.quoting.followUpDays);
  const tomorrow = addDays(today, 1);
  const [visits, waiting, money] = await Promise.all([
    visitsByTradie(db, [today, tomorrow], now),
    waitingOnTheOffice(db, now, today, quoteChaseDays),
    moneyAtAGlance(db, today),
  ]);
  const onDay = (day: string) =>
    visits.map((t) => ({ ...t, visits: t.visits.filter((v) => v.day === day) })).filter((t) => t.visits.length > 0);
  return {
    now,
    today,
    tomorrow,
    visits: { today: onDay(today), tomorrow: onDay(tomorrow) },
    waiting,
    money,
    quoteChaseDays,
  };
}

export type TodayBoard = Awaited<ReturnType<typeof todayBoard>>;

/**
 * What the board says, as a short tag (docs/decisions/0189): the same while nothing on it changed.
 * The minute is part of it, as "late" and "waiting 2 h" move with the clock alone.
 */
export function boardStamp(board: TodayBoard): string {
  const { now, ...shown } = board;
  const minute = Math.floor(now.getTime() / 60_000);
  // Weak: the same board may be sent compressed or not (compression would weaken a strong one).
  return `W/"${createHash("sha256")
    .update(JSON.stringify([minute, shown]))
    .digest("base64url")
    .slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function tagMatches(ifNoneMatch: string | null, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return (ifNoneMatch ?? "").split(",").some((tag) => opaque(tag) === opaque(etag));
}
