import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { rowsOf } from "./sql-rows.server";

/**
 * Every advisory lock the app takes, in one list so that no two uses share a number. On
 * PGlite the same calls succeed at once: it has a single connection, so nothing waits.
 */
export const ADVISORY_LOCKS = {
  /** Instances starting together queue for the migrations instead of racing. */
  migrations: 7_305_112,
  /** Instances starting together seed the catalogue once. */
  seed: 7_305_113,
  /** Two admins cannot both remove the last admin. */
  staffAccounts: 7_305_120,
  /** Two admins cannot both find the same service path or slug free. */
  serviceCatalogue: 7_305_130,
  /** Sign-in attempts for one email or one client are counted one at a time. */
  signInThrottle: 7_305_121,
  /** Two identical applications queue, so the second finds the first. */
  applicationFingerprint: 7_305_140,
  /** Price-list changes take turns, so two cannot both find a code free. */
  priceList: 7_305_160,
  /** Two requests from one new customer (by email or phone) make one customer, not two. */
  customerContacts: 7_305_150,
  /** One instance at a time folds the quotes list's running totals (docs/decisions/0106). */
  quoteRunningTotals: 7_305_170,
  /** Held by the transaction storing a photo's files, so a check can wait for it to end (docs/decisions/0116). */
  photoUpload: 7_305_180,
  /** Text workers claim one at a time, so two instances cannot both find room under the daily cap (docs/decisions/0172). */
  textDailyCap: 7_305_190,
} as const;

/** Takes `lock` until the transaction ends if no one holds it; false (at once) when someone does. */
export async function tryLockUntilCommit(tx: Pick<Database, "execute">, lock: keyof typeof ADVISORY_LOCKS): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS[lock]}) as locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

/**
 * Waits for `lock` and holds it until the transaction ends. With `key`, only transactions
 * holding the same key wait for each other (the lock's two-number form, the key hashed).
 */
export async function lockUntilCommit(tx: Pick<Database, "execute">, lock: keyof typeof ADVISORY_LOCKS, key?: string) {
  const id = ADVISORY_LOCKS[lock];
  await tx.execute(
    key === undefined ? sql`select pg_advisory_xact_lock(${id})` : sql`select pg_advisory_xact_lock(${id}, hashtext(${key}))`,
  );
}

/**
 * Like lockUntilCommit with a key, for several keys in one round trip. The locks are taken in
 * the order of their hashes, the same order in every transaction, so two that share keys queue
 * instead of deadlocking. (OFFSET 0 keeps the sort below the locking call.)
 */
export async function lockKeysUntilCommit(tx: Pick<Database, "execute">, lock: keyof typeof ADVISORY_LOCKS, keys: readonly string[]) {
  if (keys.length === 0) return;
  const id = ADVISORY_LOCKS[lock];
  const list = sql.join(
    keys.map((key) => sql`(${key})`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${id}, h) from (select distinct hashtext(k) as h from (values ${list}) as v(k) order by 1 offset 0) as ordered`,
  );
}
