import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/platform/db/client.server";
import { createTestDatabase, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./helpers/server";

/**
 * Makes the run's migrated template database (tests/helpers/server.ts, decision 0130): on the
 * run against PostgreSQL a template database on that server, otherwise a PGlite folder. The
 * test processes, started after this, inherit the variable that names it.
 */
export default async function setup(project: TestProject) {
  // The unit project opens no databases; the template is made once, for the first project that does.
  if (project.name === "unit" || process.env[PGLITE_TEMPLATE_ENV] || process.env[POSTGRES_TEMPLATE_ENV]) return;
  const base = process.env.DATABASE_URL;
  return base ? postgresTemplate(base) : pgliteTemplate();
}

async function postgresTemplate(base: string) {
  const template = await createTestDatabase(base);
  const remove = async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await template.drop();
  };
  try {
    await migrated({ databaseUrl: template.databaseUrl, dataDir: "" });
  } catch (error) {
    await remove();
    throw error;
  }
  process.env[POSTGRES_TEMPLATE_ENV] = `${base}#${new URL(template.databaseUrl!).pathname.slice(1)}`;
  return remove;
}

async function pgliteTemplate() {
  const folder = await mkdtemp(path.join(tmpdir(), "hpm-template-"));
  const remove = async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await migrated({ dataDir: folder });
  } catch (error) {
    await remove();
    throw error;
  }
  process.env[PGLITE_TEMPLATE_ENV] = folder;
  return remove;
}

async function migrated(options: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}
