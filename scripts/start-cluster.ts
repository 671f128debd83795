// `npm run start:cluster`: N instances of the built server on one PostgreSQL database behind a
// local reverse proxy, to try the many-instance set-up of docs/deploy.md on one machine.
// Options: CLUSTER_INSTANCES (2), PORT (3000, the proxy's), DATABASE_URL (required: PGlite is
// one process), CLUSTER_PORTS (the instances' ports, comma-separated; PORT+1…PORT+N by
// default). The instances listen on 127.0.0.1 and trust the proxy's X-Forwarded-For. Ctrl-C stops the proxy and then every instance gracefully.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { createProxyServer } from "http-proxy-3";

const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL;
const buildDir = process.env.BUILD_DIR ?? "build";

if (!databaseUrl) {
  console.error("start:cluster needs DATABASE_URL (a PostgreSQL database): the embedded PGlite serves one process only.");
  process.exit(1);
}
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error("CLUSTER_INSTANCES must be a whole number from 1 to 16.");
  process.exit(1);
}

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const instancePorts = process.env.CLUSTER_PORTS
  ? process.env.CLUSTER_PORTS.split(",").map(Number)
  : Array.from({ length: instances }, (_, i) => port + 1 + i);
if (instancePorts.length !== instances || instancePorts.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
  console.error("CLUSTER_PORTS must list one port (1–65535) per instance, separated by commas.");
  process.exit(1);
}
const targets = instancePorts.map((instancePort) => ({ port: instancePort, healthy: false, exited: false }));
const children: ChildProcess[] = targets.map(({ port: instancePort }) =>
  spawn(process.execPath, [path.join(buildDir, "server/index.js")], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(instancePort),
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      TRUSTED_PROXIES: "127.0.0.1",
    },
  }),
);

for (const [index, child] of children.entries()) child.once("exit", () => (targets[index].exited = true));

async function waitUntilHealthy(target: (typeof targets)[number]) {
  for (let tries = 0; tries < 600 && !target.exited; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${target.port}/api/health`)).ok) return void (target.healthy = true);
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the instance on port ${target.port} ${target.exited ? "stopped before it was ready" : "did not become healthy"}`);
}

const proxy = createProxyServer({ xfwd: true });
let next = 0;
/** Round robin over the instances that answered their health check. */
function pickTarget() {
  const healthy = targets.filter((t) => t.healthy);
  return healthy.length ? healthy[next++ % healthy.length] : undefined;
}

const server = http.createServer((req, res) => {
  const target = pickTarget();
  if (!target) {
    res.writeHead(503, { "content-type": "text/plain", "retry-after": "5" }).end("No instance is ready yet.");
    return;
  }
  // Says which instance answered, to see the round robin at work (a local tool, not for production).
  res.setHeader("x-cluster-instance", String(target.port));
  proxy.web(req, res, { target: `http://127.0.0.1:${target.port}` }, () => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("The instance did not answer.");
  });
});

await Promise.all(targets.map(waitUntilHealthy)).catch((error: Error) => {
  console.error(error.message);
  for (const child of children) child.kill("SIGTERM");
  process.exit(1);
});
server.listen(port, () =>
  console.log(`cluster of ${instances} on ${publicUrl} (instances on ports ${targets.map((t) => t.port).join(", ")})`),
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    for (const child of children) child.kill("SIGTERM");
  });
}
let running = children.length;
for (const child of children) {
  child.once("exit", (code) => {
    running -= 1;
    if (stopping) {
      if (running === 0) process.exit(0);
      return;
    }
    console.error(`an instance stopped (exit code ${code}); stopping the cluster`);
    process.kill(process.pid, "SIGTERM");
  });
}
