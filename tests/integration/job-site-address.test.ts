import { and, eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { addVisit, recordAcceptedByPhone } from "~/features/jobs/visits.server";
import { crewLink } from "~/features/jobs/dispatch.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get } from "../helpers/auth";
import { crewSession } from "../helpers/crew";
import { requestFrom } from "../helpers/customer-history";
import { JOB_SETTINGS, STAFF, newTradie } from "../helpers/jobs";
import { startPreparedServer, type PreparedServer } from "../helpers/prepared-server";

/*
 * A job's site names its suburb once (issue 40.16): "8 Kohu Road, Titirangi" in Titirangi read
 * "8 Kohu Road, Titirangi, Titirangi" on the job page, the tradie's visit card, the customer's
 * visit email and its calendar entry. Two customers: one typed the suburb into the address, one
 * did not (and still gets it added).
 */
const SITES = [
  { name: "Wiremu Kohu", email: "kohu.job@example.co.nz", phone: "021 555 0301", address: "8 Kohu Road, Titirangi", suburb: "Titirangi" },
  // Sina rang the office and gave no email (docs/decisions/0140): her job page has no empty email link.
  { name: "Sina Lee", email: "", phone: "021 555 0302", address: "27 Ponsonby Road", suburb: "Ponsonby" },
];
const SHOWN = ["8 Kohu Road, Titirangi", "27 Ponsonby Road, Ponsonby"];

type Made = Array<{ jobId: number; visitId: number; crewPath: string; mails: Array<{ text: string; calendar: string }> }>;
let s: PreparedServer<Made>;
beforeAll(async () => {
  s = await startPreparedServer(async (db) => {
    const tradie = await newTradie(db, "Tama Address", "tama.address@tradies.example.co.nz");
    const made: Made = [];
    for (const [i, person] of SITES.entries()) {
      const { leadId } = await requestFrom(db, person);
      const { id: jobId } = await createJobFromLead(db, STAFF, leadId, { title: "Gutter clean", scope: "" });
      const day = addDays(todayInAuckland(), 3 + i);
      const { id: visitId } = await addVisit(
        db,
        STAFF,
        { jobId },
        { day, timing: "fixed", start: 9 * 60, end: 11 * 60, tradieIds: [tradie], instructions: "" },
        JOB_SETTINGS,
      );
      await recordAcceptedByPhone(db, STAFF, { jobId }, visitId, tradie, JOB_SETTINGS);
      const link = await crewLink(db, tradie, `/crew/visits/${visitId}`, new Date(Date.now() + 3_600_000));
      // The customer's emails about the visit, read before the server takes the database.
      const mails = (
        await db
          .select()
          .from(emailOutboxTable)
          .where(and(eq(emailOutboxTable.subjectType, "job"), eq(emailOutboxTable.subjectId, jobId)))
      )
        .filter((m) => m.to.includes(person.email))
        .map((m) => ({ text: `${m.text ?? ""} ${m.html ?? ""}`, calendar: (m.calendar?.content ?? "").replace(/\r\n[ \t]/g, "") }));
      made.push({ jobId, visitId, crewPath: new URL(link).pathname + new URL(link).search, mails });
    }
    return made;
  });
});
afterAll(async () => {
  await s?.dispose();
});

const textOf = async (path: string, cookie: string) =>
  parse(await (await get(`${s.server.url}${path}`, cookie)).text()).text.replace(/\s+/g, " ");

describe("a job's site address", () => {
  it("names the suburb once on the job page, the tradie's visit card, the customer's email and its calendar entry", async () => {
    for (const [i, { jobId, visitId, crewPath, mails }] of s.made.entries()) {
      expect(mails.length > 0).toBe(SITES[i].email !== "");
      for (const mail of mails) {
        expect(mail.text).toContain(SHOWN[i]);
        expect(`${mail.text} ${mail.calendar}`).not.toContain("Titirangi, Titirangi");
      }
      // The calendar entry's location, as stored (its commas escaped the way the .ics file writes them, or not).
      const locations = mails.map((m) => /^LOCATION:(.*)$/m.exec(m.calendar)?.[1]?.replace(/\\,/g, ",").trim());
      if (mails.length) expect(locations).toContain(SHOWN[i]);

      const staffHtml = parse(await (await get(`${s.server.url}/admin/jobs/${jobId}`, s.admin)).text());
      expect(staffHtml.querySelectorAll('main a[href^="mailto:"]').map((a) => a.getAttribute("href"))).toEqual(
        SITES[i].email ? [`mailto:${SITES[i].email}`] : [],
      );
      const staffPage = await textOf(`/admin/jobs/${jobId}`, s.admin);
      expect(staffPage).toContain(SHOWN[i]);
      expect(staffPage).not.toContain("Titirangi, Titirangi");

      const { cookie } = await crewSession(s.server.url, crewPath);
      const card = await textOf(`/crew/visits/${visitId}`, cookie);
      expect(card).toContain(`${SHOWN[i]} (map)`);
      expect(card).not.toContain("Titirangi, Titirangi");
    }
  });
});
