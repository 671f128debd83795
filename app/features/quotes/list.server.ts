import { and, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import { ofCustomersLeads, type CustomerHistoryRow } from "~/features/customers/history-row";
import { aucklandInstant, addDays, formatWhen } from "~/lib/clock";
import { escapeLike } from "~/lib/list-search";
import { parseMoney } from "~/lib/money";
import { quoteListQuery, type QuoteListQuery } from "./list-query";
import { runningTotalsByStatus, type StatusTotal } from "./running-totals.server";
import { SENT_STATUSES, quoteStatuses } from "./statuses";
import { quotesTable, quoteVersionsTable } from "./tables";

const v = quoteVersionsTable;
const q = quotesTable;

/**
 * The filters as conditions on quote_versions alone (each row a quote on its current version:
 * every other version is superseded), so the totals read one index (docs/decisions/0103); the
 * staff and customer filters look up their quotes first.
 */
function conditions(query: QuoteListQuery): SQL[] {
  const where: SQL[] = [ne(v.status, "superseded")];
  if (query.status) where.push(eq(v.status, query.status));
  if (query.sentFrom) where.push(gte(v.sentAt, aucklandInstant(query.sentFrom)));
  if (query.sentTo) where.push(lt(v.sentAt, aucklandInstant(addDays(query.sentTo, 1))));
  const min = parseMoney(query.minValue);
  const max = parseMoney(query.maxValue);
  if (min !== null) where.push(gte(v.inclusiveCents, min));
  if (max !== null) where.push(lte(v.inclusiveCents, max));
  if (query.staff) where.push(eq(v.preparedById, query.staff));
  if (query.q) {
    const digits = /^q-?0*(\d{1,9})(?:-\d+)?$/i.exec(query.q) ?? /^0*(\d{1,9})$/.exec(query.q);
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      digits
        ? inArray(v.quoteId, quotesWhere(eq(q.number, Number(digits[1]))))
        : sql`${v.quoteId} in (select ${q.id} from ${q} join ${leadsTable} on ${leadsTable.id} = ${q.leadId} where ${or(ilike(leadsTable.name, like), ilike(leadsTable.email, like))})`,
    );
  }
  return where;
}

function quotesWhere(condition: SQL) {
  return sql`(select ${q.id} from ${q} where ${condition})`;
}

const SENT = new Set<string>(SENT_STATUSES);

/** Nothing filters the list but its status: the running totals answer without reading the versions. */
function onlyByStatus(query: QuoteListQuery): boolean {
  return !query.q && !query.sentFrom && !query.sentTo && !query.minValue && !query.maxValue && !query.staff;
}

async function totalsByStatus(db: Database, query: QuoteListQuery, where: SQL | undefined): Promise<StatusTotal[]> {
  if (onlyByStatus(query)) {
    const all = await runningTotalsByStatus(db);
    return all.filter((t) => t.status !== "superseded" && (!query.status || t.status === query.status));
  }
  return db
    .select({
      status: v.status,
      count: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${v.inclusiveCents}), 0)`.mapWith(Number),
      acceptedCents: sql<number>`coalesce(sum(${v.acceptedCents}), 0)`.mapWith(Number),
    })
    .from(v)
    .where(where)
    .groupBy(v.status);
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
      accepted: v.acceptedCents,
      customer: leadsTable.name,
      leadId: leadsTable.id,
      staff: v.preparedByName,
    })
    .from(v)
    .innerJoin(q, eq(q.id, v.quoteId))
    .innerJoin(leadsTable, eq(leadsTable.id, q.leadId))
    .where(where)
    .orderBy(desc(v.id))
    .limit(quoteListQuery.perPage)
    .offset(quoteListQuery.offset(query.page));
  const [rows, byStatus] = await Promise.all([rowsQuery, totalsByStatus(db, query, where)]);
  const sent = byStatus.filter((s) => SENT.has(s.status));
  const accepted = byStatus.find((s) => s.status === "accepted");
  const sentCount = sent.reduce((sum, s) => sum + s.count, 0);
  return {
    rows: rows.map((r) => ({ ...r, label: documentNumber("Q", r.number, r.version) })),
    totals: {
      count: byStatus.reduce((sum, s) => sum + s.count, 0),
      sentCount,
      sentCents: sent.reduce((sum, s) => sum + s.cents, 0),
      acceptedCount: accepted?.count ?? 0,
      acceptedCents: accepted?.acceptedCents ?? 0,
      acceptanceRate: sentCount ? (accepted?.count ?? 0) / sentCount : null,
    },
  };
}

/** A quote on its current version: what a lead's and a customer's quote lists show. */
const CURRENT_VERSION_COLUMNS = {
  id: q.id,
  number: q.number,
  version: v.version,
  status: v.status,
  inclusiveCents: v.inclusiveCents,
  acceptedCents: v.acceptedCents,
  sentAt: v.sentAt,
};
const onCurrentVersion = and(eq(v.quoteId, q.id), eq(v.version, q.currentVersion));

/**
 * A lead's quotes, each on its current version, newest first: for the lead's page. The total is
 * what the customer accepted (with the options they chose) once accepted, as everywhere else.
 */
export async function quotesForLead(db: Pick<Database, "select">, leadId: number) {
  const rows = await db
    .select(CURRENT_VERSION_COLUMNS)
    .from(q)
    .innerJoin(v, onCurrentVersion)
    .where(eq(q.leadId, leadId))
    .orderBy(desc(q.id));
  return rows.map(({ acceptedCents, inclusiveCents, ...r }) => ({
    ...r,
    totalCents: acceptedCents ?? inclusiveCents,
    label: documentNumber("Q", r.number, r.version),
  }));
}

/** The customer's quotes, each on its current version, newest first, for their page: accepted ones at the accepted total. */
export async function quotesForCustomer(db: Pick<Database, "select">, customerId: number): Promise<CustomerHistoryRow[]> {
  const rows = await db
    .select({ ...CURRENT_VERSION_COLUMNS, createdAt: q.createdAt, service: leadsTable.service })
    .from(q)
    .innerJoin(v, onCurrentVersion)
    .innerJoin(leadsTable, eq(leadsTable.id, q.leadId))
    .where(ofCustomersLeads(db, q.leadId, customerId))
    .orderBy(desc(q.id))
    .limit(100);
  return rows.map((r) => ({
    key: `q${r.id}`,
    href: `/admin/quotes/${r.id}`,
    label: documentNumber("Q", r.number, r.version),
    about: r.service,
    status: quoteStatuses.label(r.status),
    amountCents: r.acceptedCents ?? r.inclusiveCents,
    when: r.sentAt ? `sent ${formatWhen(r.sentAt)}` : `made ${formatWhen(r.createdAt)}`,
  }));
}
