import { openDatabase, peekDatabaseHandle, registerDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { DataFolderInUseError } from "~/platform/db/data-folder-lock.server";
import { moveStoredObjects } from "~/platform/storage/maintenance.server";
import { openObjectStorage, registerObjectStorage } from "~/platform/storage/registry.server";
import { seedDatabase } from "~/seed/seed.server";
import { runQueuedWorkNow } from "./demo-work.server";
import { startAuth } from "~/features/auth/start.server";
import { ensureFirstAdmin } from "~/features/staff/first-admin.server";
import type { AppConfig } from "../platform/config.server";
import { logger } from "../platform/logger.server";

/** Opens the database, brings its schema up to date, seeds a fresh install and sets up staff sign-in. */
export async function startApplication(config: AppConfig): Promise<DatabaseHandle> {
  // The dev server re-evaluates this module on change; keep the one open database.
  const existing = peekDatabaseHandle();
  if (existing) return existing;
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: { command: "the server", url: config.publicUrl },
  });
  await handle.migrate();
  await startPhotoStorage(config, handle);
  await seedDatabase(handle.db, { demo: config.seedDemo, demoLeads: config.seedDemoLeads, runQueuedWork: runQueuedWorkNow });
  registerDatabase(handle);
  await startAuth(handle.db, config);
  await ensureFirstAdmin(handle.db, { ...config.auth.firstAdmin, publicUrl: config.publicUrl });
  logger.info({ database: handle.kind }, "database ready");
  if (config.isProduction && !config.publicUrlConfigured) {
    logger.warn(
      { assumed: config.publicUrl },
      "PUBLIC_URL is not set: links in emails, canonical addresses and the sitemap use the address above, and staff pages accept changes from any address the site is opened at. Set PUBLIC_URL to the site's public address.",
    );
  }
  return handle;
}

/**
 * Chooses where photos' files live (PHOTO_STORAGE, docs/decisions/0116) and, when that is not
 * the database, first moves there any files the database still holds (an install from before
 * the choice existed keeps its photos).
 */
async function startPhotoStorage(config: AppConfig, handle: DatabaseHandle) {
  const storage = openObjectStorage(config, handle.db);
  const moved = await moveStoredObjects(handle.db, storage);
  if (moved) logger.info({ files: moved, storage: storage.kind }, "moved stored photos out of the database");
  registerObjectStorage(storage);
  logger.info({ storage: storage.kind }, "photo storage ready");
}

/** A start-up that cannot go on (a data folder in use, a database that will not open): say why in one line and stop. */
export function stopStartup(error: unknown): never {
  logger.fatal({ err: error instanceof DataFolderInUseError ? undefined : error }, error instanceof Error ? error.message : String(error));
  process.exit(1);
}
