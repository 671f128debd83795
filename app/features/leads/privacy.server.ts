import { and, eq, inArray } from "drizzle-orm";
import type { Transaction as Tx, Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { forgetCustomerIfUnused } from "~/features/customers/privacy.server";
import { deleteEmailsAbout } from "~/features/mail/outbox.server";
import { deletePhotos } from "~/features/uploads/photos.server";
import type { StaffActor } from "~/lib/actor";
import { lockLead, refuseIfAnonymised } from "./lock.server";
import { leadEventsTable, leadPhotosTable, leadsTable } from "./tables";
import { record } from "./timeline.server";

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
