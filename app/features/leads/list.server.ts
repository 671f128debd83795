import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { tradiesTable } from "~/features/tradies/tables";
import type { AreaDirectory } from "./areas";
import { FOLLOW_UP_COUNT_CAP } from "./follow-ups";
import { searchTsQuery, type LeadListQuery } from "./list-query";
import { EXCLUDED_FROM_FIGURES } from "./statuses";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { leadsTable as l } from "./tables";
import { addDays, aucklandInstant, todayInAuckland } from "~/lib/clock";

/** On hold with a follow-up date that has come: such leads ask for attention again. */
const followUpDue = (today = todayInAuckland()) => and(eq(l.status, "on_hold"), lte(l.followUpOn, today));

/** How many leads on hold are due for follow-up, stopping at FOLLOW_UP_COUNT_CAP. */
export async function countFollowUpsDue(db: Database, today = todayInAuckland()): Promise<number> {
  const due = db
    .select({ one: sql`1` })
    .from(l)
    .where(followUpDue(today))
    .limit(FOLLOW_UP_COUNT_CAP)
    .as("due");
  const [{ counted }] = await db.select({ counted: count() }).from(due);
  return counted;
}

/** The WHERE clause for a list state: shared by the page, its count and the CSV export. */
export function leadFilters(query: LeadListQuery, areas: AreaDirectory): SQL | undefined {
  const where: SQL[] = [];
  if (query.status === "") where.push(notInArray(l.status, [...EXCLUDED_FROM_FIGURES]));
  else if (query.status === "follow-up") where.push(followUpDue()!);
  else if (query.status !== "all") where.push(eq(l.status, query.status));
  if (query.service) where.push(eq(l.service, query.service));
  if (query.source) where.push(eq(l.marketingSource, query.source));
  if (query.suburb) where.push(eq(sql`lower(${l.suburb})`, query.suburb.toLowerCase()));
  if (query.area) where.push(inArray(sql`lower(${l.suburb})`, areas.suburbKeysOf(query.area) ?? [""]));
  if (query.tradie === "none") where.push(isNull(l.assignedTradieId));
  else if (query.tradie) where.push(eq(l.assignedTradieId, Number(query.tradie)));
  if (query.receivedFrom) where.push(gte(l.createdAt, aucklandInstant(query.receivedFrom)));
  if (query.receivedTo) where.push(lt(l.createdAt, aucklandInstant(addDays(query.receivedTo, 1))));
  if (query.preferredFrom) where.push(gte(l.preferredDate, query.preferredFrom));
  if (query.preferredTo) where.push(lte(l.preferredDate, query.preferredTo));
  const ts = searchTsQuery(query.q);
  if (ts) where.push(sql`${l.search} @@ to_tsquery('simple', ${ts})`);
  return where.length ? and(...where) : undefined;
}

const sortKey = (query: LeadListQuery): SQL =>
  sql`${{ received: l.createdAt, preferred: l.preferredDate, name: l.name, suburb: sql`lower(${l.suburb})` }[query.sort]}`;

/** ORDER BY for a list state; the id breaks ties so pages never overlap. `reverse` reads it backwards. */
export function leadOrder(query: LeadListQuery, reverse = false): SQL[] {
  const dir = (query.dir === "asc") !== reverse ? asc : desc;
  return [dir(sortKey(query)), dir(l.id)];
}

/**
 * The leads beyond lead `id` in the list's order (`inclusive`: from it on). The sort value is
 * read from the lead itself, so a cursor is just a lead number. A row comparison against two
 * scalars, so PostgreSQL walks the sort index from that point (docs/decisions/0064).
 */
function beyond(query: LeadListQuery, id: number, options: { backwards?: boolean; inclusive?: boolean } = {}): SQL {
  const forwards = (query.dir === "asc") !== Boolean(options.backwards);
  const op = sql.raw(forwards ? (options.inclusive ? ">=" : ">") : options.inclusive ? "<=" : "<");
  const value = sql`(select ${sortKey(query)} from ${l} where ${l.id} = ${id})`;
  return sql`(${sortKey(query)}, ${l.id}) ${op} (${value}, ${id})`;
}

const leadListColumns = {
  id: l.id,
  createdAt: l.createdAt,
  name: l.name,
  email: l.email,
  phone: l.phone,
  service: l.service,
  suburb: l.suburb,
  preferredDate: l.preferredDate,
  preferredTime: l.preferredTime,
  status: l.status,
  followUpOn: l.followUpOn,
  contactAttempts: l.contactAttempts,
  lastContactedAt: l.lastContactedAt,
  tradieName: tradiesTable.name,
};

/**
 * A search's page of ids, matches taken from the GIN index first: the "offset 0" subquery stops
 * the planner walking the date index backwards in hope of meeting a page of matches soon, which
 * reads every lead when few match. Raw SQL because Drizzle drops "offset 0".
 */
function searchPageIds(where: SQL | undefined, query: LeadListQuery, offset: number, reverse: boolean): SQL {
  return sql`(select ${l.id} from (select * from ${l} where ${where} offset 0) as ${l}
    order by ${sql.join(leadOrder(query, reverse), sql`, `)} limit ${query.per} offset ${offset})`;
}

