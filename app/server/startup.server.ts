import { openDatabase, peekDatabaseHandle, registerDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";
import type { AppConfig } from "./config.server";
import { logger } from "./logger.server";

/** Opens the database, brings its schema up to date and seeds a fresh install. */
export async function startApplication(config: AppConfig): Promise<DatabaseHandle> {
  // The dev server re-evaluates this module on change; keep the one open database.
  const existing = peekDatabaseHandle();
  if (existing) return existing;
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await handle.migrate();
  await seedDatabase(handle.db, { demo: config.seedDemo });
  registerDatabase(handle);
  logger.info({ database: handle.kind }, "database ready");
  return handle;
}
