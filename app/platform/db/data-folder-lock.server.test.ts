import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataFolderInUseError, lockDataFolder } from "./data-folder-lock.server";

const made: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "hpm-lock-unit-"));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const lockFile = (dir: string) => path.join(dir, "pglite.lock");

/** The id of a process that has exited, so certainly not running. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

describe("lockDataFolder", () => {
  it("holds the folder until released, then lets the next opener in", () => {
    const dir = folder();
    const lock = lockDataFolder(dir, { command: "test" });
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid, command: "test" });
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataFolder(dir, { command: "test" }).release();
  });

  it("refuses a second opener while the holder runs, naming both the folder and the holder", () => {
    const dir = folder();
    // The parent process (vitest) stands in for a running server.
    writeFileSync(
      lockFile(dir),
      JSON.stringify({
        pid: process.ppid,
        host: hostname(),
        startTicks: null,
        command: "the server",
        since: "2026-11-23T00:00:00Z",
        url: "http://127.0.0.1:3000",
      }),
    );
    expect(() => lockDataFolder(dir, { command: "admin:create" })).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dir, { command: "admin:create" })).toThrow(`The data folder ${dir} is in use by process ${process.ppid}`);
    expect(() => lockDataFolder(dir, { command: "admin:create" })).toThrow("serving http://127.0.0.1:3000");
  });

  it("takes over a lock whose process is gone", () => {
    const dir = folder();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: deadPid(), host: hostname(), startTicks: null, command: "killed", since: "x" }));
    const lock = lockDataFolder(dir, { command: "test" });
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose process id now belongs to another program", () => {
    const dir = folder();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: process.ppid, host: hostname(), startTicks: "1", command: "old", since: "x" }));
    const lock = lockDataFolder(dir, { command: "test" });
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("treats an unreadable lock as stale", () => {
    const dir = folder();
    writeFileSync(lockFile(dir), "{not json");
    lockDataFolder(dir, { command: "test" }).release();
  });
});
