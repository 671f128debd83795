import { eq } from "drizzle-orm";
import type { Transaction as Tx, Database } from "~/platform/db/database";
import type { Actor, StaffActor } from "~/lib/actor";
import { isDomainError, DomainError } from "~/lib/domain-error";
import { formatMoney, parseMoney } from "~/lib/money";
import { lockLead, refuseIfAnonymised } from "./lock.server";
import { type LeadStatus, leadStatuses } from "./statuses";
import { leadEventsTable, leadsTable } from "./tables";
import { record } from "./timeline.server";

/** A lead's new status with what goes with it; the first response is stamped if there was none. */
async function writeStatus(
  tx: Tx,
  lead: { id: number; firstRespondedAt: Date | null },
  change: { status: LeadStatus; lostReason: string | null; followUpOn: string | null; wonValueCents: number | null },
) {
  const now = new Date();
  await tx
    .update(leadsTable)
    .set({ ...change, statusChangedAt: now, firstRespondedAt: lead.firstRespondedAt ?? now, updatedAt: now })
    .where(eq(leadsTable.id, lead.id));
}

type StatusMove = { status: LeadStatus; lostReason?: string; followUpOn?: string; wonValue?: string };

export async function moveLead(tx: Tx, actor: StaffActor, id: number, input: StatusMove) {
  const lead = await lockLead(tx, id);
  refuseIfAnonymised(lead);
  if (!leadStatuses.canMove(lead.status, input.status)) {
    throw new DomainError(
      `A lead that is ${leadStatuses.label(lead.status).toLowerCase()} cannot be moved to ${leadStatuses.label(input.status).toLowerCase()}.`,
    );
  }
  const wonValue = input.status === "won" ? parseMoney(input.wonValue ?? "") : null;
  await writeStatus(tx, lead, {
    status: input.status,
    lostReason: input.status === "lost" ? (input.lostReason ?? null) : null,
    followUpOn: input.status === "on_hold" ? (input.followUpOn ?? null) : null,
    wonValueCents: wonValue,
  });
  const detail =
    input.status === "lost"
      ? `Reason: ${input.lostReason}`
      : input.status === "on_hold"
        ? `Follow up on ${input.followUpOn}`
        : wonValue !== null
          ? `Worth ${formatMoney(wonValue)}`
          : null;
  await record(
    tx,
    actor,
    id,
    { kind: "status", fromStatus: lead.status, toStatus: input.status, detail },
    {
      action: "lead.status",
      before: { status: lead.status },
      after: {
        status: input.status,
        lostReason: input.lostReason || undefined,
        followUpOn: input.followUpOn || undefined,
        wonValueCents: wonValue ?? undefined,
      },
    },
  );
}

/**
 * Staff sent a quote for the lead: it moves to "Quote sent" when its pipeline allows (a lead
 * already won, or already at "Quote sent", stays where it is).
 */
export async function markQuoteSent(tx: Tx, actor: StaffActor, leadId: number) {
  const [lead] = await tx.select({ status: leadsTable.status }).from(leadsTable).where(eq(leadsTable.id, leadId));
  if (lead && leadStatuses.canMove(lead.status, "quote_sent")) await moveLead(tx, actor, leadId, { status: "quote_sent" });
}

/** Staff booked a site visit to quote: a lead still being worked moves to "Visit booked"; one further on stays. */
export async function markVisitBooked(tx: Tx, actor: StaffActor, leadId: number) {
  const [lead] = await tx.select({ status: leadsTable.status }).from(leadsTable).where(eq(leadsTable.id, leadId));
  if (lead && ["new", "contacted", "on_hold"].includes(lead.status)) await moveLead(tx, actor, leadId, { status: "visit_booked" });
}

/**
 * The lead's outcome from outside the pipeline page: a customer accepting a quote makes it Won,
 * worth what they accepted, and declining makes it Lost with their reason; a job done makes it
 * Won. A lead already won stays won (another quote was accepted). The actor (the customer, the
 * tradie, staff) goes on the timeline.
 */
export async function settleLead(
  tx: Tx,
  customer: Actor,
  leadId: number,
  outcome: { status: "won"; wonValueCents: number; detail: string } | { status: "lost"; lostReason: string; detail: string },
) {
  const lead = await lockLead(tx, leadId);
  if (lead.anonymisedAt || lead.status === "won") return;
  await writeStatus(tx, lead, {
    status: outcome.status,
    lostReason: outcome.status === "lost" ? outcome.lostReason : null,
    wonValueCents: outcome.status === "won" ? outcome.wonValueCents : null,
    followUpOn: null,
  });
  await tx.insert(leadEventsTable).values({
    leadId,
    kind: "status",
    fromStatus: lead.status,
    toStatus: outcome.status,
    detail: outcome.detail,
    actorId: customer.id,
    actorName: customer.name,
  });
}

export async function changeLeadStatus(db: Database, actor: StaffActor, id: number, input: StatusMove) {
  await db.transaction((tx) => moveLead(tx, actor, id, input));
}

/** Moves each selected lead that may make the move; returns how many moved and how many could not. */
export async function bulkChangeStatus(db: Database, actor: StaffActor, ids: number[], input: { status: LeadStatus; lostReason?: string }) {
  let moved = 0;
  await db.transaction(async (tx) => {
    for (const id of [...new Set(ids)]) {
      try {
        await moveLead(tx, actor, id, input);
        moved++;
      } catch (error) {
        if (!isDomainError(error)) throw error;
      }
    }
  });
  return { moved, skipped: new Set(ids).size - moved };
}
