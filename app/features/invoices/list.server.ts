import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { searchTsQuery } from "~/features/leads/list-query";
import type { IsoDay } from "~/lib/clock";
import type { Database } from "~/platform/db/database";
import { invoiceListQuery, type InvoiceListQuery } from "./list-query";
import { invoiceNumber } from "./records.server";
import { balanceDue, statusToday, UNPAID } from "./statuses";
import { invoicesTable } from "./tables";

const i = invoicesTable;

function conditions(query: InvoiceListQuery, today: IsoDay): SQL[] {
  const where: SQL[] = [];
  if (query.status === "overdue") where.push(inArray(i.status, [...UNPAID]), lt(i.dueDate, today), sql`${i.kind} <> 'credit_note'`);
  else if (query.status === "sent" || query.status === "part_paid")
    where.push(eq(i.status, query.status), sql`(${i.dueDate} >= ${today} or ${i.kind} = 'credit_note')`);
  else if (query.status) where.push(eq(i.status, query.status));
  if (query.from) where.push(gte(i.issueDate, query.from));
  if (query.to) where.push(lte(i.issueDate, query.to));
  if (query.q) {
    const number = /^(inv|cn)-?0*(\d{1,9})$/i.exec(query.q) ?? /^0*(\d{1,9})$/.exec(query.q);
    const words = searchTsQuery(query.q);
    if (number) {
      where.push(eq(i.number, Number(number[number.length - 1])));
      if (number.length === 3) where.push(eq(i.prefix, number[1].toUpperCase()));
    } else where.push(words ? sql`${i.search} @@ to_tsquery('simple', ${words})` : sql`false`);
  }
  return where;
}

/**
 * One page of invoices, newest first, with what is owed across the whole book (outstanding and
 * overdue) and the count the filters match. The money owed reads the status-and-due-date index.
 */
export async function listInvoices(db: Database, query: InvoiceListQuery, today: IsoDay) {
  const where = and(...conditions(query, today));
  const [rows, [{ count }], [owed]] = await Promise.all([
    db.select().from(i).where(where).orderBy(desc(i.id)).limit(invoiceListQuery.perPage).offset(invoiceListQuery.offset(query.page)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(i)
      .where(where),
    db
      .select({
        outstanding: sql<number>`coalesce(sum(${i.inclusiveCents} - ${i.paidCents} - ${i.creditedCents}), 0)`.mapWith(Number),
        overdue:
          sql<number>`coalesce(sum(${i.inclusiveCents} - ${i.paidCents} - ${i.creditedCents}) filter (where ${i.dueDate} < ${today}), 0)`.mapWith(
            Number,
          ),
        overdueCount: sql<number>`count(*) filter (where ${i.dueDate} < ${today})`.mapWith(Number),
      })
      .from(i)
      .where(and(inArray(i.status, [...UNPAID]), sql`${i.kind} <> 'credit_note'`)),
  ]);
  return {
    invoices: rows.map((r) => ({
      id: r.id,
      number: invoiceNumber(r),
      kind: r.kind,
      customer: r.buyer.name,
      reference: r.reference,
      issueDate: r.issueDate,
      dueDate: r.dueDate,
      status: statusToday(r, today),
      inclusiveCents: r.inclusiveCents,
      balanceCents: r.kind === "credit_note" ? 0 : balanceDue(r),
    })),
    count,
    owed,
  };
}
