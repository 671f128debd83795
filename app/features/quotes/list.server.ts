import { and, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import { aucklandInstant, addDays } from "~/lib/clock";
import { escapeLike } from "~/lib/list-search";
import { parseMoney } from "~/lib/money";
import { QUOTES_PER_PAGE, type QuoteListQuery } from "./list-query";
import { SENT_STATUSES } from "./statuses";
import { quotesTable, quoteVersionsTable } from "./tables";

const v = quoteVersionsTable;
const q = quotesTable;

/** The quote each row stands for is on its current version: every other version is superseded. */
function conditions(query: QuoteListQuery): SQL[] {
  const where: SQL[] = [ne(v.status, "superseded")];
  if (query.status) where.push(eq(v.status, query.status));
  if (query.sentFrom) where.push(gte(v.sentAt, aucklandInstant(query.sentFrom)));
  if (query.sentTo) where.push(sql`${v.sentAt} < ${aucklandInstant(addDays(query.sentTo, 1))}`);
  const min = parseMoney(query.minValue);
  const max = parseMoney(query.maxValue);
  if (min !== null) where.push(gte(v.inclusiveCents, min));
  if (max !== null) where.push(lte(v.inclusiveCents, max));
  if (query.staff) where.push(eq(q.createdById, query.staff));
  if (query.q) {
    const digits = /^q-?0*(\d{1,9})(?:-\d+)?$/i.exec(query.q) ?? /^0*(\d{1,9})$/.exec(query.q);
    const like = `%${escapeLike(query.q)}%`;
    where.push(digits ? eq(q.number, Number(digits[1])) : or(ilike(leadsTable.name, like), ilike(leadsTable.email, like))!);
  }
  return where;
}

/**
 * One page of quotes, newest first, and the totals of everything the filters match: value sent,
 * value accepted and the acceptance rate (accepted of those sent).
 */
export async function listQuotes(db: Database, query: QuoteListQuery) {
  const where = and(...conditions(query));
  const rowsQuery = db
    .select({
      id: q.id,
      number: q.number,
      version: v.version,
      status: v.status,
      sentAt: v.sentAt,
      validUntil: v.validUntil,
      inclusiveCents: v.inclusiveCents,
      accepted: sql<number | null>`(${v.accepted}->>'inclusiveCents')::int`,
      customer: leadsTable.name,
      leadId: leadsTable.id,
      staff: q.createdByName,
    })
    .from(v)
    .innerJoin(q, eq(q.id, v.quoteId))
    .innerJoin(leadsTable, eq(leadsTable.id, q.leadId))
    .where(where)
    .orderBy(desc(v.id))
    .limit(QUOTES_PER_PAGE)
    .offset((query.page - 1) * QUOTES_PER_PAGE);
  const sent = inArray(v.status, [...SENT_STATUSES]);
  const totalsQuery = db
    .select({
      count: sql<number>`count(*)::int`,
      sentCount: sql<number>`count(*) filter (where ${sent})::int`,
      sentCents: sql<number>`coalesce(sum(${v.inclusiveCents}) filter (where ${sent}), 0)::bigint`,
      acceptedCount: sql<number>`count(*) filter (where ${v.status} = 'accepted')::int`,
      acceptedCents: sql<number>`coalesce(sum((${v.accepted}->>'inclusiveCents')::int) filter (where ${v.status} = 'accepted'), 0)::bigint`,
    })
    .from(v)
    .innerJoin(q, eq(q.id, v.quoteId))
    .innerJoin(leadsTable, eq(leadsTable.id, q.leadId))
    .where(where);
  const [rows, [totals]] = await Promise.all([rowsQuery, totalsQuery]);
  return {
    rows: rows.map((r) => ({ ...r, label: documentNumber("Q", r.number, r.version) })),
    totals: {
      count: totals.count,
      sentCount: totals.sentCount,
      sentCents: Number(totals.sentCents),
      acceptedCount: totals.acceptedCount,
      acceptedCents: Number(totals.acceptedCents),
      acceptanceRate: totals.sentCount ? totals.acceptedCount / totals.sentCount : null,
    },
  };
}

/** Who has started quotes, for the staff filter. */
export async function quoteAuthors(db: Database) {
  return db
    .selectDistinct({ id: q.createdById, name: q.createdByName })
    .from(q)
    .where(sql`${q.createdById} is not null`)
    .orderBy(q.createdByName);
}

/** A lead's quotes, each on its current version, newest first: for the lead's page. */
export async function quotesForLead(db: Pick<Database, "select">, leadId: number) {
  const rows = await db
    .select({ id: q.id, number: q.number, version: v.version, status: v.status, inclusiveCents: v.inclusiveCents, sentAt: v.sentAt })
    .from(q)
    .innerJoin(v, and(eq(v.quoteId, q.id), eq(v.version, q.currentVersion)))
    .where(eq(q.leadId, leadId))
    .orderBy(desc(q.id));
  return rows.map((r) => ({ ...r, label: documentNumber("Q", r.number, r.version) }));
}
