import { asc, eq } from "drizzle-orm";
import { getDb } from "~/platform/db/client.server";
import { sharedSnapshot } from "~/platform/shared-snapshot.server";
import { areasTable, servicesTable } from "./tables";
import type { Area, Service, ServiceSummary } from "./types";

/**
 * Every page reads the published catalogue (header, footer, content pages), and it changes
 * only when staff edit it: one snapshot is read at most every few seconds and shared by all
 * requests (see docs/decisions/0030). Whoever changes services or areas announces
 * it after commit (platform/content-changes.ts) so the next request reads the database again.
 */
const TTL_MS = 5_000;

interface CatalogueSnapshot {
  services: Service[];
  summaries: ServiceSummary[];
  areas: Area[];
}

async function readCatalogue(): Promise<CatalogueSnapshot> {
  const db = getDb();
  const [services, areas] = await Promise.all([
    db.select().from(servicesTable).where(eq(servicesTable.published, true)).orderBy(asc(servicesTable.sortOrder), asc(servicesTable.id)),
    db.select().from(areasTable).orderBy(asc(areasTable.sortOrder), asc(areasTable.id)),
  ]);
  const summaries = services.map(({ slug, name, path, shortDescription, icon, quoteService, featured, inMoreDialog }) => ({
    slug,
    name,
    path,
    shortDescription,
    icon,
    quoteService,
    featured,
    inMoreDialog,
  }));
  return { services, summaries, areas };
}

const snapshot = sharedSnapshot("catalogue", TTL_MS, readCatalogue);
const catalogue = snapshot.get;

export async function listPublishedServices(): Promise<ServiceSummary[]> {
  return (await catalogue()).summaries;
}

export async function findPublishedServiceByPath(path: string): Promise<Service | undefined> {
  return (await catalogue()).services.find((service) => service.path === path && service.content);
}

export async function listAreas(): Promise<Area[]> {
  return (await catalogue()).areas;
}

export async function findAreaByPath(path: string): Promise<Area | undefined> {
  return (await catalogue()).areas.find((area) => area.path === path);
}
