import { eq } from "drizzle-orm";
import type { Transaction as Tx, Database } from "~/platform/db/database";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { addContacts, siteFor } from "~/features/customers/match.server";
import { insertLead, type LeadDetails } from "./leads.server";
import { lockLead, refuseIfAnonymised } from "./lock.server";
import { leadSourceLabel, type StaffLeadSource } from "./sources";
import { leadsTable } from "./tables";
import { record } from "./timeline.server";

/**
 * A lead staff entered by hand (a phone call, a walk-in): stored with where it came from, and
 * who entered it on its timeline and in the audit trail, in the caller's transaction.
 */
export async function recordEnteredLead(
  tx: Tx,
  actor: StaffActor,
  details: LeadDetails,
  source: StaffLeadSource,
): Promise<{ id: number; customerId: number | null }> {
  const lead = await insertLead(tx, details, { key: null, requestHash: "" }, source);
  if (!lead) throw new Error("a lead without an idempotency key was not stored");
  await record(
    tx,
    actor,
    lead.id,
    { kind: "entered", detail: leadSourceLabel(source) },
    { action: "lead.create", after: { source, service: details.service, suburb: details.suburb } },
  );
  return { id: lead.id, customerId: lead.customerId };
}

/** The details staff may correct: everything the customer gave but their own message. */
export type EditableLeadDetails = Omit<LeadDetails, "message" | "visitsEvery">;
const EDITABLE: ReadonlyArray<keyof EditableLeadDetails> = [
  "service",
  "preferredDate",
  "preferredTime",
  "name",
  "email",
  "phone",
  "address",
  "suburb",
];

/**
 * Corrects a lead's details. Only the fields that differ are written, named on the timeline,
 * and kept before and after in the audit trail. A new preferred date may not be in the past
 * (`today`, the Auckland day); one left as it was may be. Returns the fields changed.
 */
export async function editLeadDetails(
  db: Database,
  actor: StaffActor,
  id: number,
  input: EditableLeadDetails,
  today: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    refuseIfAnonymised(lead);
    const changed = EDITABLE.filter((field) => lead[field] !== input[field]);
    if (changed.length === 0) return [];
    if (changed.includes("preferredDate") && input.preferredDate < today) {
      throw new DomainError("Preferred date cannot be in the past", { status: 400, field: "preferredDate" });
    }
    const pick = (source: EditableLeadDetails) => Object.fromEntries(changed.map((field) => [field, source[field]]));
    // The customer gains a corrected email or number; a corrected address is one of their sites.
    let siteId = lead.siteId;
    if (lead.customerId !== null) {
      if (changed.includes("email") || changed.includes("phone")) await addContacts(tx, lead.customerId, input);
      if (changed.includes("address") || changed.includes("suburb"))
        siteId = await siteFor(tx, lead.customerId, input.address, input.suburb);
    }
    await tx
      .update(leadsTable)
      .set({ ...pick(input), siteId, updatedAt: new Date() })
      .where(eq(leadsTable.id, id));
    await record(
      tx,
      actor,
      id,
      { kind: "edited", detail: `Changed: ${changed.map((field) => EDITABLE_LABELS[field]).join(", ")}` },
      { action: "lead.edit", before: pick(lead), after: pick(input) },
    );
    return changed;
  });
}

const EDITABLE_LABELS: Record<keyof EditableLeadDetails, string> = {
  service: "service",
  preferredDate: "preferred date",
  preferredTime: "preferred time",
  name: "name",
  email: "email",
  phone: "phone",
  address: "address",
  suburb: "suburb",
};
