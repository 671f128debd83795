import type { Transaction } from "~/platform/db/database";
import { takeDocumentNumber } from "~/features/documents/numbers.server";
import { lockLead, refuseIfAnonymised } from "~/features/leads/changes.server";
import type { QuoteLine } from "~/features/quotes/pricing";
import type { Actor } from "~/lib/actor";
import type { JobPricing } from "./job-lines";
import { serviceJobsTable } from "./tables";
import { recordJobEvent } from "./timeline.server";
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
  const lead = await lockLead(tx, input.leadId);
  refuseIfAnonymised(lead);
  const { value, number } = await takeDocumentNumber(tx, "J");
  const [job] = await tx
    .insert(serviceJobsTable)
    .values({
      number: value,
      leadId: lead.id,
      customerId: lead.customerId,
      title: input.title,
      scope: input.scope,
      lines: input.lines,
      pricing: input.pricing,
      valueCents: input.valueCents,
      billedPeriodically: input.billedPeriodically,
      createdById: actor.id,
      createdByName: actor.name,
    })
    .returning({ id: serviceJobsTable.id });
  await recordJobEvent(tx, actor, job.id, { kind: "created", detail: input.origin });
  const visitId = await bookVisit(tx, actor, { jobId: job.id }, input.visit, settings, today);
  return { jobId: job.id, visitId, number };
}
