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

/**
 * Times `request` `count` times one at a time after 3 warm-ups and prints p50/p95 against the
 * target, under `label` (the database) and `name` (what was asked for).
 */
export async function measure(label: string, name: string, targetMs: number, count: number, request: (i: number) => Promise<Response>) {
  for (let i = 0; i < 3; i++) await (await request(i)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${label}: ${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ${p95 <= targetMs ? "ok" : `OVER the ${targetMs} ms target`}`,
  );
}
