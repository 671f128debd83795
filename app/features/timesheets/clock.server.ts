import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "~/platform/db/database";
import { timeEntriesTable } from "./tables";

/*
 * What the visit taps tell the timesheet (docs/decisions/0209), inside the tap's own transaction.
 * The taps are the visit's, so they clock its whole crew (everyone who accepted it): "started"
 * opens each one's work on the visit, "done" and "could not finish" close it (and any pause left
 * running). A second "started" changes nothing; a tradie who came later or left earlier corrects
 * their own times.
 */

export async function clockOn(tx: Transaction, tradieIds: readonly number[], visitId: number, now: Date) {
  if (tradieIds.length === 0) return;
  await tx
    .insert(timeEntriesTable)
    .values(tradieIds.map((tradieId) => ({ visitId, tradieId, kind: "work" as const, startedAt: now })))
    .onConflictDoNothing();
}

export async function clockOff(tx: Transaction, tradieIds: readonly number[], visitId: number, now: Date) {
  if (tradieIds.length === 0) return;
  const open = and(
    eq(timeEntriesTable.visitId, visitId),
    inArray(timeEntriesTable.tradieId, [...tradieIds]),
    isNull(timeEntriesTable.endedAt),
  );
  // Marked done without "started" first: the work is counted from the done tap, so zero, never a guess.
  await clockOn(tx, tradieIds, visitId, now);
  await tx.update(timeEntriesTable).set({ endedAt: now }).where(open);
}
