// One instance against two, behind the local reverse proxy of `npm run start:cluster`, on one
// PostgreSQL database (DATABASE_URL, or the local server's): uncached home pages (a cookie
// gets past the page cache) and cached ones, requests a second and p99, side by side in one
// run. Every process shares the machine's cores with the load generator, so on a 2-core
// machine the second instance mostly shows what the proxy costs; on more cores it shows the
// scaling. Knobs: BENCH_SECONDS (10), BENCH_CONNECTIONS (20).
import { spawn } from "node:child_process";
import path from "node:path";
import postgres from "postgres";
import type * as Load from "./lib/load";
import type * as ServerHelpers from "../tests/helpers/server";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { measureLoad } = (await import(local("./lib/load.ts"))) as typeof Load;
const { freePort } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BASE = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROOT = path.resolve(import.meta.dirname, "..");

async function admin(statement: string) {
  const sql = postgres(BASE, { max: 1, onnotice: () => {} });
  await sql.unsafe(statement).finally(() => sql.end());
}

async function withCluster<T>(instances: number, databaseUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  let log = "";
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start-cluster.ts")], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), CLUSTER_INSTANCES: String(instances), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c) => (log += c));
  child.stderr.on("data", (c) => (log += c));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    while (!log.includes("cluster of")) {
      if (child.exitCode !== null) throw new Error(`the cluster did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const name = `bench_cluster_${Date.now().toString(36)}`;
await admin(`create database ${name}`);
const url = new URL(BASE);
url.pathname = `/${name}`;
try {
  console.log("| Instances (PostgreSQL) | Home, uncached: req/s (p99) | Home, cached: req/s (p99) |");
  console.log("|--:|--:|--:|");
  for (const instances of [1, 2]) {
    const [uncached, cached] = await withCluster(instances, url.toString(), async (base) => [
      await measureLoad(`${base}/`, {
        seconds: SECONDS,
        connections: CONNECTIONS,
        warmUpSeconds: 2,
        headers: { cookie: "bench=uncached" },
      }),
      await measureLoad(`${base}/`, { seconds: SECONDS, connections: CONNECTIONS, warmUpSeconds: 2 }),
    ]);
    const cell = (r: Load.LoadResult) => `${Math.round(r.requestsPerSecond).toLocaleString("en-NZ")} (${r.p99Ms} ms)`;
    console.log(`| ${instances} | ${cell(uncached)} | ${cell(cached)} |`);
  }
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}
