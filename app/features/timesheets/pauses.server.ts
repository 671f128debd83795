import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { DomainError } from "~/lib/domain-error";
import type { PauseReason } from "./hours";
import { timeEntriesTable } from "./tables";

const NOT_ON_THE_JOB = "Tap “Started” on this visit before pausing it.";

const open = (tradieId: number, visitId: number, kind: "work" | "pause") =>
  and(
    eq(timeEntriesTable.visitId, visitId),
    eq(timeEntriesTable.tradieId, tradieId),
    eq(timeEntriesTable.kind, kind),
    isNull(timeEntriesTable.endedAt),
  );

/** A pause on a visit the tradie has started and not finished; a second tap while paused changes nothing. */
export async function startPause(db: Database, tradieId: number, visitId: number, reason: PauseReason, now = new Date()) {
  await db.transaction(async (tx) => {
    const [work] = await tx
      .select({ id: timeEntriesTable.id })
      .from(timeEntriesTable)
      .where(open(tradieId, visitId, "work"))
      .for("update");
    if (!work) throw new DomainError(NOT_ON_THE_JOB, { status: 409 });
    await tx.insert(timeEntriesTable).values({ visitId, tradieId, kind: "pause", reason, startedAt: now }).onConflictDoNothing();
  });
}

/** Back to work: ends the running pause, if there is one. */
export async function endPause(db: Database, tradieId: number, visitId: number, now = new Date()) {
  await db
    .update(timeEntriesTable)
    .set({ endedAt: now })
    .where(open(tradieId, visitId, "pause"));
}
