// Visitors while staff work hard: the latency of uncached public pages (the home page with a
// cookie, so every request is rendered) idle, during a burst of sign-ins (BENCH_SIGN_INS, by
// default 30 wrong passwords from one address and 30 from as many addresses for one email),
// and during 4 CSV exports of every lead at once (BENCH_LEADS leads), downloaded by a process of
// the lowest CPU priority as if on staff's own computer. Printed side by side in
// one run, on PGlite and, when DATABASE_URL is set, on PostgreSQL. Target: p50 and p95 during
// each burst at most 2× idle. Knobs: BENCH_LEADS (30000), BENCH_SIGN_INS (30), BENCH_SAMPLES (200, idle).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as SeedScript from "../scripts/seed-leads";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Harness from "./lib/harness";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { startServer, createTestDatabase } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { seedLeads } = (await import(local("../scripts/seed-leads.ts"))) as typeof SeedScript;
const { percentile } = (await import(local("./lib/harness.ts"))) as typeof Harness;

const LEADS = Number(process.env.BENCH_LEADS ?? 30_000);
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 30);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const ADMIN = { ADMIN_EMAIL: "bench@stress.test", ADMIN_PASSWORD: "bench-password-123", SEED_DEMO: "false", LOG_LEVEL: "warn" };
const ENV = { ...ADMIN, TRUSTED_PROXIES: "127.0.0.1", AUTH_MAX_FAILURES_PER_CLIENT: "20", AUTH_MAX_FAILURES_PER_EMAIL: "5" };

/**
 * Uncached home pages, one after another, as one visitor clicking about: `SAMPLES` of them, or
 * given a burst, as many as fit in the whole burst (at least 10), so that its start, when the
 * requests arrive together, does not weigh more than its middle and end.
 */
async function pageLatencies(url: string, until?: Promise<unknown>): Promise<{ p50: number; p95: number; count: number }> {
  const times: number[] = [];
  let done = false;
  void until?.then(() => (done = true));
  const enough = () => (until ? done && times.length >= 10 : times.length >= SAMPLES);
  while (!enough()) {
    const started = performance.now();
    const res = await fetch(`${url}/`, { headers: { cookie: "bench=uncached", "accept-encoding": "br, gzip" } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`home answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count: times.length };
}

async function signIn(url: string, email: string, password: string, client: string) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": client },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return res;
}

/** The attacks of the hardening review: many wrong passwords at once from one address, and for one email from many. */
function signInBurst(url: string) {
  return Promise.all([
    ...Array.from({ length: SIGN_INS }, (_, i) => signIn(url, `guess${i}@stress.test`, "wrong-password", "10.99.0.1")),
    ...Array.from({ length: SIGN_INS }, (_, i) => signIn(url, ADMIN.ADMIN_EMAIL, "wrong-password", `10.98.${i >> 8}.${i & 255}`)),
  ]);
}

/** 4 CSV exports at once, downloaded by a process at the lowest CPU priority (bench/lib/download.ts). */
async function exports(url: string, cookie: string): Promise<number[]> {
  const address = `${url}/admin/leads/export.csv?status=all`;
  const downloader = [process.execPath, path.join(import.meta.dirname, "lib/download.ts"), cookie, ...Array(4).fill(address)];
  const child = spawn("nice", ["-n", "19", ...downloader], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`the export downloads failed (${code})`);
  return JSON.parse(out) as number[];
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hpm-stress-bench-"));
  const first = await startServer({ dataDir, databaseUrl, env: ENV });
  await first.stop();
  await seedLeads({ databaseUrl, dataDir }, LEADS);
  const server = await startServer({ dataDir, databaseUrl, env: ENV });
  try {
    const login = await signIn(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, "10.97.0.1");
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.includes("session_token="))
      ?.split(";")[0];
    if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
    await pageLatencies(server.url); // warm-up
    const idle = await pageLatencies(server.url);
    const burst = signInBurst(server.url);
    const duringSignIns = await pageLatencies(server.url, burst);
    const statuses = (await burst).map((r) => r.status);
    const exporting = exports(server.url, cookie);
    const duringExports = await pageLatencies(server.url, exporting);
    const exportStatuses = await exporting;

    const row = (name: string, m: { p50: number; p95: number; count: number }) => {
      const ok = m.p50 <= 2 * idle.p50 && m.p95 <= 2 * idle.p95;
      return `| ${label} | ${name} | ${m.count} | ${m.p50.toFixed(1)} ms | ${m.p95.toFixed(1)} ms | ${(m.p50 / idle.p50).toFixed(2)}× | ${name === "idle" ? "" : ok ? "met" : "**missed**"} |`;
    };
    console.log(row("idle", idle));
    console.log(
      row(
        `during ${statuses.length} sign-ins (${statuses.filter((s) => s === 401).length} checked, ${statuses.filter((s) => s === 429).length} refused unchecked)`,
        duringSignIns,
      ),
    );
    console.log(
      row(`during 4 CSV exports of ${LEADS.toLocaleString("en-NZ")} leads (answers ${exportStatuses.join(", ")})`, duringExports),
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log("| Database | Uncached home page | pages | p50 | p95 | p50 vs idle | ≤ 2× idle |");
console.log("|---|---|--:|--:|--:|--:|---|");
await run("PGlite");
if (process.env.DATABASE_URL) {
  const database = await createTestDatabase();
  try {
    await run("PostgreSQL", database.databaseUrl);
  } finally {
    await database.drop();
  }
}
