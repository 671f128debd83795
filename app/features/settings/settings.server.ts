import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/features/audit/audit.server";
import { sharedSnapshot } from "~/lib/shared-snapshot.server";
import { purgePageCache } from "~/server/middleware/page-cache";
import { DEFAULT_SETTINGS } from "./defaults";
import type { BusinessSettings } from "./schema";
import { settingsTable } from "./tables";

/**
 * Every page shows the business facts, and they change only when staff edit them: the row
 * is read at most every few seconds and shared by all requests (see docs/decisions/0030).
 * Whoever saves settings calls invalidateSettings() after commit.
 */
const TTL_MS = 5_000;

/** The business settings straight from the database, bypassing the cache. */
export async function readSettings(): Promise<BusinessSettings> {
  const [row] = await getDb().select({ data: settingsTable.data }).from(settingsTable).where(eq(settingsTable.id, 1)).limit(1);
  return row?.data ?? DEFAULT_SETTINGS;
}

const snapshot = sharedSnapshot("settings-cache", TTL_MS, readSettings);

/** The business settings, at most a few seconds old. */
export const getSettings = snapshot.get;

/** Forget the cached settings; call after committing a change to them. */
export const invalidateSettings = snapshot.invalidate;

/**
 * Saves the settings an admin submitted, with an audit record in the same transaction, then
 * makes every page show them on its next load (this cache and the page cache).
 */
export async function saveSettings(db: Database, actor: AuditActor, settings: BusinessSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ data: settingsTable.data }).from(settingsTable).where(eq(settingsTable.id, 1)).for("update");
    const before = row?.data ?? DEFAULT_SETTINGS;
    await tx
      .insert(settingsTable)
      .values({ id: 1, data: settings })
      .onConflictDoUpdate({ target: settingsTable.id, set: { data: settings, updatedAt: new Date() } });
    await recordAudit(tx, { actor, action: "settings.update", entityType: "settings", entityId: 1, before, after: settings });
  });
  invalidateSettings();
  purgePageCache();
}
