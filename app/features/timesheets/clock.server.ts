import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "~/platform/db/database";
import { timeEntriesTable } from "./tables";

/*
 * What the visit taps tell the timesheet (docs/decisions/0209), inside the tap's own transaction:
 * "started" opens the tradie's work on the visit, "done" and "could not finish" close it (and any
 * pause left running). A second "started" changes nothing.
 */

export async function clockOn(tx: Transaction, tradieId: number, visitId: number, now: Date) {
  await tx.insert(timeEntriesTable).values({ visitId, tradieId, kind: "work", startedAt: now }).onConflictDoNothing();
}

export async function clockOff(tx: Transaction, tradieId: number, visitId: number, now: Date) {
  const mine = and(eq(timeEntriesTable.visitId, visitId), eq(timeEntriesTable.tradieId, tradieId), isNull(timeEntriesTable.endedAt));
  // Marked done without "started" first: the work is counted from the done tap, so zero, never a guess.
  await clockOn(tx, tradieId, visitId, now);
  await tx.update(timeEntriesTable).set({ endedAt: now }).where(mine);
}
