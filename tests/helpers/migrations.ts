import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { createTestDatabase } from "./server";

const MIGRATIONS = path.resolve("drizzle");

/** Plain SQL on a fresh database: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set. */
export interface MigrationSql {
  run(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
  drop(): Promise<void>;
}

export async function openMigrationSql(): Promise<MigrationSql> {
  const database = await createTestDatabase();
  if (database.databaseUrl) {
    const client = postgres(database.databaseUrl, { max: 1, onnotice: () => {} });
    return {
      run: async (text) => void (await client.unsafe(text)),
      rows: async <T>(text: string) => (await client.unsafe(text)) as unknown as T[],
      close: () => client.end(),
      drop: database.drop,
    };
  }
  const pg = new PGlite();
  return {
    run: async (text) => void (await pg.exec(text)),
    rows: async <T>(text: string) => (await pg.query<T>(text)).rows,
    close: () => pg.close(),
    drop: async () => {},
  };
}

/** Applies one migration file of drizzle/, statement by statement as the migrator does. */
export async function applyMigration(db: MigrationSql, file: string) {
  for (const statement of readFileSync(path.join(MIGRATIONS, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.run(statement);
  }
}

/** Applies every migration before `file` (to test `file` on a database holding rows from before it). */
export async function migrateUpTo(db: MigrationSql, file: string) {
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  if (!files.includes(file)) throw new Error(`No migration ${file}`);
  for (const earlier of files.slice(0, files.indexOf(file))) await applyMigration(db, earlier);
}
