import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/platform/db/client.server";
import { createTestDatabase, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./helpers/server";

/**
 * Makes the run's migrated template databases (tests/helpers/server.ts, decision 0130): for a
 * project on PostgreSQL a template database on that server, otherwise a PGlite folder. The
 * test processes, started after this, inherit the variable that names it.
 */
export default async function setup(project: TestProject) {
  // The unit project opens no databases; each kind's template is made once, for the first project that uses it.
  if (project.name === "unit") return;
  return migratedTemplate(project.config.env?.DATABASE_URL || process.env.DATABASE_URL);
}

/** Makes the template on PostgreSQL at `base`, or a PGlite one, unless the run has it; resolves to its removal. */
export async function migratedTemplate(base: string | undefined) {
  if (base) return process.env[POSTGRES_TEMPLATE_ENV] ? undefined : postgresTemplate(base);
  return process.env[PGLITE_TEMPLATE_ENV] ? undefined : pgliteTemplate();
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
