import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { postgresTemplate } from "./server";

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
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = postgresTemplate(BASE);
  await withSql(BASE, (sql) => sql.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`));
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(path.join(tmpdir(), `hpm-${prefix}-`));
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await handle.migrate();
    await prepare?.(handle);
  } finally {
    await handle.close();
  }
  return {
    databaseUrl,
    dataDir,
    sql: (run) => withSql(databaseUrl, run),
    async drop() {
      await withSql(BASE, (sql) => sql.unsafe(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
