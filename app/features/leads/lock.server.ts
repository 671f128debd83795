import { eq } from "drizzle-orm";
import type { Transaction as Tx } from "~/platform/db/database";
import { DomainError } from "~/lib/domain-error";
import { leadsTable } from "./tables";

export async function lockLead(tx: Tx, id: number) {
  if (!Number.isInteger(id)) throw new DomainError("There is no lead with that number.", { status: 404 });
  const [lead] = await tx.select().from(leadsTable).where(eq(leadsTable.id, id)).for("update");
  if (!lead) throw new DomainError("There is no lead with that number.", { status: 404 });
  return lead;
}

export function refuseIfAnonymised(lead: { anonymisedAt: Date | null }) {
  if (lead.anonymisedAt) throw new DomainError("This lead has been anonymised and can no longer be changed.");
}
