import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { requeueEmail } from "~/features/mail/outbox.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { tradiesTable } from "~/features/tradies/tables";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { CONTACT_LABELS } from "./action-schema";
import { lockLead, refuseIfAnonymised } from "./lock.server";
import { moveLead } from "./status.server";
import { leadsTable } from "./tables";
import { record } from "./timeline.server";

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
