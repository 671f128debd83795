import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import { acceptedVisit } from "~/features/jobs/crew-work.server";
import { serviceJobsTable, visitsTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import { listPriceItems } from "~/features/pricing/price-list.server";
import { priceListItemsTable } from "~/features/pricing/tables";
import { visitWork } from "~/features/timesheets/timesheet.server";
import { tradiesTable } from "~/features/tradies/tables";
import { storePhoto } from "~/features/uploads/photos.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import type { StaffActor } from "~/lib/actor";
import { aucklandMonthOf, type IsoMonth } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { costOfMinutes, gstInInclusive, lineAmount, marginPercent, sumCents, type Cents } from "~/lib/money";
import type { Database } from "~/platform/db/database";
import type { MaterialInput } from "./schema";
import { jobMaterialsTable, tradieCostRatesTable } from "./tables";

/*
 * What a job earned (docs/decisions/0216): its price ex GST against the labour (worked minutes
 * from the timesheets × each tradie's cost rate) and the materials bought for it.
 */

const NO_COST_JOB = "There is no job with that number.";

/** A tradie's cost rate in cents per hour, or null when none is set. Staff only. */
export async function costRateOf(db: Pick<Database, "select">, tradieId: number): Promise<Cents | null> {
  const [row] = await db.select().from(tradieCostRatesTable).where(eq(tradieCostRatesTable.tradieId, tradieId));
  return row?.centsPerHour ?? null;
}

export async function setCostRate(db: Database, staff: StaffActor, tradieId: number, centsPerHour: Cents): Promise<void> {
  await db.transaction(async (tx) => {
    const [tradie] = await tx.select({ id: tradiesTable.id }).from(tradiesTable).where(eq(tradiesTable.id, tradieId));
    if (!tradie) throw new DomainError("There is no tradie with that number.", { status: 404 });
    const before = await costRateOf(tx, tradieId);
    await tx
      .insert(tradieCostRatesTable)
      .values({ tradieId, centsPerHour, updatedByName: staff.name })
      .onConflictDoUpdate({
        target: tradieCostRatesTable.tradieId,
        set: { centsPerHour, updatedByName: staff.name, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor: staff,
      action: "tradie.cost-rate",
      entityType: "tradie",
      entityId: tradieId,
      before: { centsPerHour: before },
      after: { centsPerHour },
    });
  });
}

/** The active price-list items, to pick a material from. */
export async function pickableItems(db: Database): Promise<{ id: number; name: string }[]> {
  const rows = await listPriceItems(db, { show: "active" });
  return rows.map(({ item }) => ({ id: item.id, name: `${item.name} (${item.code})` }));
}

/** Who enters a material: staff on the job page, or the tradie on their accepted visit. */
export type MaterialAuthor = { kind: "staff"; name: string } | { kind: "tradie"; id: number; name: string; visitId: number };

async function materialLine(tx: Pick<Database, "select">, input: MaterialInput) {
  let description = input.description;
  if (input.item !== null) {
    const [item] = await tx
      .select({ name: priceListItemsTable.name })
      .from(priceListItemsTable)
      .where(and(eq(priceListItemsTable.id, input.item), eq(priceListItemsTable.active, true)));
    if (!item) throw new DomainError("Choose an item from the price list", { status: 400, field: "item" });
    description = description === "" ? item.name : `${item.name}: ${description}`;
  }
  let amountCents: Cents;
  try {
    amountCents = lineAmount(input.quantity, input.unitCost);
  } catch {
    throw new DomainError("That quantity at that unit cost is more than one line may be", { status: 400, field: "unitCost" });
  }
  return { description, quantityThousandths: Math.round(input.quantity * 1000), unitCostCents: input.unitCost, amountCents };
}

/** Records a material bought for a job, with its receipt photo (already checked and re-encoded by the uploads feature). */
export async function addMaterial(
  db: Database,
  author: MaterialAuthor,
  jobIdOrNull: number | null,
  input: MaterialInput,
  receipt: PhotoVariant[] | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    let jobId = jobIdOrNull;
    if (author.kind === "tradie") {
      const visit = await acceptedVisit(tx, author, author.visitId);
      if (visit.jobId === null) throw new DomainError("Materials go on a job's visit, not a quoting visit.", { status: 409 });
      jobId = visit.jobId;
    } else if (jobId !== null) {
      const [job] = await tx.select({ id: serviceJobsTable.id }).from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
      if (!job) throw new DomainError(NO_COST_JOB, { status: 404 });
    }
    if (jobId === null) throw new DomainError(NO_COST_JOB, { status: 404 });
    const line = await materialLine(tx, input);
    const receiptPhotoId = receipt ? await storePhoto(tx, receipt, author.kind === "tradie" ? "crew" : "staff") : null;
    await tx.insert(jobMaterialsTable).values({
      jobId,
      visitId: author.kind === "tradie" ? author.visitId : null,
      priceListItemId: input.item,
      ...line,
      receiptPhotoId,
      tradieId: author.kind === "tradie" ? author.id : null,
      addedByName: author.name,
    });
  });
}

