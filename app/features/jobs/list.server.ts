import { and, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { leadsTable } from "~/features/leads/tables";
import { documentNumber, parseDocumentNumber } from "~/features/documents/numbers";
import { ofCustomersLeads, type CustomerHistoryRow } from "~/features/customers/history-row";
import { formatWhen } from "~/lib/clock";
import { escapeLike } from "~/lib/list-search";
import { jobListQuery, type JobListQuery } from "./list-query";
import { jobStatuses, visitStatuses } from "./statuses";
import { serviceJobsTable, visitsTable } from "./tables";
import { describeVisitTime, visitTimeOf } from "./visit-times";

/** Jobs newest first: by status, and by number (J-000123) or the customer's name. */
export async function listJobs(db: Database, query: JobListQuery) {
  const conditions: SQL[] = [];
  if (query.status === "to_review") conditions.push(and(eq(serviceJobsTable.status, "done"), isNull(serviceJobsTable.reviewedAt)) as SQL);
  else if (query.status) conditions.push(eq(serviceJobsTable.status, query.status));
  if (query.q) {
    const number = parseDocumentNumber(query.q);
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      number?.kind === "J"
        ? eq(serviceJobsTable.number, number.value)
        : (or(ilike(leadsTable.name, like), ilike(serviceJobsTable.title, like)) as SQL),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: serviceJobsTable.id,
        number: serviceJobsTable.number,
        title: serviceJobsTable.title,
        status: serviceJobsTable.status,
        reviewed: sql<boolean>`${serviceJobsTable.reviewedAt} is not null`,
        valueCents: serviceJobsTable.valueCents,
        createdAt: serviceJobsTable.createdAt,
        leadId: serviceJobsTable.leadId,
        customer: leadsTable.name,
        suburb: leadsTable.suburb,
      })
      .from(serviceJobsTable)
      .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
      .where(where)
      .orderBy(desc(serviceJobsTable.createdAt), desc(serviceJobsTable.id))
      .limit(jobListQuery.perPage)
      .offset(jobListQuery.offset(query.page)),
    db.select({ total: count() }).from(serviceJobsTable).innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId)).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, label: documentNumber("J", r.number) })), total };
}

/** The jobs of the customer's requests, newest first, for their page. */
/**
 * The customer's visits that are behind them (issue 45, item 2): done, or whose time has passed,
 * newest first, on a job or a site visit on a request, each with where it stands (cancelled
 * included, so the customer sees what did not happen too).
 */
export async function pastVisitsForCustomer(
  db: Pick<Database, "select">,
  customerId: number,
  now = new Date(),
): Promise<CustomerHistoryRow[]> {
  const v = visitsTable;
  const rows = await db
    .select({
      id: v.id,
      day: v.day,
      timing: v.timing,
      startMinute: v.startMinute,
      endMinute: v.endMinute,
      status: v.status,
      jobId: v.jobId,
      leadId: v.leadId,
      title: serviceJobsTable.title,
      service: leadsTable.service,
    })
    .from(v)
    .innerJoin(leadsTable, eq(leadsTable.id, v.leadId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, v.jobId))
    .where(and(eq(leadsTable.customerId, customerId), or(eq(v.status, "done"), lt(v.endsAt, now))))
    .orderBy(desc(v.startsAt), desc(v.id))
    .limit(100);
  return rows.map((r) => ({
    key: `v${r.id}`,
    href: r.jobId ? `/admin/jobs/${r.jobId}` : `/admin/leads/${r.leadId}`,
    label: "Visit",
    about: r.title ?? r.service,
    status: visitStatuses.label(r.status),
    amountCents: null,
    when: describeVisitTime(visitTimeOf(r)),
  }));
}

export async function jobsForCustomer(db: Pick<Database, "select">, customerId: number): Promise<CustomerHistoryRow[]> {
  const rows = await db
    .select({
      id: serviceJobsTable.id,
      number: serviceJobsTable.number,
      title: serviceJobsTable.title,
      status: serviceJobsTable.status,
      valueCents: serviceJobsTable.valueCents,
      createdAt: serviceJobsTable.createdAt,
    })
    .from(serviceJobsTable)
    .where(ofCustomersLeads(db, serviceJobsTable.leadId, customerId))
    .orderBy(desc(serviceJobsTable.id))
    .limit(100);
  return rows.map((r) => ({
    key: `j${r.id}`,
    href: `/admin/jobs/${r.id}`,
    label: documentNumber("J", r.number),
    about: r.title,
    status: jobStatuses.label(r.status),
    amountCents: r.valueCents || null,
    when: `made ${formatWhen(r.createdAt)}`,
  }));
}
