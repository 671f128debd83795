import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { createFolderAndDatabase } from "./server";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and removes the database (and its folder). */
  close(): Promise<void>;
}

/**
 * A database handle opened as the app opens it, on a database of its own: a new PostgreSQL
 * database on `base` (DATABASE_URL by default; a test that needs PostgreSQL on both runs names
 * the server), otherwise PGlite in a temporary folder. `connectVia` lets a test reach PostgreSQL
 * through something of its own, a relay say: it gets the database's address and returns the
 * one to connect to.
 */
export async function openTestDatabase(
  options: { base?: string; migrate?: boolean; connectVia?: (databaseUrl: URL) => Promise<string> | string } = {},
): Promise<TestDatabase> {
  const database = await createFolderAndDatabase("hpm-db-", { base: options.base, migrated: Boolean(options.migrate) });
  const databaseUrl =
    database.databaseUrl && options.connectVia ? await options.connectVia(new URL(database.databaseUrl)) : database.databaseUrl;
  const handle = await openDatabase({ databaseUrl, dataDir: database.dataDir });
  if (options.migrate) await handle.migrate();
  return {
    handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
