import { eq } from "drizzle-orm";
import type { Transaction } from "~/platform/db/database";
import type { QuoteLine } from "~/features/quotes/pricing";
import type { Actor } from "~/lib/actor";
import { formatMoney, type Cents } from "~/lib/money";
import { lockJob } from "./jobs.server";
import { serviceJobsTable } from "./tables";
import { recordJobEvent } from "./timeline.server";

/**
 * New prices on a planned visit's job not yet invoiced (a maintenance plan's price change from a
 * date, docs/decisions/0198), in the caller's transaction: the job's lines and value change and
 * its timeline says so. A cancelled job is left as it was; answers whether the job changed.
 */
export async function repricePlannedJob(
  tx: Transaction,
  actor: Actor,
  jobId: number,
  input: { lines: QuoteLine[]; valueCents: Cents; why: string },
): Promise<boolean> {
  const job = await lockJob(tx, jobId);
  if (job.status === "cancelled" || JSON.stringify(job.lines) === JSON.stringify(input.lines)) return false;
  await tx
    .update(serviceJobsTable)
    .set({ lines: input.lines, valueCents: input.valueCents, updatedAt: new Date() })
    .where(eq(serviceJobsTable.id, jobId));
  await recordJobEvent(tx, actor, jobId, {
    kind: "edited",
    detail: `${input.why}: ${formatMoney(job.valueCents)} becomes ${formatMoney(input.valueCents)}`,
  });
  return true;
}

/**
 * A planned visit's job paid ahead on a prepaid invoice (docs/decisions/0199), in the caller's
 * transaction: it is billed with others, so "job.done" drafts no invoice of its own.
 */
export async function markPlannedJobPaidAhead(tx: Transaction, actor: Actor, jobId: number, invoiceNumber: string) {
  const job = await lockJob(tx, jobId);
  if (job.status === "cancelled") return false;
  if (!job.billedPeriodically)
    await tx.update(serviceJobsTable).set({ billedPeriodically: true, updatedAt: new Date() }).where(eq(serviceJobsTable.id, jobId));
  await recordJobEvent(tx, actor, jobId, { kind: "invoice", detail: `Paid ahead on invoice ${invoiceNumber}` });
  return true;
}
