// CPU time used by processes, read from Linux's /proc: what a submission costs the app and the
// database, which stays comparable between builds on a machine whose speed varies from run to
// run. Elsewhere it reads null.
import { readFileSync, readdirSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** Seconds of user and system time the process has used, or null without /proc. */
export function cpuSecondsOf(pid: number): number | null {
  return readStat(pid)?.seconds ?? null;
}

/** Seconds used by every process named `name` on this machine (PostgreSQL's server and backends). */
export function cpuSecondsOfNamed(name: string): number | null {
  let total: number | null = null;
  for (const entry of safeList("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat?.name === name) total = (total ?? 0) + stat.seconds;
  }
  return total;
}

/** A process's name and CPU seconds from one read of /proc/<pid>/stat; null if it has gone or there is no /proc. */
function readStat(pid: number): { name: string; seconds: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
