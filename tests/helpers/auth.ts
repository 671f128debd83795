import { openDatabase } from "~/platform/db/client.server";
import { insertAccount, replaceRole } from "~/features/auth/staff-accounts.server";
import type { StaffRole } from "~/features/auth/roles";
import { userRolesTable } from "~/features/auth/tables";
import { createFolderAndDatabase, startServer, type ServerEnv, type TestServer } from "./server";

export interface SeedUser {
  email: string;
  password: string;
  name?: string;
  /** "broken": two role rows, which the role lookup must treat as a failure. */
  role: StaffRole | null | "broken";
}

export interface SeededServer {
  server: TestServer;
  /** User ids by email. */
  ids: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * Starts a test server on a database that already holds these accounts (made the way
 * `npm run admin:create` makes them), for states the admin area cannot produce, such as a
 * user with no role or with a broken role record.
 */
export async function startServerWithStaff(users: SeedUser[], env: ServerEnv = {}): Promise<SeededServer> {
  const database = await createFolderAndDatabase("hpm-auth-");
  const { dataDir } = database;
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir });
  const ids: Record<string, string> = {};
  try {
    await handle.migrate();
    for (const user of users) {
      const id = await insertAccount(handle.db, {
        name: user.name ?? user.email.split("@")[0],
        email: user.email,
        password: user.password,
      });
      if (!id) throw new Error(`could not seed ${user.email}`);
      ids[user.email] = id;
      if (user.role === "broken")
        await handle.db.insert(userRolesTable).values([
          { userId: id, role: "admin" },
          { userId: id, role: "manager" },
        ]);
      else await replaceRole(handle.db, id, user.role);
    }
  } finally {
    await handle.close();
  }
  const server = await startServer({ dataDir, databaseUrl: database.databaseUrl, env });
  return {
    server,
    ids,
    dispose: async () => {
      await server.dispose();
      await database.drop();
    },
  };
}

export interface SignInResult {
  status: number;
  body: {
    session?: { role: StaffRole | null; isAdmin: boolean; expiresAt: string; user: { email: string } };
    error?: string;
    retryAt?: string;
  };
  /** "name=value" of the session cookie, ready for a Cookie header ("" when none was set). */
  cookie: string;
  setCookie: string[];
}

/** Signs in through the JSON endpoint, as the browser's auth provider does. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<SignInResult> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...headers },
    body: JSON.stringify({ email, password }),
  });
  const setCookie = res.headers.getSetCookie();
  const session = setCookie.find((c) => c.includes("session_token=") && !c.includes("Max-Age=0"));
  return { status: res.status, body: await res.json(), cookie: session ? session.split(";")[0] : "", setCookie };
}

/** Signs in and fails loudly if that did not work. */
export async function sessionCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const result = await signIn(baseUrl, email, password);
  if (result.status !== 200 || !result.cookie)
    throw new Error(`sign-in as ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.cookie;
}

/** GET without following redirects, with an optional session cookie. */
export function get(url: string, cookie = "", headers: Record<string, string> = {}) {
  return fetch(url, { redirect: "manual", headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

/** A form post from our own pages (Origin set, as browsers do), without following redirects. */
export function postForm(baseUrl: string, path: string, form: Record<string, string>, cookie = "", headers: Record<string, string> = {}) {
  return fetch(baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

/** A JSON call to our API from our own pages. */
export function sendJson(baseUrl: string, method: string, path: string, body: unknown, cookie = "", headers: Record<string, string> = {}) {
  return fetch(baseUrl + path, {
    method,
    redirect: "manual",
    headers: { "content-type": "application/json", origin: baseUrl, ...(cookie ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Seeding a database and starting a server can take a while on a busy two-core machine. */
export const SERVER_START_TIMEOUT_MS = 180_000;
