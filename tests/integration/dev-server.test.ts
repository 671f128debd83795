import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/server";

/*
 * `npm run dev`, the development server a new developer starts first, answers the public site and
 * the staff sign-in. It broke unseen once (decision 0214 bundled CommonJS libraries into the server
 * build, and the development server cannot evaluate those), because every other test runs the build.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
let url = "";
let log = "";
let dataDir = "";
let stop = () => {};

beforeAll(async () => {
  const port = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), "hpm-dev-"));
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "dev", "--port", String(port), "--strictPort"],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "development", DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "false", SEED_DEMO_LEADS: "false" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  stop = () => {
    // The development server relaunches itself: stop its whole process group.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  url = `http://localhost:${port}`;
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the development server exited:\n${log}`);
    const answered = await fetch(`${url}/api/health`).catch(() => null);
    if (answered?.ok) break;
    if (Date.now() > deadline) throw new Error(`the development server did not answer:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(async () => {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(dataDir, { recursive: true, force: true });
});

describe("the development server", () => {
  it("draws the home page with its header and footer, and the staff sign-in page", async () => {
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    const login = await fetch(`${url}/admin/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain("Sign in");
    expect(log).not.toContain("Internal server error");
  }, 60_000);
});
