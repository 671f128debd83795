import type { Transaction as Tx, Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import type { Actor, StaffActor } from "~/lib/actor";
import { leadEventsTable } from "./tables";

export async function record(
  tx: Tx,
  actor: StaffActor,
  leadId: number,
  event: Omit<typeof leadEventsTable.$inferInsert, "leadId" | "actorId" | "actorName">,
  audit?: { action: string; before?: unknown; after?: unknown },
) {
  await tx.insert(leadEventsTable).values({ ...event, leadId, actorId: actor.id, actorName: actor.name });
  if (audit)
    await recordAudit(tx, { actor, action: audit.action, entityType: "lead", entityId: leadId, before: audit.before, after: audit.after });
}

/** Something the customer did from a link (a question, a first look at a quote), on the lead's timeline. */
export async function recordCustomerEvent(
  tx: Pick<Database, "insert">,
  customer: Actor,
  leadId: number,
  kind: string,
  detail: string,
  note?: string,
) {
  await recordCustomerEvents(tx, customer, [{ leadId, kind, detail, note }]);
}

/** Several lines on leads' timelines by one actor, in one statement. */
export async function recordCustomerEvents(
  tx: Pick<Database, "insert">,
  actor: Actor,
  events: readonly { leadId: number; kind: string; detail: string; note?: string }[],
) {
  if (events.length === 0) return;
  await tx.insert(leadEventsTable).values(
    events.map((e) => ({
      leadId: e.leadId,
      kind: e.kind,
      detail: e.detail,
      note: e.note ?? null,
      actorId: actor.id,
      actorName: actor.name,
    })),
  );
}
