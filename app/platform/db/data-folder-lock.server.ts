import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/**
 * One process per PGlite folder (docs/decisions/0017). PGlite keeps the database in this
 * process's memory and writes it back to the folder; a second process on the same folder
 * silently loses writes. So whoever opens the folder first writes `<folder>/pglite.lock`
 * holding its process id, and every later opener stops at once, naming the holder, until
 * the holder has gone. A lock left by a process that died (kill -9, power cut) is stale:
 * its process no longer runs, or another program now has its id, and it is taken over.
 */
export class DataFolderInUseError extends Error {
  constructor(folder: string, holder: LockHolder) {
    const where = holder.url ? ` serving ${holder.url}` : "";
    super(
      `The data folder ${folder} is in use by process ${holder.pid} on ${holder.host}${where} (${holder.command}, since ${holder.since}). ` +
        "Only one process may open a PGlite folder: stop that process first, use another DATA_DIR, or use a PostgreSQL server (DATABASE_URL).",
    );
    this.name = "DataFolderInUseError";
  }
}

interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it, so a reused process id is not mistaken for the holder. */
  startTicks: string | null;
  command: string;
  since: string;
  url?: string;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux). */
function startTicksOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // another machine's process: we cannot tell, so we must not take over
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const ticks = startTicksOf(holder.pid);
  return holder.startTicks === null || ticks === null || ticks === holder.startTicks;
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as LockHolder;
  } catch {
    return null; // gone, or not a lock we wrote
  }
}

export interface DataFolderLock {
  release(): void;
}

/** Takes the folder's lock for this process, or throws DataFolderInUseError naming the holder. */
export function lockDataFolder(folder: string, purpose: { command: string; url?: string }): DataFolderLock {
  const file = path.join(folder, "pglite.lock");
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startTicks: startTicksOf(process.pid),
    command: purpose.command,
    since: new Date().toISOString(),
    url: purpose.url,
  };
  // Written whole under a private name, then linked into place: link() fails when the lock
  // exists, so only one opener wins, and no reader ever sees a half-written lock.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    return takeLock(folder, file, draft);
  } finally {
    rmSync(draft, { force: true });
  }
}

function takeLock(folder: string, file: string, draft: string): DataFolderLock {
  let tookOverStale = false;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (holder && isRunning(holder)) throw new DataFolderInUseError(folder, holder);
      // Stale: its process is gone. Remove it and try to create ours again; if another
      // process got there first, the next round finds it running and stops.
      try {
        unlinkSync(file);
      } catch {
        /* someone else removed it */
      }
      tookOverStale = true;
      continue;
    }
    // Two openers taking over one stale lock together could each remove the other's new
    // one; whoever finds the lock no longer theirs a moment later gives way.
    if (tookOverStale) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      const holder = readHolder(file);
      if (holder?.pid !== process.pid)
        throw holder ? new DataFolderInUseError(folder, holder) : new Error(`Could not lock ${folder}; try again.`);
    }
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      },
    };
  }
  const holder = readHolder(file);
  throw holder ? new DataFolderInUseError(folder, holder) : new Error(`Could not lock the data folder ${folder}; try again.`);
}