/** Removes a material entered by mistake (staff only). */
export async function removeMaterial(db: Database, jobId: number, materialId: number): Promise<void> {
  const removed = await db
    .delete(jobMaterialsTable)
    .where(and(eq(jobMaterialsTable.id, materialId), eq(jobMaterialsTable.jobId, jobId)))
    .returning({ id: jobMaterialsTable.id });
  if (removed.length === 0) throw new DomainError("That material is not on this job.", { status: 404 });
}

export interface MaterialRow {
  id: number;
  description: string;
  quantity: number;
  unitCostCents: Cents;
  amountCents: Cents;
  receiptPhotoId: string | null;
  addedByName: string;
  createdAt: Date;
}

const materialColumns = {
  id: jobMaterialsTable.id,
  description: jobMaterialsTable.description,
  quantityThousandths: jobMaterialsTable.quantityThousandths,
  unitCostCents: jobMaterialsTable.unitCostCents,
  amountCents: jobMaterialsTable.amountCents,
  receiptPhotoId: jobMaterialsTable.receiptPhotoId,
  addedByName: jobMaterialsTable.addedByName,
  createdAt: jobMaterialsTable.createdAt,
};

const asRow = ({ quantityThousandths, ...row }: { quantityThousandths: number } & Omit<MaterialRow, "quantity">): MaterialRow => ({
  ...row,
  quantity: quantityThousandths / 1000,
});

/** What this tradie added on this visit: the only materials a tradie sees (docs/decisions/0216). */
export async function materialsAddedBy(db: Database, tradieId: number, visitId: number): Promise<MaterialRow[]> {
  const rows = await db
    .select(materialColumns)
    .from(jobMaterialsTable)
    .where(and(eq(jobMaterialsTable.tradieId, tradieId), eq(jobMaterialsTable.visitId, visitId)))
    .orderBy(asc(jobMaterialsTable.id));
  return rows.map(asRow);
}

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

async function ratesOf(db: Database, tradieIds: readonly number[]) {
  if (tradieIds.length === 0) return new Map<number, { name: string; rate: Cents | null }>();
  const rows = await db
    .select({ id: tradiesTable.id, name: tradiesTable.name, rate: tradieCostRatesTable.centsPerHour })
    .from(tradiesTable)
    .leftJoin(tradieCostRatesTable, eq(tradieCostRatesTable.tradieId, tradiesTable.id))
    .where(inArray(tradiesTable.id, [...tradieIds]));
  return new Map(rows.map((r) => [r.id, { name: r.name, rate: r.rate }]));
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
  const materials = (
    await db.select(materialColumns).from(jobMaterialsTable).where(eq(jobMaterialsTable.jobId, jobId)).orderBy(asc(jobMaterialsTable.id))
  ).map(asRow);
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

/**
 * Margin by service (the lead's) and by Auckland month (of the job's first work, else of its first
 * material): every job not cancelled that has time or materials against it.
 */
export async function marginFigures(db: Database): Promise<MarginFigures> {
  const materials = await db
    .select({ jobId: jobMaterialsTable.jobId, amountCents: jobMaterialsTable.amountCents, createdAt: jobMaterialsTable.createdAt })
    .from(jobMaterialsTable);
  const costedVisits = await db
    .select({ jobId: visitsTable.jobId })
    .from(visitsTable)
    .where(and(isNotNull(visitsTable.jobId), ne(visitsTable.status, "cancelled")));
  const candidateIds = [...new Set([...materials.map((m) => m.jobId), ...costedVisits.map((v) => v.jobId!)])];
  if (candidateIds.length === 0) return { byService: [], byMonth: [] };
  const jobs = await db
    .select({ id: serviceJobsTable.id, valueCents: serviceJobsTable.valueCents, service: leadsTable.service })
    .from(serviceJobsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
    .where(and(inArray(serviceJobsTable.id, candidateIds), ne(serviceJobsTable.status, "cancelled")));
  const work = await labourOf(
    db,
    jobs.map((j) => j.id),
  );
  const rates = await ratesOf(db, [...new Set(work.map((w) => w.tradieId))]);
  const rows = [];
  for (const job of jobs) {
    const mine = work.filter((w) => w.jobId === job.id);
    const bought = materials.filter((m) => m.jobId === job.id);
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
