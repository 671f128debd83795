import { spawn } from "node:child_process";
import { createServer } from "node:http";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { freePort } from "../helpers/server";

/*
 * `npm run start:cluster` (scripts/start-cluster.ts): N instances on one PostgreSQL database
 * behind a local reverse proxy. Always on the PostgreSQL server, since PGlite is one process.
 */
const BASE = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROOT = path.resolve(import.meta.dirname, "../..");

const admin = async (statement: string) => {
  const sql = postgres(BASE, { max: 1, onnotice: () => {} });
  await sql.unsafe(statement).finally(() => sql.end());
};

function startCluster(env: Record<string, string>) {
  let log = "";
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start-cluster.ts")], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c) => (log += c));
  child.stderr.on("data", (c) => (log += c));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, log: () => log };
}

describe("npm run start:cluster", () => {
  const name = `cluster_${Date.now().toString(36)}`;
  let port: number;
  let instancePorts: number[];
  let databaseUrl: string;
  let cluster: ReturnType<typeof startCluster>;
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(BASE);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    port = await freePort();
    // Ports from the OS for the instances too: PORT+1 and PORT+2 may be held by a parallel test.
    instancePorts = [await freePort(), await freePort()];
    cluster = startCluster({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      CLUSTER_INSTANCES: "2",
      CLUSTER_PORTS: instancePorts.join(","),
      SEED_DEMO: "false",
    });
    const deadline = Date.now() + SERVER_START_TIMEOUT_MS - 5_000;
    while (!cluster.log().includes("cluster of 2 on")) {
      if (cluster.child.exitCode !== null || Date.now() > deadline) throw new Error(`the cluster did not start:\n${cluster.log()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    if (cluster?.child.exitCode === null) cluster.child.kill("SIGKILL");
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("answers through the proxy from both instances in turn", async () => {
    const served: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await get(`http://127.0.0.1:${port}/services`);
      expect(res.status).toBe(200);
      served.push(res.headers.get("x-cluster-instance") ?? "");
    }
    expect(served).toEqual([...instancePorts, ...instancePorts].map(String));
    // Pages know their public address is the proxy's, and staff writes from it are accepted.
    const html = await (await get(`http://127.0.0.1:${port}/services`)).text();
    expect(html).toContain(`<link rel="canonical" href="http://localhost:${port}/services"`);
  });

  it("refuses to start on PGlite, naming what it needs", async () => {
    const lone = startCluster({ DATABASE_URL: "", PORT: String(await freePort()) });
    expect(await lone.exited).toBe(1);
    expect(lone.log()).toContain("start:cluster needs DATABASE_URL");
  });

  it(
    "stops at once when an instance cannot take its port",
    async () => {
      const squatter = createServer((_req, res) => res.writeHead(503).end());
      const held = await new Promise<number>((resolve) =>
        squatter.listen(0, "127.0.0.1", () => resolve((squatter.address() as { port: number }).port)),
      );
      try {
        const started = Date.now();
        const blocked = startCluster({
          DATABASE_URL: databaseUrl,
          PORT: String(await freePort()),
          CLUSTER_INSTANCES: "1",
          CLUSTER_PORTS: String(held),
          SEED_DEMO: "false",
        });
        expect(await blocked.exited).toBe(1);
        expect(blocked.log()).toContain(`the instance on port ${held} stopped before it was ready`);
        expect(Date.now() - started).toBeLessThan(SERVER_START_TIMEOUT_MS - 5_000);
      } finally {
        squatter.close();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );

  it("refuses instance ports that do not match the count", async () => {
    const wrong = startCluster({
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      CLUSTER_INSTANCES: "2",
      CLUSTER_PORTS: "4001",
    });
    expect(await wrong.exited).toBe(1);
    expect(wrong.log()).toContain("CLUSTER_PORTS must list one port");
  });

  it("stops every instance gracefully on SIGTERM", async () => {
    cluster.child.kill("SIGTERM");
    expect(await cluster.exited).toBe(0);
    expect(cluster.log().match(/"msg":"stopped"/g)).toHaveLength(2);
  });
});
