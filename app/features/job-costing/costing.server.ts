import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { serviceJobsTable, visitsTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import { allVisitWork, visitWork } from "~/features/timesheets/timesheet.server";
import { aucklandMonthOf, type IsoMonth } from "~/lib/clock";
import { costOfMinutes, gstInInclusive, marginPercent, sumCents, type Cents } from "~/lib/money";
import type { Database } from "~/platform/db/database";
import { timeEntriesTable } from "~/features/timesheets/tables";
import { jobMaterialsTable } from "./tables";
import { materialsOfJob, type MaterialRow } from "./materials.server";
import { ratesOf } from "./rates.server";

/*
 * What a job earned (docs/decisions/0216): its price ex GST against the labour (worked minutes
 * from the timesheets × each tradie's cost rate) and the materials bought for it.
 */

interface LabourLine {
  tradieId: number;
  name: string;
  minutes: number;
  centsPerHour: Cents | null;
  costCents: Cents;
}

export interface JobCosting {
  priceCents: Cents;
  labour: LabourLine[];
  labourCents: Cents;
  materials: MaterialRow[];
  materialsCents: Cents;
  marginCents: Cents;
  marginPercent: number | null;
  /** Tradies with time on the job but no cost rate: their time counts nothing until one is set. */
  missingRates: string[];
}

/** The job's price ex GST: its accepted total (GST inclusive) less the GST in it. */
const priceExGst = (valueCents: Cents) => valueCents - gstInInclusive(valueCents);

async function labourOf(db: Database, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  const visits = await db
    .select({ id: visitsTable.id, jobId: visitsTable.jobId })
    .from(visitsTable)
    .where(inArray(visitsTable.jobId, [...jobIds]));
  const jobOfVisit = new Map(visits.map((v) => [v.id, v.jobId!]));
  const work = await visitWork(
    db,
    visits.map((v) => v.id),
  );
  return work.map((w) => ({ ...w, jobId: jobOfVisit.get(w.visitId)! }));
}

/** Labour per tradie: their minutes on the job added up, then costed once at their rate. */
function labourLines(
  work: { tradieId: number; minutes: number }[],
  rates: Map<number, { name: string; rate: Cents | null }>,
): LabourLine[] {
  const minutes = new Map<number, number>();
  for (const w of work) minutes.set(w.tradieId, (minutes.get(w.tradieId) ?? 0) + w.minutes);
  return [...minutes]
    .map(([tradieId, total]) => {
      const known = rates.get(tradieId);
      const rate = known?.rate ?? null;
      return {
        tradieId,
        name: known?.name ?? "A tradie",
        minutes: total,
        centsPerHour: rate,
        costCents: rate === null ? 0 : costOfMinutes(total, rate),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en-NZ"));
}

/** Price, labour, materials and margin of one job, for the staff job page. */
export async function jobCosting(db: Database, jobId: number): Promise<JobCosting | null> {
  const [job] = await db.select({ valueCents: serviceJobsTable.valueCents }).from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
  if (!job) return null;
  const work = await labourOf(db, [jobId]);
  const labour = labourLines(work, await ratesOf(db, [...new Set(work.map((w) => w.tradieId))]));
  const materials = await materialsOfJob(db, jobId);
  const priceCents = priceExGst(job.valueCents);
  const labourCents = sumCents(labour.map((l) => l.costCents));
  const materialsCents = sumCents(materials.map((m) => m.amountCents));
  const marginCents = priceCents - labourCents - materialsCents;
  return {
    priceCents,
    labour,
    labourCents,
    materials,
    materialsCents,
    marginCents,
    marginPercent: marginPercent(marginCents, priceCents),
    missingRates: labour.filter((l) => l.centsPerHour === null && l.minutes > 0).map((l) => l.name),
  };
}

export interface MarginRow {
  key: string;
  jobs: number;
  priceCents: Cents;
  costCents: Cents;
  marginCents: Cents;
  marginPercent: number | null;
}

export interface MarginFigures {
  byService: MarginRow[];
  byMonth: (MarginRow & { key: IsoMonth })[];
}

function addUp(rows: { key: string; priceCents: Cents; costCents: Cents }[]): MarginRow[] {
  const groups = new Map<string, MarginRow>();
  for (const row of rows) {
    const group = groups.get(row.key) ?? { key: row.key, jobs: 0, priceCents: 0, costCents: 0, marginCents: 0, marginPercent: null };
    group.jobs += 1;
    group.priceCents += row.priceCents;
    group.costCents += row.costCents;
    groups.set(row.key, group);
  }
  return [...groups.values()].map((g) => {
    const marginCents = g.priceCents - g.costCents;
    return { ...g, marginCents, marginPercent: marginPercent(marginCents, g.priceCents) };
  });
}

/** Values grouped by a key, in the order met. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Margin by service (the lead's) and by Auckland month (of the job's first work, else of its first
 * material): every job not cancelled that has time or materials against it. Everything is read
 * whole and grouped in memory, each row once: the page stays linear in the business's history,
 * and no statement carries a list of ids that history could take past a statement's limit.
 */
export async function marginFigures(db: Database): Promise<MarginFigures> {
  const materials = await db
    .select({ jobId: jobMaterialsTable.jobId, amountCents: jobMaterialsTable.amountCents, createdAt: jobMaterialsTable.createdAt })
    .from(jobMaterialsTable);
  const allWork = await allVisitWork(db);
  if (materials.length === 0 && allWork.length === 0) return { byService: [], byMonth: [] };
  // Only visits with time on them, and only jobs with time or materials: asked of the database by
  // subquery, so neither the history's other rows nor a list of their ids comes back.
  const workedVisitIds = db.selectDistinct({ id: timeEntriesTable.visitId }).from(timeEntriesTable);
  const visits = await db
    .select({ id: visitsTable.id, jobId: visitsTable.jobId })
    .from(visitsTable)
    .where(and(isNotNull(visitsTable.jobId), inArray(visitsTable.id, workedVisitIds)));
  const jobOfVisit = new Map(visits.map((v) => [v.id, v.jobId!]));
  const work = allWork.flatMap((w) => {
    const jobId = jobOfVisit.get(w.visitId);
    return jobId === undefined ? [] : [{ ...w, jobId }];
  });
  const workOf = groupBy(work, (w) => w.jobId);
  const materialsOf = groupBy(materials, (m) => m.jobId);
  const jobs = await db
    .select({ id: serviceJobsTable.id, valueCents: serviceJobsTable.valueCents, service: leadsTable.service })
    .from(serviceJobsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
    .where(
      and(
        ne(serviceJobsTable.status, "cancelled"),
        or(
          inArray(serviceJobsTable.id, db.selectDistinct({ id: jobMaterialsTable.jobId }).from(jobMaterialsTable)),
          inArray(
            serviceJobsTable.id,
            db
              .selectDistinct({ id: sql<number>`${visitsTable.jobId}` })
              .from(visitsTable)
              .where(inArray(visitsTable.id, workedVisitIds)),
          ),
        ),
      ),
    );
  const rates = await ratesOf(db, [...new Set(work.map((w) => w.tradieId))]);
  const rows = [];
  for (const job of jobs) {
    const mine = workOf.get(job.id) ?? [];
    const bought = materialsOf.get(job.id) ?? [];
    if (mine.length === 0 && bought.length === 0) continue;
    const starts = [...mine.map((w) => w.startedAt), ...(mine.length ? [] : bought.map((m) => m.createdAt))];
    const first = starts.reduce((a, b) => (b < a ? b : a));
    const costCents = sumCents([...labourLines(mine, rates).map((l) => l.costCents), ...bought.map((m) => m.amountCents)]);
    rows.push({ service: job.service, month: aucklandMonthOf(first), priceCents: priceExGst(job.valueCents), costCents });
  }
  return {
    byService: addUp(rows.map((r) => ({ ...r, key: r.service }))).sort((a, b) => a.key.localeCompare(b.key, "en-NZ")),
    byMonth: addUp(rows.map((r) => ({ ...r, key: r.month }))).sort((a, b) => b.key.localeCompare(a.key)),
  };
}
