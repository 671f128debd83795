import { insertAccount, replaceRole } from "~/features/auth/staff-accounts.server";
import { openDatabase } from "~/platform/db/client.server";
import type { Database } from "~/platform/db/database";
import { sessionCookie } from "./auth";
import { createFolderAndDatabase, startServer, type ServerEnv, type TestServer } from "./server";

export const PREPARED_ADMIN = { name: "Pita Prepared", email: "admin@prepared.test", password: "prepared-password-1" };

export interface PreparedServer<T> {
  server: TestServer;
  /** What `prepare` returned. */
  made: T;
  /** The admin's session cookie. */
  admin: string;
  dispose(): Promise<void>;
}

/**
 * A test server on a database that already holds an admin and whatever `prepare` makes through
 * the features' own services (done jobs, published reviews, links): states that would take a
 * long walk through the pages to reach. The database is closed before the server opens it.
 */
export async function startPreparedServer<T>(prepare: (db: Database) => Promise<T>, env: ServerEnv = {}): Promise<PreparedServer<T>> {
  const database = await createFolderAndDatabase("hpm-prepared-");
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  let made: T;
  try {
    await handle.migrate();
    const id = await insertAccount(handle.db, PREPARED_ADMIN);
    if (!id) throw new Error("could not seed the admin");
    await replaceRole(handle.db, id, "admin");
    made = await prepare(handle.db);
  } finally {
    await handle.close();
  }
  const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, env });
  return {
    server,
    made,
    admin: await sessionCookie(server.url, PREPARED_ADMIN.email, PREPARED_ADMIN.password),
    dispose: async () => {
      await server.dispose();
      await database.drop();
    },
  };
}
