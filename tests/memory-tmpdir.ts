import { mkdirSync, statfsSync } from "node:fs";

/** Free room a run of the tests needs in memory: a PGlite copy is about 40 MB and a few live at once. */
const ROOM_NEEDED_BYTES = 2 * 1024 ** 3;

/**
 * Points the run's temporary folders (os.tmpdir(): each test server's data folder, the PGlite
 * template and its copies) at /dev/shm when it is a memory file system with room. Copying the
 * template's thousand small files and PGlite's own writes cost 0.3–0.8 s of kernel time per
 * server on this machine's disk and almost none in memory (decision 0231). Where /dev/shm is
 * missing or small (a container's 64 MB default), the folders stay where they were.
 * Set TMPDIR yourself to choose; the server processes and test workers inherit it.
 */
export function useMemoryTmpdir(env: NodeJS.ProcessEnv = process.env): void {
  if (env.TMPDIR) return;
  const folder = "/dev/shm/hpm-tests";
  try {
    const { bavail, bsize } = statfsSync("/dev/shm");
    if (bavail * bsize < ROOM_NEEDED_BYTES) return;
    mkdirSync(folder, { recursive: true });
  } catch {
    return; // no /dev/shm here
  }
  env.TMPDIR = folder;
}
