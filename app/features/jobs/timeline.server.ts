import type { Database } from "~/platform/db/database";
import { recordCustomerEvents } from "~/features/leads/timeline.server";
import type { Actor } from "~/lib/actor";
import { jobEventsTable } from "./tables";

/** One line on a job's timeline, in the caller's transaction: what happened, to which visit, and who did it. */
export async function recordJobEvent(
  tx: Pick<Database, "insert">,
  actor: Actor,
  jobId: number,
  event: { kind: string; detail: string; visitId?: number },
) {
  await recordJobEvents(tx, actor, [{ jobId, ...event }]);
}

async function recordJobEvents(
  tx: Pick<Database, "insert">,
  actor: Actor,
  events: readonly { jobId: number; kind: string; detail: string; visitId?: number }[],
) {
  if (events.length === 0) return;
  await tx.insert(jobEventsTable).values(
    events.map((e) => ({
      jobId: e.jobId,
      visitId: e.visitId ?? null,
      kind: e.kind,
      detail: e.detail,
      actorId: actor.id,
      actorName: actor.name,
    })),
  );
}

/** A line about a visit on the timeline it belongs to: its job's, or (a site visit) its lead's. */
export async function recordVisitEvent(
  tx: Pick<Database, "insert">,
  actor: Actor,
  visit: { id: number; jobId: number | null; leadId: number },
  kind: string,
  detail: string,
) {
  await recordVisitEvents(tx, actor, [{ visit, kind, detail }]);
}

/** Lines about several visits by one actor, in one statement per kind of timeline (a run of reminders). */
export async function recordVisitEvents(
  tx: Pick<Database, "insert">,
  actor: Actor,
  events: readonly { visit: { id: number; jobId: number | null; leadId: number }; kind: string; detail: string }[],
) {
  await recordJobEvents(
    tx,
    actor,
    events.flatMap(({ visit, kind, detail }) => (visit.jobId ? [{ jobId: visit.jobId, kind, detail, visitId: visit.id }] : [])),
  );
  await recordCustomerEvents(
    tx,
    actor,
    events.flatMap(({ visit, kind, detail }) => (visit.jobId ? [] : [{ leadId: visit.leadId, kind, detail }])),
  );
}
