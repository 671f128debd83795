// CPU time used by processes, read from Linux's /proc: what a submission costs the app and the
// database, which stays comparable between builds on a machine whose speed varies from run to
// run. Elsewhere it reads null.
import { readFileSync, readdirSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** Seconds of user and system time the process has used, or null without /proc. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Seconds used by every process named `name` on this machine (PostgreSQL's server and backends). */
export function cpuSecondsOfNamed(name: string): number | null {
  let total = 0;
  let found = false;
  for (const entry of safeList("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/stat`, "utf8").includes(`(${name})`)) continue;
    } catch {
      continue; // the process ended while we looked
    }
    const seconds = cpuSecondsOf(Number(entry));
    if (seconds !== null) {
      total += seconds;
      found = true;
    }
  }
  return found ? total : null;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
