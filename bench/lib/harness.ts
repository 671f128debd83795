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

/** What measure() reads the server's own time from: its output, with a request log line per request. */
interface ServerLog {
  output(): string;
}

/** The `ms` of each request log line written after `from` (app/server/middleware/request-log.ts). */
function serverTimes(server: ServerLog, from: number): number[] {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => (JSON.parse(line) as { ms: number }).ms);
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/**
 * Times `request` `count` times one at a time after 3 warm-ups and prints p50/p95 against the
 * target, under `label` (the database) and `name` (what was asked for). Given the server (run
 * with LOG_LEVEL=info), the target is held against the server's own time from its request log,
 * and the time the client saw is printed beside it: on a small machine the client shares the
 * server's cores.
 */
export async function measure(
  label: string,
  name: string,
  targetMs: number,
  count: number,
  request: (i: number) => Promise<Response>,
  server?: ServerLog,
) {
  for (let i = 0; i < 3; i++) await (await request(i)).arrayBuffer();
  // A response's log line is written as its body ends, which may be just after the client has read it.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  if (server) await settle();
  const from = server?.output().length ?? 0;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
    times.push(performance.now() - started);
  }
  const client = summary(times);
  if (!server) {
    console.log(
      `${label}: ${name.padEnd(36)} p50 ${client.p50.toFixed(1)} ms  p95 ${client.p95.toFixed(1)} ms  ${client.p95 <= targetMs ? "ok" : `OVER the ${targetMs} ms target`}`,
    );
    return;
  }
  await settle();
  const logged = serverTimes(server, from);
  if (logged.length !== count) throw new Error(`${name}: ${logged.length} request log lines for ${count} requests`);
  const own = summary(logged);
  console.log(
    `${label}: ${name.padEnd(36)} server p50 ${own.p50.toFixed(1)} ms  p95 ${own.p95.toFixed(1)} ms  ${own.p95 <= targetMs ? "ok" : `OVER the ${targetMs} ms target`}  (client saw p50 ${client.p50.toFixed(1)}, p95 ${client.p95.toFixed(1)})`,
  );
}
