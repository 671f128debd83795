import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAccount, replaceRole } from "~/features/auth/staff-accounts.server";
import { leadEventsTable } from "~/features/leads/tables";
import { emailAttemptsTable, emailOutboxTable } from "~/features/mail/tables";
import { get, postForm, sessionCookie, SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { queryAfterStop } from "../helpers/quote";
import { PASSWORD, startLeadsServer, type LeadsServer, type SeedLead } from "./leads-fixtures";

const ADMIN = { name: "Ari Admin", email: "admin@leads.test" };
const RUA = {
  name: "Rua Forget",
  email: "rua.forget@example.co.nz",
  phone: "021 987 6543",
  address: "12 Pohutukawa Drive",
  message: "Leaking tap in the ensuite",
  suburb: "Devonport",
};
const LEADS: SeedLead[] = [
  RUA,
  { name: "Kiri Stays", email: "kiri.stays@example.co.nz", phone: "022 111 2222", suburb: "Albany" },
  { name: "Anonymised", email: "", phone: "", address: "", message: "", suburb: "Howick", anonymisedAt: new Date() },
];
const [RUA_ID, KIRI_ID, ANON_ID] = [1, 2, 3];
/** Everything personal about Rua, none of which may survive the deletion. */
const RUA_DETAILS = [RUA.name, "Rua", RUA.email, RUA.phone, "9876543", RUA.address, RUA.message, "gate code"];

let s: LeadsServer;
let adminCookie = "";
let ruaEmailIds: number[] = [];
beforeAll(async () => {
  s = await startLeadsServer(LEADS, async (db) => {
    const adminId = await insertAccount(db, { name: ADMIN.name, email: ADMIN.email, password: PASSWORD });
    if (!adminId) throw new Error("could not seed the admin");
    await replaceRole(db, adminId, "admin");
    await db.insert(leadEventsTable).values([
      { leadId: RUA_ID, kind: "note", note: "Rua's gate code is 4321.", actorName: "Mia Manager" },
      { leadId: KIRI_ID, kind: "note", note: "Kiri prefers texts.", actorName: "Mia Manager" },
    ]);
    const email = (subjectType: string, subjectId: number, to: string) => ({
      kind: "lead-confirmation",
      to: [to],
      subject: `About request ${subjectId}`,
      html: "<p>Hi</p>",
      text: "Hi",
      status: "failed",
      attempts: 1,
      subjectType,
      subjectId,
    });
    const emails = await db
      .insert(emailOutboxTable)
      .values([
        email("lead", RUA_ID, RUA.email),
        email("lead", RUA_ID, "office@example.co.nz"),
        email("lead", KIRI_ID, "kiri.stays@example.co.nz"),
        email("application", RUA_ID, "tradie@example.co.nz"),
      ])
      .returning({ id: emailOutboxTable.id });
    ruaEmailIds = emails.slice(0, 2).map((e) => e.id);
    await db
      .insert(emailAttemptsTable)
      .values(emails.map((e) => ({ emailId: e.id, outcome: "error", error: "connect ECONNREFUSED", durationMs: 5 })));
  });
  adminCookie = await sessionCookie(s.server.url, ADMIN.email, PASSWORD);
}, SERVER_START_TIMEOUT_MS);
afterAll(() => s?.dispose());

const remove = (id: number, cookie: string, confirm = "delete") =>
  postForm(s.server.url, `/admin/leads/${id}`, { intent: "delete", confirm }, cookie);
const pageAs = async (id: number, cookie: string) => {
  const res = await get(`${s.server.url}/admin/leads/${id}`, cookie);
  return { status: res.status, text: parse(await res.text()).querySelector("main")?.text ?? "" };
};
/** The figures page's "Leads last 7 days" figure. */
const leadsThisWeek = async () => {
  const doc = parse(await (await get(`${s.server.url}/admin/figures`, adminCookie)).text());
  return Number(doc.querySelectorAll("dt").find((dt) => dt.text === "Leads last 7 days")?.nextElementSibling?.text);
};

describe("deleting a lead for a privacy request", () => {
  it("sends a signed-out request to sign in", async () => {
    const res = await remove(RUA_ID, "");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login(\?|$)/);
  });

  it("refuses a manager with a 403, deletes nothing, and does not offer them the button", async () => {
    const res = await remove(KIRI_ID, s.cookie);
    expect(res.status).toBe(403);
    expect(parse(await res.text()).text).toContain("Only an administrator can do that.");
    const page = await pageAs(KIRI_ID, s.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Kiri Stays");
    expect(page.text).toContain("To delete the whole lead, ask an administrator.");
    expect(page.text).not.toContain("Delete permanently");
    expect((await pageAs(KIRI_ID, adminCookie)).text).toContain("Delete permanently");
  });

  it("needs the word typed, with a 400 and the reason", async () => {
    for (const confirm of ["", "yes", "Delete it"]) {
      const res = await remove(RUA_ID, adminCookie, confirm);
      expect(res.status, confirm).toBe(400);
      expect(parse(await res.text()).querySelector("main")?.text, confirm).toContain('Type "delete" to confirm.');
    }
    expect((await pageAs(RUA_ID, adminCookie)).text).toContain(RUA.name);
  });

  it("deletes the lead for an administrator and goes back to the list; the page then answers 404", async () => {
    expect(
      (await postForm(s.server.url, `/admin/leads/${RUA_ID}`, { intent: "note", note: "Rua asked us to forget them." }, adminCookie))
        .status,
    ).toBe(200);
    const before = await leadsThisWeek();
    expect(before).toBe(3);
    const res = await remove(RUA_ID, adminCookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/leads");
    expect((await pageAs(RUA_ID, adminCookie)).status).toBe(404);
    // It simply leaves the figures.
    expect(await leadsThisWeek()).toBe(before - 1);
    const dashboard = await get(`${s.server.url}/admin/figures`, adminCookie);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).not.toContain(RUA.name);
  });

  it("answers 404 to deleting it again, or a lead that never was", async () => {
    for (const id of [RUA_ID, 99_999]) {
      const res = await remove(id, adminCookie);
      expect(res.status, String(id)).toBe(404);
      expect(parse(await res.text()).text).toContain("There is no lead with that number.");
    }
    expect((await postForm(s.server.url, "/admin/leads/not-a-number", { intent: "delete", confirm: "delete" }, adminCookie)).status).toBe(
      404,
    );
  });

  it("deletes an anonymised lead too", async () => {
    expect((await remove(ANON_ID, adminCookie)).status).toBe(302);
    expect((await pageAs(ANON_ID, adminCookie)).status).toBe(404);
  });

  // Last: reads the database with the server stopped.
  it("leaves nothing of the lead in the database but an audit row without personal data", async () => {
    const count = async (sql: string) =>
      Number((await queryAfterStop<{ n: number | string }>(s.server, `select count(*) as n from ${sql}`))[0].n);
    expect(await count(`leads where id in (${RUA_ID}, ${ANON_ID})`)).toBe(0);
    expect(await count(`lead_events where lead_id in (${RUA_ID}, ${ANON_ID})`)).toBe(0);
    expect(await count(`email_outbox where subject_type = 'lead' and subject_id = ${RUA_ID}`)).toBe(0);
    expect(await count(`email_attempts where email_id in (${ruaEmailIds.join(", ")})`)).toBe(0);
    // The lead the manager could not delete keeps everything; so does another record's email with the same number.
    expect(await count(`leads where id = ${KIRI_ID}`)).toBe(1);
    expect(await count(`lead_events where lead_id = ${KIRI_ID} and kind = 'note'`)).toBe(1);
    expect(await count(`email_outbox where subject_type = 'lead' and subject_id = ${KIRI_ID}`)).toBe(1);
    expect(await count(`email_outbox where subject_type = 'application' and subject_id = ${RUA_ID}`)).toBe(1);
    expect(await count("email_attempts")).toBe(2);

    const audit = await queryAfterStop<Record<string, unknown>>(
      s.server,
      "select * from audit_log where action = 'lead.delete' order by id",
    );
    expect(
      audit.map((row) => ({
        entityType: row.entity_type,
        entityId: row.entity_id,
        actorName: row.actor_name,
        before: row.before,
        after: row.after,
      })),
    ).toEqual([
      {
        entityType: "lead",
        entityId: String(RUA_ID),
        actorName: ADMIN.name,
        before: null,
        after: { deleted: true, reason: "privacy request" },
      },
      {
        entityType: "lead",
        entityId: String(ANON_ID),
        actorName: ADMIN.name,
        before: null,
        after: { deleted: true, reason: "privacy request" },
      },
    ]);
    expect(audit[0].at).toBeInstanceOf(Date);
    const everyAuditRow = JSON.stringify(await queryAfterStop(s.server, "select * from audit_log")).toLowerCase();
    // As words: a random id in the audit (the admin's account id) may hold "rua" by chance.
    for (const detail of RUA_DETAILS) expect(everyAuditRow, detail).not.toMatch(asWords(detail));
  });
});

/** The text, any case, not as part of a longer run of letters and digits. */
function asWords(text: string): RegExp {
  return new RegExp(`(?<![a-z0-9])${text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![a-z0-9])`);
}
