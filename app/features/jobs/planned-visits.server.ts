import type { Transaction } from "~/platform/db/database";
import type { QuoteLine } from "~/features/quotes/pricing";
import type { Actor } from "~/lib/actor";
import type { JobPricing } from "./job-lines";
import { insertLeadJob } from "./jobs.server";
import type { VisitInput } from "./visit-schema";
import { bookVisit, type VisitSettings } from "./visits.server";

export interface PlannedVisit {
  leadId: number;
  title: string;
  scope: string;
  lines: QuoteLine[];
  pricing: JobPricing;
  valueCents: number;
  /** Invoiced with others (monthly) rather than on its own when done. */
  billedPeriodically: boolean;
  /** The first line of the job's timeline: where it came from ("Visit 3 of plan #12"). */
  origin: string;
  visit: VisitInput;
}

/**
 * A job with its one visit, for recurring work (docs/decisions/0180): made in the caller's
 * transaction, so the plan records it in the same commit. The visit goes through the same offer,
 * confirmation and reminders as any; when it is done the job is done and "job.done" goes out.
 */
export async function bookPlannedVisit(tx: Transaction, actor: Actor, input: PlannedVisit, settings: VisitSettings, today: string) {
  const { job, number } = await insertLeadJob(
    tx,
    actor,
    input.leadId,
    () => ({
      title: input.title,
      scope: input.scope,
      lines: input.lines,
      pricing: input.pricing,
      valueCents: input.valueCents,
      billedPeriodically: input.billedPeriodically,
    }),
    input.origin,
  );
  const visitId = await bookVisit(tx, actor, { jobId: job.id }, input.visit, settings, today);
  return { jobId: job.id, visitId, number };
}
