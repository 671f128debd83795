import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogTable } from "~/features/audit/tables";
import { editLeadDetails } from "~/features/leads/details.server";
import { insertLead } from "~/features/leads/leads.server";
import { leadEventsTable, leadsTable } from "~/features/leads/tables";
import { isDomainError } from "~/lib/domain-error";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Correcting a lead's details (issue 16, "Edit a lead"): only what differs is written, named on
 * the timeline and kept before and after in the audit trail; a preferred date that has passed
 * may stay, a new one may not be in the past; an anonymised lead cannot be changed.
 */
const database = useMigratedDatabase();
const actor = { id: "staff-1", name: "Mia Manager" };
const TODAY = "2026-11-25";
const details = {
  service: "Plumbing",
  preferredDate: "2026-11-20", // already past: the lead came in a while ago
  preferredTime: "10:00 AM",
  name: "Tama Ngata",
  email: "tama@example.co.nz",
  phone: "021 555 0199",
  address: "3 Karaka Street",
  suburb: "Henderson",
  message: "Hot water cylinder leaking.",
};
const { message: _message, ...editable } = details;

async function newLead(): Promise<number> {
  const lead = await database.handle.db.transaction((tx) => insertLead(tx, details, { key: null, requestHash: "" }));
  return lead!.id;
}
const read = async (id: number) => (await database.handle.db.select().from(leadsTable).where(eq(leadsTable.id, id)))[0];
const events = (id: number) => database.handle.db.select().from(leadEventsTable).where(eq(leadEventsTable.leadId, id));
const audits = (id: number) =>
  database.handle.db
    .select()
    .from(auditLogTable)
    .where(eq(auditLogTable.entityId, String(id)));

describe("correcting a lead", () => {
  it("writes only what changed, names it on the timeline and keeps the old values in the audit trail", async () => {
    const id = await newLead();
    const changed = await editLeadDetails(database.handle.db, actor, id, { ...editable, phone: "09 280 4471", suburb: "Te Atatū" }, TODAY);
    expect(changed).toEqual(["phone", "suburb"]);
    expect(await read(id)).toMatchObject({ phone: "09 280 4471", suburb: "Te Atatū", name: "Tama Ngata", message: details.message });
    const [event] = await events(id);
    expect(event).toMatchObject({ kind: "edited", detail: "Changed: phone, suburb", actorName: "Mia Manager" });
    const [audit] = await audits(id);
    expect(audit).toMatchObject({
      action: "lead.edit",
      actorName: "Mia Manager",
      before: { phone: "021 555 0199", suburb: "Henderson" },
      after: { phone: "09 280 4471", suburb: "Te Atatū" },
    });
  });

  it("changes nothing, and records nothing, when nothing differs", async () => {
    const id = await newLead();
    expect(await editLeadDetails(database.handle.db, actor, id, editable, TODAY)).toEqual([]);
    expect(await events(id)).toEqual([]);
    expect(await audits(id)).toEqual([]);
  });

  it("lets a passed preferred date stay, but refuses a new one in the past", async () => {
    const id = await newLead();
    expect(await editLeadDetails(database.handle.db, actor, id, { ...editable, name: "Tama Ngata-Smith" }, TODAY)).toEqual(["name"]);
    const refused = await editLeadDetails(database.handle.db, actor, id, { ...editable, preferredDate: "2026-11-24" }, TODAY).catch(
      (e) => e,
    );
    expect(isDomainError(refused) && refused.field === "preferredDate" && refused.message).toBe("Preferred date cannot be in the past");
    expect((await read(id)).preferredDate).toBe("2026-11-20");
    expect(
      await editLeadDetails(database.handle.db, actor, id, { ...editable, name: "Tama Ngata-Smith", preferredDate: TODAY }, TODAY),
    ).toEqual(["preferredDate"]);
  });

  it("refuses a lead that does not exist, and one that has been anonymised", async () => {
    const missing = await editLeadDetails(database.handle.db, actor, 999_999, editable, TODAY).catch((e) => e);
    expect(isDomainError(missing) && missing.status).toBe(404);
    const id = await newLead();
    await database.handle.db.update(leadsTable).set({ anonymisedAt: new Date() }).where(eq(leadsTable.id, id));
    const refused = await editLeadDetails(database.handle.db, actor, id, { ...editable, name: "Someone" }, TODAY).catch((e) => e);
    expect(isDomainError(refused) && refused.status).toBe(409);
  });
});
