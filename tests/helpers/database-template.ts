import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

/*
 * A migrated database made once per test run (tests/global-setup.ts) that every test needing
 * a fresh migrated database starts from: initdb and 34 migrations cost PGlite about 5 s a
 * database, a copy of the folder about 0.1 s. Outside vitest (the benches) the variables are
 * unset and each database is made and migrated from empty, as before.
 */
export const PGLITE_TEMPLATE_ENV = "HPM_TEST_PGLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "HPM_TEST_POSTGRES_TEMPLATE";

const run = promisify(execFile);

/** The migrated PostgreSQL database of this run to create databases from on `base`'s server, if there is one. */
export function postgresTemplate(base: string): string | undefined {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (!template) return undefined;
  const [server, name] = template.split("#");
  return sameServer(server, base) ? name : undefined;
}

function sameServer(a: string, b: string): boolean {
  const [x, y] = [new URL(a), new URL(b)];
  return x.host === y.host && x.username === y.username;
}

/**
 * Puts a copy of this run's migrated PGlite database into `dataDir` (as `dataDir/pglite`,
 * where the app opens it) unless the folder already holds one. `cp -a` rather than
 * fs.cp: Node's copies the 1,300 small files one promise at a time, 20 times slower.
 */
export async function fillPgliteFolder(dataDir: string): Promise<void> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const target = path.join(dataDir, "pglite");
  if (!template || existsSync(target)) return;
  await mkdir(dataDir, { recursive: true });
  await run("cp", ["-a", path.join(template, "pglite"), target]);
}
