import type { Database } from "~/platform/db/database";
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
