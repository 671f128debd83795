import { randomBytes } from "node:crypto";
import type { Database } from "~/platform/db/database";
import { countAccounts, insertAccount, lockStaffChanges, replaceRole } from "~/features/auth/staff-accounts.server";
import { logger } from "~/platform/logger.server";

/**
 * On the very first start (no accounts at all) creates an admin from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a generated password printed once in the log. Later starts, and
 * other instances starting alongside, leave the accounts alone.
 */
export async function ensureFirstAdmin(db: Database, options: { email: string; password?: string; publicUrl: string }): Promise<void> {
  const password = options.password ?? randomBytes(18).toString("base64url");
  const created = await db.transaction(async (tx) => {
    await lockStaffChanges(tx);
    if ((await countAccounts(tx)) > 0) return false;
    const userId = await insertAccount(tx, { name: "Administrator", email: options.email, password });
    await replaceRole(tx, userId!, "admin");
    return true;
  });
  if (!created) return;
  // Printed on purpose, once: without it nobody could sign in to a fresh install.
  if (options.password)
    logger.info(
      `First admin account created: sign in at ${options.publicUrl}/admin/login as ${options.email} with the password from ADMIN_PASSWORD.`,
    );
  else
    logger.warn(
      `First admin account created: sign in at ${options.publicUrl}/admin/login as ${options.email} with the password ${password} (shown only this once; change it after signing in).`,
    );
}
