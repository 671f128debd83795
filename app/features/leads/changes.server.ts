import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction as Tx, Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { deleteEmailsAbout, requeueEmail } from "~/features/mail/outbox.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { CONTACT_LABELS } from "./action-schema";
import { canMoveLead, leadStatusLabel, type LeadStatus } from "./statuses";
import { leadEventsTable, leadPhotosTable, leadsTable } from "./tables";
import { deletePhotos } from "~/features/uploads/photos.server";
import type { Actor, StaffActor } from "~/lib/actor";
import { insertLead, type LeadDetails } from "./leads.server";
import { leadSourceLabel, type StaffLeadSource } from "./sources";
import { DomainError, isDomainError } from "~/lib/domain-error";
import { formatMoney, parseMoney } from "~/lib/money";
import { forgetCustomerIfUnused } from "~/features/customers/privacy.server";
import { addContacts, siteFor } from "~/features/customers/match.server";

export async function lockLead(tx: Tx, id: number) {
  if (!Number.isInteger(id)) throw new DomainError("There is no lead with that number.", { status: 404 });
  const [lead] = await tx.select().from(leadsTable).where(eq(leadsTable.id, id)).for("update");
  if (!lead) throw new DomainError("There is no lead with that number.", { status: 404 });
  return lead;
}

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

export function refuseIfAnonymised(lead: { anonymisedAt: Date | null }) {
  if (lead.anonymisedAt) throw new DomainError("This lead has been anonymised and can no longer be changed.");
}

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

async function moveLead(tx: Tx, actor: StaffActor, id: number, input: StatusMove) {
  const lead = await lockLead(tx, id);
  refuseIfAnonymised(lead);
  if (!canMoveLead(lead.status, input.status)) {
    throw new DomainError(
      `A lead that is ${leadStatusLabel(lead.status).toLowerCase()} cannot be moved to ${leadStatusLabel(input.status).toLowerCase()}.`,
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
  if (lead && canMoveLead(lead.status, "quote_sent")) await moveLead(tx, actor, leadId, { status: "quote_sent" });
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

export async function addLeadNote(db: Database, actor: StaffActor, id: number, note: string) {
  await db.transaction(async (tx) => {
    refuseIfAnonymised(await lockLead(tx, id));
    await record(tx, actor, id, { kind: "note", note });
  });
}

/**
 * One call, email or text to the customer: one attempt. A new lead also becomes contacted by
 * it; moving a lead to contacted by hand counts nothing, so a call is never counted twice.
 */
export async function logContactAttempt(db: Database, actor: StaffActor, id: number, channel: keyof typeof CONTACT_LABELS) {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    refuseIfAnonymised(lead);
    if (lead.status === "new") await moveLead(tx, actor, id, { status: "contacted" });
    const now = new Date();
    await tx
      .update(leadsTable)
      .set({ contactAttempts: sql`${leadsTable.contactAttempts} + 1`, lastContactedAt: now, updatedAt: now })
      .where(eq(leadsTable.id, id));
    await record(tx, actor, id, { kind: "contact", detail: `${CONTACT_LABELS[channel]} attempt` });
  });
}

export async function assignLead(db: Database, actor: StaffActor, id: number, tradieId: number | null) {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    refuseIfAnonymised(lead);
    if (lead.assignedTradieId === tradieId) throw new DomainError("The lead is already assigned that way.");
    let tradieName = "";
    if (tradieId !== null) {
      const [tradie] = await tx
        .select({ name: tradiesTable.name, status: tradiesTable.status })
        .from(tradiesTable)
        .where(eq(tradiesTable.id, tradieId));
      if (!tradie) throw new DomainError("There is no tradie with that number.", { status: 400 });
      if (tradie.status !== "active") throw new DomainError(`${tradie.name} is ${tradie.status}, so cannot take new work.`);
      tradieName = tradie.name;
    }
    await tx.update(leadsTable).set({ assignedTradieId: tradieId, updatedAt: new Date() }).where(eq(leadsTable.id, id));
    await record(
      tx,
      actor,
      id,
      { kind: "assignment", detail: tradieId === null ? "Unassigned" : `Assigned to ${tradieName}` },
      { action: "lead.assign", before: { tradieId: lead.assignedTradieId }, after: { tradieId } },
    );
  });
}

