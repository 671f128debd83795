import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { areasTable, servicesTable } from "./tables";

import type { Area, Service, ServiceSummary } from "./types";

export async function listPublishedServices(): Promise<ServiceSummary[]> {
  return getDb()
    .select({
      slug: servicesTable.slug,
      name: servicesTable.name,
      path: servicesTable.path,
      shortDescription: servicesTable.shortDescription,
      icon: servicesTable.icon,
      quoteService: servicesTable.quoteService,
      featured: servicesTable.featured,
      inMoreDialog: servicesTable.inMoreDialog,
    })
    .from(servicesTable)
    .where(eq(servicesTable.published, true))
    .orderBy(asc(servicesTable.sortOrder), asc(servicesTable.id));
}

export async function findPublishedServiceByPath(path: string): Promise<Service | undefined> {
  const [row] = await getDb()
    .select()
    .from(servicesTable)
    .where(and(eq(servicesTable.path, path), eq(servicesTable.published, true)))
    .limit(1);
  return row?.content ? row : undefined;
}

export async function listAreas(): Promise<Area[]> {
  return getDb().select().from(areasTable).orderBy(asc(areasTable.sortOrder), asc(areasTable.id));
}

export async function findAreaByPath(path: string): Promise<Area | undefined> {
  const [row] = await getDb().select().from(areasTable).where(eq(areasTable.path, path)).limit(1);
  return row;
}
