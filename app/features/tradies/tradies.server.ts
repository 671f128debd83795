import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/platform/db/client.server";
import { todayInAuckland } from "~/lib/clock";
import { tradiesTable as t } from "./tables";
import type { PublicTradie } from "./types";

/** Insurance or a licence has run out (as of `today` in Auckland; cover is good through its expiry day). */
export function lapsedCondition(today: string = todayInAuckland()): SQL {
  return sql`(${t.insuranceExpiresOn} < ${today}::date or exists (select 1 from jsonb_array_elements(${t.licences}) as l where l->>'expiresOn' < ${today}))`;
}

/** The public directory's rule (docs/decisions/0042): published by staff, active, and nothing lapsed. */
export function listedCondition(today: string = todayInAuckland()): SQL {
  return and(eq(t.published, true), eq(t.status, "active"), sql`not ${lapsedCondition(today)}`)!;
}

/** What every list of tradies shows about each one. */
export const cardColumns = { id: t.id, name: t.name, businessName: t.businessName, photoId: t.photoId, trades: t.trades, areas: t.areas };

const publicColumns = {
  ...cardColumns,
  suburbs: t.suburbs,
  bio: t.bio,
  yearsExperience: t.yearsExperience,
  licences: t.licences,
  rating: t.rating,
  reviewCount: t.reviewCount,
  jobsCompleted: t.jobsCompleted,
  verifiedAt: t.verifiedAt,
  insured: sql<boolean>`${t.insuranceExpiresOn} is not null`,
};

export async function listPublicTradies(filter: { trade?: string; area?: string } = {}): Promise<PublicTradie[]> {
  const conditions = [listedCondition()];
  if (filter.trade) conditions.push(sql`${t.trades} @> ${JSON.stringify([filter.trade])}::jsonb`);
  if (filter.area) conditions.push(sql`${t.areas} @> ${JSON.stringify([filter.area])}::jsonb`);
  return getDb()
    .select(publicColumns)
    .from(t)
    .where(and(...conditions))
    .orderBy(sql`${t.verifiedAt} is null`, sql`${t.rating} desc nulls last`, asc(t.name));
}

export async function findPublicTradie(id: number): Promise<PublicTradie | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await getDb()
    .select(publicColumns)
    .from(t)
    .where(and(eq(t.id, id), listedCondition()))
    .limit(1);
  return row;
}

/** True when the photo is on a profile the public can see, so anyone may load it. */
export async function isPhotoOnPublicProfile(photoId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.photoId, photoId), listedCondition()))
    .limit(1);
  return row !== undefined;
}
