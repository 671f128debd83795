import { sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { tryLockUntilCommit } from "~/platform/db/advisory-locks.server";
import { quoteTotalChangesTable as t } from "./tables";

/*
 * The quotes list's totals by status without reading every version (docs/decisions/0106): the
 * sums of the differences the trigger on quote_versions appends, compacted to one row per status
 * once enough have gathered.
 */

export interface StatusTotal {
  status: string;
  count: number;
  cents: number;
  acceptedCents: number;
}

/** Rows of differences worth folding together; below this the sums are cheap anyway. */
const COMPACT_AFTER_ROWS = 500;

export async function runningTotalsByStatus(db: Database): Promise<StatusTotal[]> {
  const rows = await db
    .select({
      status: t.status,
      count: sql<number>`sum(${t.quotes})`.mapWith(Number),
      cents: sql<number>`sum(${t.inclusiveCents})`.mapWith(Number),
      acceptedCents: sql<number>`sum(${t.acceptedCents})`.mapWith(Number),
      rows: sql<number>`count(*)`.mapWith(Number),
    })
    .from(t)
    .groupBy(t.status);
  if (rows.reduce((sum, r) => sum + r.rows, 0) > COMPACT_AFTER_ROWS) await compactRunningTotals(db);
  return rows.filter((r) => r.count !== 0).map(({ rows: _rows, ...total }) => total);
}

/**
 * Folds the differences into one row per status. One instance at a time (the others skip);
 * rows that writers append meanwhile are not yet visible to the delete, so they stay for next time.
 */
export async function compactRunningTotals(db: Database) {
  await db.transaction(async (tx) => {
    if (!(await tryLockUntilCommit(tx, "quoteRunningTotals"))) return;
    const removed = await tx.delete(t).returning();
    const byStatus = new Map<string, { quotes: number; inclusiveCents: number; acceptedCents: number }>();
    for (const row of removed) {
      const sum = byStatus.get(row.status) ?? { quotes: 0, inclusiveCents: 0, acceptedCents: 0 };
      sum.quotes += row.quotes;
      sum.inclusiveCents += row.inclusiveCents;
      sum.acceptedCents += row.acceptedCents;
      byStatus.set(row.status, sum);
    }
    const folded = [...byStatus]
      .filter(([, sum]) => sum.quotes !== 0 || sum.inclusiveCents !== 0)
      .map(([status, sum]) => ({ status, ...sum }));
    if (folded.length) await tx.insert(t).values(folded);
  });
}
