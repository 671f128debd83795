import { and, asc, eq } from "drizzle-orm";
import { acceptedVisit } from "~/features/jobs/crew-work.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import { listPriceItems } from "~/features/pricing/price-list.server";
import { priceListItemsTable } from "~/features/pricing/tables";
import { storePhoto } from "~/features/uploads/photos.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import { DomainError } from "~/lib/domain-error";
import { lineAmount, type Cents } from "~/lib/money";
import type { Database } from "~/platform/db/database";
import type { MaterialInput } from "./schema";
import { jobMaterialsTable } from "./tables";

/* Materials bought for a job (docs/decisions/0216), entered by staff or by the tradie on their visit. */

const NO_COST_JOB = "There is no job with that number.";

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

/** Every material on the job, oldest first. */
export async function materialsOfJob(db: Pick<Database, "select">, jobId: number): Promise<MaterialRow[]> {
  const rows = await db
    .select(materialColumns)
    .from(jobMaterialsTable)
    .where(eq(jobMaterialsTable.jobId, jobId))
    .orderBy(asc(jobMaterialsTable.id));
  return rows.map(asRow);
}
