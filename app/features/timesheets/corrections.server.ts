import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { aucklandInstant, businessDayOf, todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { isWeekApproved } from "./approvals.server";
import { timeCorrectionsTable, timeEntriesTable } from "./tables";

/*
 * A tradie corrects today's times on a visit (forgot to tap, tapped late), with a reason
 * (docs/decisions/0209). What the taps recorded stays on the entry; the correction is kept beside
 * it, and the latest one counts. Only today's, and never in a week the office has approved.
 */

const NO_TIME_ENTRY = "There is no time on this visit to correct.";

export interface Correction {
  /** "HH:MM", Auckland, today. */
  start: string;
  end: string;
  reason: string;
}

export async function correctToday(
  db: Database,
  tradie: { id: number; name: string },
  visitId: number,
  change: Correction,
  now = new Date(),
) {
  const today = todayInAuckland(now);
  if (!change.reason.trim()) throw new DomainError("Say why the times were wrong, so the office can see it", { status: 422 });
  const startedAt = aucklandInstant(today, change.start);
  const endedAt = aucklandInstant(today, change.end);
  if (endedAt <= startedAt) throw new DomainError("The finish must be after the start", { status: 422 });
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(timeEntriesTable)
      .where(and(eq(timeEntriesTable.visitId, visitId), eq(timeEntriesTable.tradieId, tradie.id), eq(timeEntriesTable.kind, "work")))
      .for("update");
    if (!entry || !entry.endedAt) throw new DomainError(NO_TIME_ENTRY, { status: 409 });
    if (businessDayOf(entry.startedAt) !== today)
      throw new DomainError("Only today's times can be corrected here: ask the office.", { status: 409 });
    // After the entry checks, so a visit with no time says so at any hour, even just after midnight.
    if (endedAt > now) throw new DomainError("The finish cannot be later than now", { status: 422 });
    if (await isWeekApproved(tx, tradie.id, today))
      throw new DomainError("This week's timesheet is approved, so its times are locked: ask the office.", { status: 409 });
    await tx
      .insert(timeCorrectionsTable)
      .values({ entryId: entry.id, startedAt, endedAt, reason: change.reason.trim(), byName: tradie.name });
  });
}
