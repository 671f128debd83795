import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { createFolderAndDatabase } from "./server";

/** The PostgreSQL server the multi-instance tests use, in the PGlite run of the suite too (PGlite is one process). */
const BASE = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function withSql<T>(url: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

export interface SharedPostgres {
  databaseUrl: string;
  /** A data folder for the servers (unused by PostgreSQL, but every server is given one). */
  dataDir: string;
  /** Runs queries on the shared database. */
  sql<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database for servers to share, migrated, with `prepare` run on it before
 * any server starts (accounts, seeded rows).
 */
export async function createSharedPostgres(prefix: string, prepare?: (handle: DatabaseHandle) => Promise<void>): Promise<SharedPostgres> {
  const database = await createFolderAndDatabase(`hpm-${prefix}-`, { base: BASE });
  const databaseUrl = database.databaseUrl!;
  const handle = await openDatabase({ databaseUrl, dataDir: database.dataDir });
  try {
    await handle.migrate();
    await prepare?.(handle);
  } finally {
    await handle.close();
  }
  return { databaseUrl, dataDir: database.dataDir, sql: (run) => withSql(databaseUrl, run), drop: database.drop };
}