/** Puts a failed email back in the outbox; the worker sends it again straight away. */
export async function resendLeadEmail(db: Database, actor: StaffActor, id: number, emailId: number) {
  await db.transaction(async (tx) => {
    refuseIfAnonymised(await lockLead(tx, id));
    const [email] = await tx
      .select({ status: emailOutboxTable.status, subject: emailOutboxTable.subject })
      .from(emailOutboxTable)
      .where(and(eq(emailOutboxTable.id, emailId), eq(emailOutboxTable.subjectType, "lead"), eq(emailOutboxTable.subjectId, id)))
      .for("update");
    if (!email) throw new DomainError("That email does not belong to this lead.", { status: 404 });
    if (email.status !== "failed") throw new DomainError("Only an email that failed can be sent again.");
    await requeueEmail(tx, emailId);
    await record(
      tx,
      actor,
      id,
      { kind: "email-resend", detail: `Email #${emailId} queued to send again` },
      { action: "lead.resend-email", after: { emailId } },
    );
  });
}

const ANONYMISED_NAME = "Anonymised";

/** The photos the customer sent with the request: theirs, so a privacy request takes them (the images too). */
async function deleteRequestPhotos(tx: Tx, leadId: number) {
  await deletePhotos(tx, tx.select({ id: leadPhotosTable.photoId }).from(leadPhotosTable).where(eq(leadPhotosTable.leadId, leadId)));
}

/**
 * A privacy request (Privacy Act 2020): removes the person's details, the text of the notes
 * about them and the emails sent about the lead, keeping only what the figures need
 * (service, suburb, dates, status). The record of it names who did it and when, nothing more.
 */
export async function anonymiseLead(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    refuseIfAnonymised(lead);
    const now = new Date();
    await tx
      .update(leadsTable)
      .set({
        name: ANONYMISED_NAME,
        email: "",
        phone: "",
        address: "",
        message: "",
        lostReason: null,
        idempotencyKey: null,
        requestHash: null,
        anonymisedAt: now,
        updatedAt: now,
        customerId: null,
        siteId: null,
      })
      .where(eq(leadsTable.id, id));
    await forgetCustomerIfUnused(tx, lead.customerId);
    await deleteRequestPhotos(tx, id);
    await tx
      .update(leadEventsTable)
      .set({ note: null })
      .where(and(eq(leadEventsTable.leadId, id), inArray(leadEventsTable.kind, ["note", "status"])));
    await tx
      .update(leadEventsTable)
      .set({ detail: null })
      .where(and(eq(leadEventsTable.leadId, id), eq(leadEventsTable.kind, "status")));
    await deleteEmailsAbout(tx, { type: "lead", id });
    await record(
      tx,
      actor,
      id,
      { kind: "anonymised", detail: "Personal details removed for a privacy request" },
      { action: "lead.anonymise", after: { anonymised: true } },
    );
  });
}

/**
 * A privacy request where nothing may be kept (docs/decisions/0065): removes the lead, its
 * timeline and notes (lead_events cascade), and its emails with their delivery attempts
 * (email_attempts cascade from the outbox). The audit row keeps only the lead number, who
 * and when, and that it was a privacy deletion. Works on an anonymised lead too.
 */
export async function deleteLead(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    await deleteEmailsAbout(tx, { type: "lead", id });
    await deleteRequestPhotos(tx, id);
    await tx.delete(leadsTable).where(eq(leadsTable.id, id));
    await forgetCustomerIfUnused(tx, lead.customerId);
    await recordAudit(tx, {
      actor,
      action: "lead.delete",
      entityType: "lead",
      entityId: id,
      after: { deleted: true, reason: "privacy request" },
    });
  });
}
