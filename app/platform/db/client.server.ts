import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { lockDataFolder } from "./data-folder-lock.server";
import { pipeliningBegin } from "./pipelined-begin.server";
import { preparingStatements } from "./prepared-statements.server";
import { migratePgliteClient, migratePostgresUrl } from "./migrate.server";
import type { Database } from "./database";

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs a raw statement; used by migrations, health checks and tests. */
  ping(): Promise<void>;
  /** Applies the migrations in MIGRATIONS_DIR (or `folder`); safe to call from several instances at once. */
  migrate(folder?: string): Promise<void>;
  /** PostgreSQL only: messages between the instances sharing the database (LISTEN/NOTIFY). */
  channel?: InstanceChannel;
  close(): Promise<void>;
}

interface InstanceChannel {
  /**
   * Calls `onMessage` with each payload sent on `name` by any instance (this one too), and
   * `onConnected` each time the listening connection is (re)established, since messages sent
   * while it was down are lost. Resolves to a function that stops listening.
   */
  listen(name: string, onMessage: (payload: string) => void, onConnected: () => void): Promise<() => Promise<void>>;
  notify(name: string, payload: string): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Who opens the PGlite folder, named in the lock so a second opener can say who holds it. */
  holder?: { command: string; url?: string };
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client: preparingStatements(pipeliningBegin(client)) }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: async () => void (await client`select 1`),
      migrate: (folder) => migratePostgresUrl(options.databaseUrl!, folder),
      channel: {
        // postgres.js keeps one extra connection for all listeners and re-listens after a reconnect.
        listen: async (name, onMessage, onConnected) => (await client.listen(name, onMessage, onConnected)).unlisten,
        notify: async (name, payload) => void (await client.notify(name, payload)),
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const lock = lockDataFolder(options.dataDir, options.holder ?? { command: path.basename(process.argv[1] ?? "node") });
  let client: PGlite;
  try {
    client = await PGlite.create(path.join(options.dataDir, "pglite"));
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    migrate: (folder) => migratePgliteClient(client, folder),
    close: async () => {
      await client.close();
      lock.release();
    },
  };
}

/*
 * The server entry and the React Router build are bundled separately and may each get a
 * copy of this module; the handle lives on globalThis so that both see the one database
 * (a second PGlite on the same folder would silently lose writes).
 */
const REGISTRY_KEY = Symbol.for("harbourside.database");
type Registry = { [REGISTRY_KEY]?: DatabaseHandle };

export function registerDatabase(handle: DatabaseHandle | undefined) {
  (globalThis as Registry)[REGISTRY_KEY] = handle;
}

export function peekDatabaseHandle(): DatabaseHandle | undefined {
  return (globalThis as Registry)[REGISTRY_KEY];
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = (globalThis as Registry)[REGISTRY_KEY];
  if (!handle) throw new Error("The database is not open yet: call openDatabase() and registerDatabase() at start-up");
  return handle;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}
