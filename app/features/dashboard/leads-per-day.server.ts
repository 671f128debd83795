import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { leadsTable as l } from "~/features/leads/tables";
import { BUSINESS_TIME_ZONE } from "~/lib/clock";

/** How many leads `where` picks on each Auckland day they came in, by `YYYY-MM-DD`: the figures' charts by day. */
export async function leadsPerAucklandDay(db: Pick<Database, "execute">, where: SQL | undefined): Promise<Map<string, number>> {
  const rows = await db.execute(
    sql`select to_char(${l.createdAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as day, count(*)::int as count from ${l} where ${where ?? sql`true`} group by 1`,
  );
  return new Map(rowsOf<{ day: string; count: number }>(rows).map((r) => [r.day, Number(r.count)]));
}
