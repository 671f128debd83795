import { asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { pollingLoop } from "../jobs/polling-loop.server";
import type { ObjectStorage } from "./object-storage";
import { storageDeletionsTable, storedObjectsTable } from "./tables";

/**
 * Deletes one batch of queued files (docs/decisions/0116): claims rows no one else holds
 * (FOR UPDATE SKIP LOCKED, then a lease, so two instances never take the same row and one
 * that dies mid-way leaves its rows to the next sweep after the lease), deletes the files
 * from the storage, then the rows. Returns how many rows it claimed.
 */
export async function sweepStorageDeletions(
  db: Database,
  storage: ObjectStorage,
  options: { batchSize?: number; leaseSeconds?: number; logger?: Logger } = {},
): Promise<number> {
  const d = storageDeletionsTable;
  const { batchSize = 100, leaseSeconds = 300 } = options;
  const free = db
    .select({ id: d.id })
    .from(d)
    .where(or(isNull(d.lockedUntil), lt(d.lockedUntil, sql`now()`)))
    .orderBy(asc(d.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(d)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${d.attempts} + 1` })
    .where(inArray(d.id, free))
    .returning({ id: d.id, key: d.key });
  if (claimed.length === 0) return 0;
  try {
    await storage.delete([...new Set(claimed.map((row) => row.key))]);
  } catch (error) {
    // The rows stay claimed until the lease passes; then a sweep tries them again.
    options.logger?.warn({ err: error, files: claimed.length }, "deleting stored files failed; they are tried again later");
    return claimed.length;
  }
  await db.delete(d).where(
    inArray(
      d.id,
      claimed.map((row) => row.id),
    ),
  );
  return claimed.length;
}

/** Sweeps queued file deletions every `pollMs`, at once again while batches come back full. */
export function startStorageSweeper(options: {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
  pollMs: number;
  leaseSeconds: number;
}) {
  const batchSize = 100;
  return pollingLoop({
    runOnce: () => sweepStorageDeletions(options.db, options.storage, { ...options, batchSize }),
    pollMs: options.pollMs,
    batchSize,
    logger: options.logger,
    name: "storage sweeper",
    onNotify: () => () => {},
  });
}

/**
 * Moves files kept in the database (`stored_objects`: the photos of an install from before
 * decision 0116, or of one that used PHOTO_STORAGE=database) to `storage`, a batch at a time:
 * each is written to its new place before its row is deleted, so an interrupted move loses
 * nothing and the next start-up carries on. Returns how many files moved.
 */
export async function moveStoredObjects(db: Database, storage: ObjectStorage, batchSize = 50): Promise<number> {
  if (storage.kind === "database") return 0;
  const o = storedObjectsTable;
  let moved = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ key: o.key, contentType: o.contentType, data: o.data })
        .from(o)
        .orderBy(asc(o.key))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        await storage.put(row.key, row.data, row.contentType);
        await tx.delete(o).where(eq(o.key, row.key));
      }
      return rows.length;
    });
    moved += count;
    if (count < batchSize) return moved;
  }
}
