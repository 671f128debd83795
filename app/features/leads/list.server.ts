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

export async function listLeads(db: Database, query: LeadListQuery) {
  const where = leadFilters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(leadListColumns)
      .from(l)
      .leftJoin(tradiesTable, eq(tradiesTable.id, l.assignedTradieId))
      .where(where)
      .orderBy(...leadOrder(query))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    db.select({ total: count() }).from(l).where(where),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / query.per)) };
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
