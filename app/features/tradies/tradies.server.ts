import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { tradiesTable } from "./tables";

import type { Tradie } from "./types";

const isPublic = and(eq(tradiesTable.published, true), eq(tradiesTable.status, "active"));

export async function listPublicTradies(filter: { trade?: string; area?: string } = {}): Promise<Tradie[]> {
  const conditions = [isPublic];
  if (filter.trade) conditions.push(sql`${tradiesTable.trades} @> ${JSON.stringify([filter.trade])}::jsonb`);
  if (filter.area) conditions.push(sql`${tradiesTable.areas} @> ${JSON.stringify([filter.area])}::jsonb`);
  return getDb()
    .select()
    .from(tradiesTable)
    .where(and(...conditions))
    .orderBy(desc(tradiesTable.verified), desc(tradiesTable.rating), asc(tradiesTable.name));
}

export async function findPublicTradie(id: number): Promise<Tradie | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await getDb().select().from(tradiesTable).where(and(eq(tradiesTable.id, id), isPublic)).limit(1);
  return row;
}
