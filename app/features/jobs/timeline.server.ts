import type { Database } from "~/platform/db/database";
import { recordCustomerEvent } from "~/features/leads/changes.server";
import type { Actor } from "~/lib/actor";
import { jobEventsTable } from "./tables";

/** One line on a job's timeline, in the caller's transaction: what happened, to which visit, and who did it. */
export async function recordJobEvent(
  tx: Pick<Database, "insert">,
  actor: Actor,
  jobId: number,
  event: { kind: string; detail: string; visitId?: number },
) {
  await tx.insert(jobEventsTable).values({
    jobId,
    visitId: event.visitId ?? null,
    kind: event.kind,
    detail: event.detail,
    actorId: actor.id,
    actorName: actor.name,
  });
}

/** A line about a visit on the timeline it belongs to: its job's, or (a site visit) its lead's. */
export async function recordVisitEvent(
  tx: Pick<Database, "insert">,
  actor: Actor,
  visit: { id: number; jobId: number | null; leadId: number },
  kind: string,
  detail: string,
) {
  if (visit.jobId) await recordJobEvent(tx, actor, visit.jobId, { kind, detail, visitId: visit.id });
  else await recordCustomerEvent(tx, actor, visit.leadId, kind, detail);
}
