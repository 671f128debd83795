// What the database benchmarks share: percentiles, signing in as the seeded administrator, and
// running one measurement on PGlite and then, when DATABASE_URL is set, on a fresh PostgreSQL
// database.
import type * as ServerHelpers from "../../tests/helpers/server";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { createTestDatabase } = (await import(local("../../tests/helpers/server.ts"))) as typeof ServerHelpers;

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A session cookie for the administrator the bench's server was started with. */
export async function signIn(url: string, admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0];
}

/** Runs `run` on PGlite, then on a fresh PostgreSQL database when DATABASE_URL is set. */
export async function onBothDatabases(run: (label: string, databaseUrl?: string) => Promise<void>) {
  await run("PGlite");
  if (!process.env.DATABASE_URL) {
    console.log("PostgreSQL: skipped (set DATABASE_URL to include it)");
    return;
  }
  const database = await createTestDatabase();
  try {
    await run("PostgreSQL", database.databaseUrl);
  } finally {
    await database.drop();
  }
}
