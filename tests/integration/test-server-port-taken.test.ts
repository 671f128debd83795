import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { freePort, startServer, type TestServer } from "../helpers/server";

/*
 * The test harness's own promise (docs/decisions/0232): a test server whose port another process
 * took first starts again on another, and is never mistaken for the process that answers there.
 * Two test commands run at once (a vitest run beside a Playwright run) once had a server lose
 * its port to the other run's server, which then answered its health check, so its tests signed
 * in to the other run's site and were refused (401).
 */
let squatter: Server;
let squatterPort: number;
let squatterAnswers = 0;
let server: TestServer | undefined;

beforeAll(async () => {
  squatterPort = await freePort();
  // Another run's server: it answers health on the port like ours would.
  squatter = createServer((request, response) => {
    squatterAnswers += 1;
    response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => squatter.listen(squatterPort, "127.0.0.1", resolve));
});

afterAll(async () => {
  await server?.dispose();
  await new Promise((resolve) => squatter?.close(resolve));
});

describe("a test server whose port another process holds", () => {
  it("starts on another port and answers there itself", { timeout: SERVER_START_TIMEOUT_MS }, async () => {
    server = await startServer({ port: squatterPort, env: { SEED_DEMO: "false" } });
    expect(server.port).not.toBe(squatterPort);
    expect(server.output()).toContain('"msg":"listening"');
    const before = squatterAnswers;
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(squatterAnswers).toBe(before);
    // The server we got is the process we started, and it is still running.
    expect(server.process.exitCode).toBeNull();
  });
});
