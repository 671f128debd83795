import { execFile, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createFolderAndDatabase, freePort, startServer, type FolderAndDatabase, type TestServer } from "../helpers/server";

/*
 * Issue 40, item 16: the first start printed the admin's sign-in and the demo tradie's portal link
 * as JSON lines on the terminal of the person who ran `npm start`. On a terminal the log is now
 * plain lines a person reads (pino-pretty); written to a pipe or a file (a log collector, these
 * tests) it stays JSON. `script` gives the server a terminal of its own, as a person's shell would.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER = path.join(process.env.BUILD_DIR ?? "build", "server/index.js");
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const run = promisify(execFile);

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The server started on a terminal of its own, until `waitFor` is in what it printed; then stopped. */
async function onTerminal(database: FolderAndDatabase, waitFor: RegExp): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? "",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: "true",
    SEED_DEMO_LEADS: "true",
  };
  // A generated password, printed once, as on a newcomer's first start.
  delete env.ADMIN_PASSWORD;
  const command = `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(SERVER)}`;
  const child: ChildProcess = spawn("script", ["-q", "-e", "-c", command, "/dev/null"], {
    cwd: ROOT,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    const deadline = Date.now() + 150_000;
    while (!waitFor.test(output.replace(ANSI, ""))) {
      if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not print ${waitFor}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    // The server is the terminal's process, a child of `script`: stop it by its id, then `script` ends.
    const { stdout } = await run("pgrep", ["-P", String(child.pid)]).catch(() => ({ stdout: "" }));
    for (const pid of stdout.split(/\s+/).filter(Boolean)) process.kill(Number(pid), "SIGTERM");
    await exited;
  }
  return output.replace(ANSI, "").replaceAll("\r", "");
}

describe("the first start's log", () => {
  it("reads as plain lines on a terminal: the admin's sign-in and the demo tradie's link", { timeout: 200_000 }, async () => {
    const database = await createFolderAndDatabase("hpm-first-run-");
    cleanups.push(() => database.drop());
    const output = await onTerminal(database, /INFO: listening/);
    const lines = output.split("\n").filter(Boolean);
    expect(lines.filter((line) => line.trimStart().startsWith("{"))).toEqual([]);
    const signIn = lines.find((line) => line.includes("First admin account created"));
    expect(signIn).toMatch(
      /^\[\d\d:\d\d:\d\d\] WARN: First admin account created: sign in at http:\/\/127\.0\.0\.1:\d+\/admin\/login as admin@harbourside\.co\.nz with the password \S{12,} \(shown only this once/,
    );
    const crew = lines.find((line) => line.includes("Demo tradie portal"));
    expect(crew).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Demo tradie portal: open http:\/\/127\.0\.0\.1:\d+\/crew\/link\/[A-Za-z0-9_-]{43}\S* to see the visits/,
    );
  });

  it("stays JSON lines when written to a pipe, for log collectors and tests", { timeout: 200_000 }, async () => {
    const server: TestServer = await startServer({ env: { ADMIN_PASSWORD: undefined } });
    cleanups.push(() => server.dispose());
    await expect.poll(() => server.output().includes("First admin account created"), { timeout: 30_000 }).toBe(true);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "");
    expect(lines.length).toBeGreaterThan(2);
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(parsed.find((line) => line.msg.includes("First admin account created"))?.msg).toMatch(
      /sign in at http:\/\/127\.0\.0\.1:\d+\/admin\/login/,
    );
  });
});
