import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { businessDayOf, todayInAuckland } from "~/lib/clock";
import { isWeekApproved } from "./approvals.server";
import { timeCorrectionsTable, timeEntriesTable } from "./tables";

/** What the crew visit page shows of the tradie's own time on the visit: work, the running pause, and whether it may be corrected. */
export async function visitClock(db: Database, tradieId: number, visitId: number, now = new Date()) {
  const entries = await db
    .select()
    .from(timeEntriesTable)
    .where(and(eq(timeEntriesTable.visitId, visitId), eq(timeEntriesTable.tradieId, tradieId)))
    .orderBy(timeEntriesTable.startedAt);
  const work = entries.find((e) => e.kind === "work");
  if (!work) return null;
  const [correction] = await db
    .select()
    .from(timeCorrectionsTable)
    .where(inArray(timeCorrectionsTable.entryId, [work.id]))
    .orderBy(desc(timeCorrectionsTable.id))
    .limit(1);
  const pause = entries.find((e) => e.kind === "pause" && !e.endedAt);
  const today = todayInAuckland(now);
  const isToday = businessDayOf(work.startedAt) === today;
  return {
    startedAt: (correction ?? work).startedAt.toISOString(),
    endedAt: (correction ?? work).endedAt?.toISOString() ?? null,
    correction: correction
      ? { reason: correction.reason, recorded: { startedAt: work.startedAt.toISOString(), endedAt: work.endedAt?.toISOString() ?? null } }
      : null,
    pause: pause ? { reason: pause.reason, startedAt: pause.startedAt.toISOString() } : null,
    pauses: entries.filter((e) => e.kind === "pause").length,
    correctable: Boolean(work.endedAt) && isToday && !(await isWeekApproved(db, tradieId, today)),
    locked: isToday && (await isWeekApproved(db, tradieId, today)),
  };
}

export type VisitClock = NonNullable<Awaited<ReturnType<typeof visitClock>>>;
