import { recordAudit, type AuditExecutor } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import type { Tradie } from "./types";

/** What the audit trail keeps of a tradie: what staff see and change. The photo is kept as its id, never its bytes. */
function audited({ createdAt, updatedAt, verifiedAt, verifiedById, verifiedByName, ...profile }: Tradie) {
  return { ...profile, verified: verifiedAt !== null };
}

/** Records a staff change to a tradie in the audit trail (docs/decisions/0050); call it inside the change's transaction. */
export async function auditTradie(tx: AuditExecutor, actor: StaffActor, action: string, before: Tradie | null, after: Tradie) {
  await recordAudit(tx, {
    actor,
    action: `tradie.${action}`,
    entityType: "tradie",
    entityId: after.id,
    before: before ? audited(before) : undefined,
    after: audited(after),
  });
}
