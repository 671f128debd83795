import { gte, or, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { quoteVersionsTable as v } from "./tables";

/**
 * The dashboard's quote figures for a period (from `since`): quotes sent (a revision sent again
 * counts its quote once), quotes accepted and what they were accepted for (GST included).
 */
export async function quoteFigures(db: Database, since: Date) {
  const from = sql`${since.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      sent: sql<number>`count(distinct ${v.quoteId}) filter (where ${v.sentAt} >= ${from})`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${v.acceptedAt} >= ${from})`.mapWith(Number),
      acceptedCents: sql<number>`coalesce(sum(${v.acceptedCents}) filter (where ${v.acceptedAt} >= ${from}), 0)`.mapWith(Number),
    })
    .from(v)
    .where(or(gte(v.sentAt, since), gte(v.acceptedAt, since)));
  return row;
}
