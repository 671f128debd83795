import { sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { rowsOf } from "~/platform/db/sql-rows.server";

/*
 * A few recent weeks of the staff schedule, kept in this instance and used while nothing they
 * show has changed (docs/decisions/0118). What changed is the database's to say: triggers note
 * every change to visits, their tradies, jobs, tradies and leads' names, suburbs and services in
 * schedule_changes, so any instance, and any way of changing them, makes a kept week stale.
 */

/** Past this many noted changes, a read folds them into the total so counting them stays quick. */
const FOLD_AFTER = 500;
/** Weeks (or days) kept: the ones staff are looking at. */
const KEPT = 8;

/**
 * How many changes to what the schedule shows have committed: it grows with every commit, in
 * whatever order they land. Read it before the data, so what is kept under a version is never
 * older than the version says.
 */
export async function scheduleVersion(db: Database): Promise<number> {
  const [row] = rowsOf<{ total: string | number; waiting: string | number }>(
    await db.execute(sql`select (select total from schedule_change_totals where id = 1) as total,
      (select count(*) from schedule_changes) as waiting`),
  );
  const waiting = Number(row.waiting);
  if (waiting > FOLD_AFTER) await foldScheduleChanges(db);
  return Number(row.total) + waiting;
}

/** Moves the noted changes into the total in one statement, so the version does not move. */
export async function foldScheduleChanges(db: Database) {
  await db.execute(sql`with gone as (delete from schedule_changes returning 1)
    update schedule_change_totals set total = total + (select count(*) from gone) where id = 1`);
}

const kept = new Map<string, { version: number; value: unknown }>();

/** The value kept under this key while the schedule's version is the same; else `load`'s, kept for next time. */
export async function keptWhileUnchanged<T>(key: string, version: number, load: () => Promise<T>): Promise<T> {
  const hit = kept.get(key);
  if (hit && hit.version === version) {
    // Most recently used last, so the oldest goes first.
    kept.delete(key);
    kept.set(key, hit);
    return hit.value as T;
  }
  const value = await load();
  kept.delete(key);
  kept.set(key, { version, value });
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return value;
}
