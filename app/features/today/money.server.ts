import { and, gte, inArray, sql } from "drizzle-orm";
import { UNPAID } from "~/features/invoices/statuses";
import { invoicePaymentsTable, invoicesTable as i } from "~/features/invoices/tables";
import { quoteVersionsTable as v } from "~/features/quotes/tables";
import { aucklandInstant, type IsoDay } from "~/lib/clock";
import type { Database } from "~/platform/db/database";

export interface MoneyAtAGlance {
  /** Owing on every invoice sent and not paid, and how much of it is past due. */
  owedCents: number;
  overdueCents: number;
  /** Received this month (Auckland), by any method. */
  paidThisMonthCents: number;
  /** Quotes sent this month (each quote once, at its latest version sent) and those accepted this month. */
  quotedThisMonth: { count: number; cents: number };
  acceptedThisMonth: { count: number; cents: number };
}

/** The money on Today (issue 45, item 6): owed, overdue, paid, quoted and accepted this month. */
export async function moneyAtAGlance(db: Database, today: IsoDay): Promise<MoneyAtAGlance> {
  const monthStart = `${today.slice(0, 8)}01`;
  const since = aucklandInstant(monthStart);
  const owing = sql`${i.inclusiveCents} - ${i.paidCents} - ${i.creditedCents}`;
  const [[owed], [paid], [quoted], [accepted]] = await Promise.all([
    db
      .select({
        owedCents: sql<number>`coalesce(sum(${owing}), 0)`.mapWith(Number),
        overdueCents: sql<number>`coalesce(sum(${owing}) filter (where ${i.dueDate} < ${today}), 0)`.mapWith(Number),
      })
      .from(i)
      .where(and(inArray(i.status, [...UNPAID]), sql`${i.kind} <> 'credit_note'`)),
    db
      .select({ cents: sql<number>`coalesce(sum(${invoicePaymentsTable.amountCents}), 0)`.mapWith(Number) })
      .from(invoicePaymentsTable)
      .where(gte(invoicePaymentsTable.paidOn, monthStart)),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        cents: sql<number>`coalesce(sum(latest.inclusive_cents), 0)`.mapWith(Number),
      })
      .from(
        sql`(select distinct on (${v.quoteId}) ${v.inclusiveCents} as inclusive_cents from ${v} where ${v.sentAt} >= ${since.toISOString()}::timestamptz order by ${v.quoteId}, ${v.version} desc) as latest`,
      ),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number), cents: sql<number>`coalesce(sum(${v.acceptedCents}), 0)`.mapWith(Number) })
      .from(v)
      .where(gte(v.acceptedAt, since)),
  ]);
  return {
    owedCents: owed.owedCents,
    overdueCents: owed.overdueCents,
    paidThisMonthCents: paid.cents,
    quotedThisMonth: quoted,
    acceptedThisMonth: accepted,
  };
}
