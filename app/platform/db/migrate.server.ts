import { type PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { getConfig } from "../config.server";
import { ADVISORY_LOCKS } from "./advisory-locks.server";

const migrationsFolder = () => getConfig().migrationsDir;

/** `folder` defaults to MIGRATIONS_DIR; tests pass an older copy to migrate step by step. */
export async function migratePostgresUrl(databaseUrl: string, folder = migrationsFolder()) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${ADVISORY_LOCKS.migrations})`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: folder });
    await client`select pg_advisory_unlock(${ADVISORY_LOCKS.migrations})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

export async function migratePgliteClient(client: PGlite, folder = migrationsFolder()) {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
}