/** Counting stops one past this many leads beyond the page: exact counts of big views read every matching lead. */
const LEAD_COUNT_CAP = 10_000;
/**
 * From a cursor the count walks the sort index from the cursor on (it is ordered, so that
 * PGlite does not pick a table scan that stalls now and then: docs/decisions/0064) and visits
 * each lead's row, so it looks less far ahead than the first pages' count (40 pages of 25).
 */
const LEAD_COUNT_CAP_FROM_CURSOR = 1_000;

/**
 * How the page is found (by offset, or after/before a cursor lead), and which leads are
 * counted (capped) to tell the total, with how many come before those.
 */
function pagePlan(query: LeadListQuery, where: SQL | undefined) {
  const cursor = Number(query.after || query.before);
  const fromCursor = { offset: 0, countLimit: LEAD_COUNT_CAP_FROM_CURSOR + 1, countOrder: leadOrder(query) };
  if (query.after) {
    const after = and(where, beyond(query, cursor));
    return { ...fromCursor, where: after, reverse: false, countWhere: after, countedFrom: (query.page - 1) * query.per };
  }
  if (query.before) {
    const before = and(where, beyond(query, cursor, { backwards: true }));
    return {
      ...fromCursor,
      where: before,
      reverse: true,
      countWhere: and(where, beyond(query, cursor, { inclusive: true })),
      countedFrom: query.page * query.per,
    };
  }
  const offset = (query.page - 1) * query.per;
  return { offset, countLimit: offset + LEAD_COUNT_CAP + 1, countOrder: [], where, reverse: false, countWhere: where, countedFrom: 0 };
}

async function readPage(db: Database, query: LeadListQuery, areas: AreaDirectory) {
  const where = leadFilters(query, areas);
  const plan = pagePlan(query, where);
  const searching = Boolean(searchTsQuery(query.q));
  // A deferred join: page through the narrow sort index for the ids, then read only those leads.
  const pageIds = searching
    ? searchPageIds(plan.where, query, plan.offset, plan.reverse)
    : db
        .select({ id: l.id })
        .from(l)
        .where(plan.where)
        .orderBy(...leadOrder(query, plan.reverse))
        .limit(query.per)
        .offset(plan.offset);
  const matching = db
    .select({ one: sql`1` })
    .from(l)
    .where(plan.countWhere)
    .orderBy(...plan.countOrder)
    .limit(plan.countLimit)
    .as("matching");
  const [rows, [{ counted }]] = await Promise.all([
    db
      .select(leadListColumns)
      .from(l)
      .leftJoin(tradiesTable, eq(tradiesTable.id, l.assignedTradieId))
      .where(inArray(l.id, pageIds))
      .orderBy(...leadOrder(query)),
    db.select({ counted: count() }).from(matching),
  ]);
  const exact = counted < plan.countLimit;
  const total = plan.countedFrom + (exact ? counted : plan.countLimit - 1);
  return { rows, total, exact, pages: Math.max(1, Math.ceil(total / query.per)) };
}

/** One page of a list state and its count, capped (docs/decisions/0064). */
export async function listLeads(db: Database, query: LeadListQuery, areas: AreaDirectory) {
  const page = await readPage(db, query, areas);
  // A cursor lead that has gone since (deleted) leaves nothing to page from: read the page by number.
  const cursorGone = page.rows.length === 0 && Boolean(query.after || query.before);
  return cursorGone ? readPage(db, { ...query, after: "", before: "" }, areas) : page;
}

export type LeadListRow = Awaited<ReturnType<typeof listLeads>>["rows"][number];

/** Every tradie by name, for assigning a lead and for the list's tradie filter. */
export function tradieChoices(db: Database) {
  return db
    .select({ id: tradiesTable.id, name: tradiesTable.name, status: tradiesTable.status })
    .from(tradiesTable)
    .orderBy(asc(tradiesTable.name));
}

/** The choices for the list's filters: services and credited sources seen on leads, the service areas and the tradies. */
export async function leadFilterChoices(db: Database, areas: AreaDirectory) {
  const [services, sources, tradies] = await Promise.all([
    // A loose index scan: one index probe per distinct service rather than reading every lead.
    db.execute<{ service: string }>(sql`with recursive s as (
      select min(service) as service from leads
      union all select (select min(service) from leads where service > s.service) from s where s.service is not null
    ) select service from s where service is not null`),
    // The same over the working leads' source index (a source seen only on spam is no choice).
    db.execute<{ source: string }>(sql`with recursive s as (
      select min(marketing_source) as source from leads where status not in ('spam', 'duplicate')
      union all select (select min(marketing_source) from leads where marketing_source > s.source and status not in ('spam', 'duplicate')) from s where s.source is not null
    ) select source from s where source is not null`),
    tradieChoices(db),
  ]);
  return {
    services: rowsOf<{ service: string }>(services).map((s) => s.service),
    sources: rowsOf<{ source: string }>(sources).map((s) => s.source),
    areas: areas.names,
    tradies,
  };
}
