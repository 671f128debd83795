import { openDatabase, peekDatabaseHandle, registerDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";
import { startAuth } from "~/features/auth/start.server";
import { ensureFirstAdmin } from "~/features/staff/first-admin.server";
import type { AppConfig } from "./config.server";
import { logger } from "./logger.server";

/** Opens the database, brings its schema up to date, seeds a fresh install and sets up staff sign-in. */
export async function startApplication(config: AppConfig): Promise<DatabaseHandle> {
  // The dev server re-evaluates this module on change; keep the one open database.
  const existing = peekDatabaseHandle();
  if (existing) return existing;
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await handle.migrate();
  await seedDatabase(handle.db, { demo: config.seedDemo });
  registerDatabase(handle);
  await startAuth(handle.db, config);
  await ensureFirstAdmin(handle.db, { ...config.auth.firstAdmin, publicUrl: config.publicUrl });
  logger.info({ database: handle.kind }, "database ready");
  return handle;
}
