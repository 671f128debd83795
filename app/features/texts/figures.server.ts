import { and, gte, inArray, lt, sql } from "drizzle-orm";
import { aucklandInstant, todayInAuckland } from "~/lib/clock";
import type { Database } from "~/platform/db/database";
import { textOutboxTable as t } from "./tables";

/**
 * This month's texts (Auckland's calendar month) for the dashboard: how many went out and their
 * segments, which is what Twilio bills, costed at the business's price per segment (a setting),
 * and how many were only captured while texting was off.
 */
export async function monthlyTextFigures(db: Pick<Database, "select">, segmentCents: number, now = new Date()) {
  const [year, month] = todayInAuckland(now).split("-").map(Number);
  const monthStart = aucklandInstant(`${year}-${String(month).padStart(2, "0")}-01`);
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${t.status} = 'sent')::int`,
      segments: sql<number>`coalesce(sum(coalesce(${t.segments}, 1)) filter (where ${t.status} = 'sent'), 0)::int`,
      captured: sql<number>`count(*) filter (where ${t.status} = 'captured')::int`,
    })
    .from(t)
    .where(and(gte(t.sentAt, monthStart), lt(t.sentAt, aucklandInstant(nextMonth)), inArray(t.status, ["sent", "captured"])));
  const sent = Number(row?.sent ?? 0);
  const segments = Number(row?.segments ?? 0);
  return { sent, segments, captured: Number(row?.captured ?? 0), costCents: segments * segmentCents };
}
