import { eq } from "drizzle-orm";
import { getDb } from "~/platform/db/client.server";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { announceContentChange } from "~/platform/content-changes";
import { sharedSnapshot } from "~/platform/shared-snapshot.server";
import { DEFAULT_SETTINGS } from "./defaults";
import type { BusinessSettings } from "./schema";
import { settingsTable } from "./tables";

/**
 * Every page shows the business facts, and they change only when staff edit them: the row
 * is read at most every few seconds and shared by all requests (see docs/decisions/0030).
 * Whoever saves settings announces the change after commit (platform/content-changes.ts).
 */
const TTL_MS = 5_000;

/** The business settings straight from the database, bypassing the cache. */
export async function readSettings(db: Database = getDb()): Promise<BusinessSettings> {
  const [row] = await db.select({ data: settingsTable.data }).from(settingsTable).where(eq(settingsTable.id, 1)).limit(1);
  return withDefaults(row?.data);
}

/** Settings saved before a setting existed read it as its default (docs/decisions/0089). */
function withDefaults(saved: Partial<BusinessSettings> | undefined): BusinessSettings {
  if (!saved) return DEFAULT_SETTINGS;
  return {
    ...DEFAULT_SETTINGS,
    ...saved,
    quoting: { ...DEFAULT_SETTINGS.quoting, ...saved.quoting },
    jobs: { ...DEFAULT_SETTINGS.jobs, ...saved.jobs },
    invoicing: { ...DEFAULT_SETTINGS.invoicing, ...saved.invoicing },
    reviews: { ...DEFAULT_SETTINGS.reviews, ...saved.reviews },
    payments: { ...DEFAULT_SETTINGS.payments, ...saved.payments },
    crew: { ...DEFAULT_SETTINGS.crew, ...saved.crew },
  };
}

const snapshot = sharedSnapshot("settings", TTL_MS, readSettings);

/** The business settings, at most a few seconds old. */
export const getSettings = snapshot.get;

/**
 * Saves the settings an admin submitted, with an audit record in the same transaction, then
 * makes every page show them on its next load (this cache and the page cache).
 */
export async function saveSettings(db: Database, actor: StaffActor, settings: BusinessSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ data: settingsTable.data }).from(settingsTable).where(eq(settingsTable.id, 1)).for("update");
    const before = withDefaults(row?.data);
    await tx
      .insert(settingsTable)
      .values({ id: 1, data: settings })
      .onConflictDoUpdate({ target: settingsTable.id, set: { data: settings, updatedAt: new Date() } });
    await recordAudit(tx, { actor, action: "settings.update", entityType: "settings", entityId: 1, before, after: settings });
  });
  announceContentChange("settings");
}
