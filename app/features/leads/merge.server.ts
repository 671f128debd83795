import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import type { StaffActor } from "~/lib/actor";
import { formatClockText, formatIsoDayShort } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { lockLead, refuseIfAnonymised } from "./lock.server";
import { record } from "./timeline.server";
import { leadStatuses } from "./statuses";
import { leadsTable } from "./tables";

/**
 * Merges a repeat request into the lead staff keep working (docs/decisions/0082): the repeat
 * becomes a duplicate that points at the kept lead and stays readable, out of the figures; the
 * kept lead's timeline gets the repeat's message, so nothing the customer wrote is lost; both
 * timelines and the audit trail say who merged what. Both leads are locked in id order, so two
 * merges of the same pair queue instead of deadlocking.
 */
export async function mergeLead(db: Database, actor: StaffActor, id: number, intoId: number) {
  if (id === intoId) throw new DomainError("A lead cannot be merged into itself.", { status: 400, field: "into" });
  await db.transaction(async (tx) => {
    const [first, second] = id < intoId ? [id, intoId] : [intoId, id];
    const locked = new Map([
      [first, await lockLead(tx, first)],
      [second, await lockLead(tx, second)],
    ]);
    const lead = locked.get(id)!;
    const into = locked.get(intoId)!;
    refuseIfAnonymised(lead);
    refuseIfAnonymised(into);
    if (lead.mergedIntoId !== null) throw new DomainError(`Lead #${id} was already merged into lead #${lead.mergedIntoId}.`);
    if (into.mergedIntoId !== null)
      throw new DomainError(`Lead #${intoId} was itself merged into lead #${into.mergedIntoId}: merge into that one.`);
    if (lead.status === "won") throw new DomainError("A won lead cannot be merged into another.");
    const now = new Date();
    await tx
      .update(leadsTable)
      .set({ status: "duplicate", mergedIntoId: intoId, statusChangedAt: now, updatedAt: now })
      .where(eq(leadsTable.id, id));
    await tx.update(leadsTable).set({ updatedAt: now }).where(eq(leadsTable.id, intoId));
    await record(
      tx,
      actor,
      id,
      { kind: "merged", fromStatus: lead.status, toStatus: "duplicate", detail: `Merged into lead #${intoId}` },
      { action: "lead.merge", before: { status: lead.status }, after: { status: "duplicate", mergedIntoId: intoId } },
    );
    await record(tx, actor, intoId, {
      kind: "merged-in",
      detail: `Lead #${id} (${leadStatuses.label(lead.status).toLowerCase()}, ${lead.service}, ${formatIsoDayShort(lead.preferredDate)} ${formatClockText(lead.preferredTime)}) merged into this lead`,
      note: lead.message || null,
    });
  });
}
