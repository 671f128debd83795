import { sql } from "drizzle-orm";
import type { Database } from "./database";

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
} as const;

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
