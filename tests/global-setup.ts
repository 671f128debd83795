import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/platform/db/client.server";
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./helpers/server";

/**
 * Makes the run's migrated template databases (tests/helpers/server.ts): a PGlite
 * folder, and on the run against PostgreSQL a template database. The test processes, started
 * after this, inherit the variables that name them.
 */
export default async function setup(project: TestProject) {
  // The unit project opens no databases; the template is made once, for the first project that does.
  if (project.name === "unit" || process.env[PGLITE_TEMPLATE_ENV]) return;
  const base = process.env.DATABASE_URL;
  const folder = await mkdtemp(path.join(tmpdir(), "hpm-template-"));
  let templateName: string | undefined;
  try {
    if (base) {
      templateName = `hpm_template_${Date.now().toString(36)}_${process.pid}`;
      await withAdmin(base, (sql) => sql.unsafe(`create database ${templateName}`));
      const url = new URL(base);
      url.pathname = `/${templateName}`;
      await migrated({ databaseUrl: url.toString(), dataDir: folder });
      process.env[POSTGRES_TEMPLATE_ENV] = `${base}#${templateName}`;
    }
    await migrated({ dataDir: folder });
    process.env[PGLITE_TEMPLATE_ENV] = folder;
  } catch (error) {
    await removeTemplates(folder, base, templateName);
    throw error;
  }
  return () => removeTemplates(folder, base, templateName);
}

async function migrated(options: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}

async function removeTemplates(folder: string, base: string | undefined, templateName: string | undefined) {
  delete process.env[PGLITE_TEMPLATE_ENV];
  delete process.env[POSTGRES_TEMPLATE_ENV];
  if (base && templateName) await withAdmin(base, (sql) => sql.unsafe(`drop database if exists ${templateName} with (force)`));
  await rm(folder, { recursive: true, force: true });
}

async function withAdmin(url: string, run: (sql: postgres.Sql) => Promise<unknown>) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await run(sql);
  } finally {
    await sql.end();
  }
}
