import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { postQuote, queryAfterStop, validQuote } from "../helpers/quote";
import { freePort, startServer, type TestServer } from "../helpers/server";

// This is about the embedded database: every server here runs on PGlite, whatever DATABASE_URL says.
const PGLITE = { DATABASE_URL: "", QUOTE_RATE_LIMIT_MAX: "1000" };
const root = path.resolve(import.meta.dirname, "../..");

/** Starts a second server process on `dataDir` and waits for it to exit (it must refuse at once). */
async function secondServerOn(dataDir: string): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? "build", "server/index.js")], {
    cwd: root,
    env: { ...process.env, ...PGLITE, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, output, ms: Date.now() - started };
}

let dataDir: string;
let first: TestServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hpm-lock-"));
  first = await startServer({ dataDir, env: PGLITE });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await first?.stop("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

describe("one data folder, one process", () => {
  it(
    "refuses a second server on a folder in use, naming the folder and the holder, and loses nothing",
    async () => {
      const key = (i: number) => ({ "idempotency-key": `lock-test-${i}-${Date.now()}` });
      const sending = Promise.all(Array.from({ length: 25 }, (_, i) => postQuote(first.url, validQuote({ fillTimeMs: 10_000 }), key(i))));
      const second = await secondServerOn(dataDir);
      const more = await Promise.all(
        Array.from({ length: 25 }, (_, i) => postQuote(first.url, validQuote({ fillTimeMs: 10_000 }), key(100 + i))),
      );
      const answers = [...(await sending), ...more];

      expect(second.code).toBe(1);
      expect(second.output).toContain(`The data folder ${dataDir} is in use by process ${first.process.pid}`);
      expect(second.output).toContain(first.url);
      expect(second.ms).toBeLessThan(15_000);
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));

      // A kill -9 leaves the lock behind: the next server finds its process gone and takes over,
      // with every acknowledged request there.
      await first.stop("SIGKILL");
      first = await startServer({ dataDir, env: PGLITE });
      const [{ count }] = await queryAfterStop<{ count: number }>(first, "select count(*)::int as count from leads");
      expect(count).toBe(50);
    },
    4 * SERVER_START_TIMEOUT_MS,
  );
});
