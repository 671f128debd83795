import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { tradiesTable } from "~/features/tradies/tables";
import { areaSuburbKeys } from "./areas";
import { searchTsQuery, type LeadListQuery } from "./list-query";
import { EXCLUDED_FROM_FIGURES } from "./statuses";
import { rowsOf } from "./sql-rows.server";
import { leadsTable as l } from "./tables";

/** The start of an Auckland calendar day, as an instant. */
export const aucklandDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Pacific/Auckland')`;

/** Today in Auckland, as YYYY-MM-DD. */
export function aucklandToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(now);
}

/** The WHERE clause for a list state: shared by the page, its count and the CSV export. */
export function leadFilters(query: LeadListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status === "") where.push(notInArray(l.status, [...EXCLUDED_FROM_FIGURES]));
  else if (query.status === "follow-up") where.push(eq(l.status, "on_hold"), lte(l.followUpOn, aucklandToday()));
  else if (query.status !== "all") where.push(eq(l.status, query.status));
  if (query.service) where.push(eq(l.service, query.service));
  if (query.suburb) where.push(eq(sql`lower(${l.suburb})`, query.suburb.toLowerCase()));
  if (query.area) where.push(inArray(sql`lower(${l.suburb})`, areaSuburbKeys(query.area)));
  if (query.tradie === "none") where.push(isNull(l.assignedTradieId));
  else if (query.tradie) where.push(eq(l.assignedTradieId, Number(query.tradie)));
  if (query.receivedFrom) where.push(gte(l.createdAt, aucklandDayStart(query.receivedFrom)));
  if (query.receivedTo) where.push(lt(l.createdAt, sql`${aucklandDayStart(query.receivedTo)} + interval '1 day'`));
  if (query.preferredFrom) where.push(gte(l.preferredDate, query.preferredFrom));
  if (query.preferredTo) where.push(lte(l.preferredDate, query.preferredTo));
  const ts = searchTsQuery(query.q);
  if (ts) where.push(sql`${l.search} @@ to_tsquery('simple', ${ts})`);
  return where.length ? and(...where) : undefined;
}

/** ORDER BY for a list state; the id breaks ties so pages never overlap. */
export function leadOrder(query: LeadListQuery): SQL[] {
  const by = { received: l.createdAt, preferred: l.preferredDate, name: l.name, suburb: sql`lower(${l.suburb})` }[query.sort];
  const dir = query.dir === "asc" ? asc : desc;
  return [dir(by), dir(l.id)];
}

export const leadListColumns = {
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
function searchPageIds(where: SQL | undefined, query: LeadListQuery, offset: number): SQL {
  return sql`(select ${l.id} from (select * from ${l} where ${where} offset 0) as ${l}
    order by ${sql.join(leadOrder(query), sql`, `)} limit ${query.per} offset ${offset})`;
}

/** Counting stops one past this many leads beyond the page: exact counts of big views read every matching lead. */
export const LEAD_COUNT_CAP = 10_000;

/** One page of a list state and its count, capped (docs/decisions/0064). */
export async function listLeads(db: Database, query: LeadListQuery) {
  const where = leadFilters(query);
  const offset = (query.page - 1) * query.per;
  // A deferred join: page through the narrow sort index for the ids, then read only those leads.
  const pageIds = searchTsQuery(query.q)
    ? searchPageIds(where, query, offset)
    : db.select({ id: l.id }).from(l).where(where).orderBy(...leadOrder(query)).limit(query.per).offset(offset);
  const countLimit = offset + LEAD_COUNT_CAP + 1;
  const matching = db.select({ one: sql`1` }).from(l).where(where).limit(countLimit).as("matching");
  const [rows, [{ counted }]] = await Promise.all([
    db.select(leadListColumns).from(l).leftJoin(tradiesTable, eq(tradiesTable.id, l.assignedTradieId)).where(inArray(l.id, pageIds)).orderBy(...leadOrder(query)),
    db.select({ counted: count() }).from(matching),
  ]);
  const exact = counted < countLimit;
  const total = exact ? counted : countLimit - 1;
  return { rows, total, exact, pages: Math.max(1, Math.ceil(total / query.per)) };
}

export type LeadListRow = Awaited<ReturnType<typeof listLeads>>["rows"][number];

/** The choices for the list's filters: services seen on leads, and the tradies. */
export async function leadFilterChoices(db: Database) {
  const [services, tradies] = await Promise.all([
    // A loose index scan: one index probe per distinct service rather than reading every lead.
    db.execute<{ service: string }>(sql`with recursive s as (
      select min(service) as service from leads
      union all select (select min(service) from leads where service > s.service) from s where s.service is not null
    ) select service from s where service is not null`),
    db.select({ id: tradiesTable.id, name: tradiesTable.name, status: tradiesTable.status }).from(tradiesTable).orderBy(asc(tradiesTable.name)),
  ]);
  return { services: rowsOf<{ service: string }>(services).map((s) => s.service), tradies };
}
