import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { get, postForm } from "../helpers/auth";
import { requestFrom } from "../helpers/customer-history";
import { STAFF } from "../helpers/jobs";
import { startPreparedServer, type PreparedServer } from "../helpers/prepared-server";

/*
 * A one-off text from a job's page and from a customer's page (issue 43, items 1 and 4): each
 * page offers its own customer's mobile, the text goes to that number signed with the business's
 * name, a job's text lands on that job's timeline only, and a number on no customer is refused
 * from either page (docs/decisions/0218). Two customers, two jobs. The lead page is in
 * texts-bad-input.test.ts.
 */
const PEOPLE = [
  { name: "Ariana Texted", email: "ariana.texts@example.co.nz", phone: "021 555 0411", shown: "021 555 0411" },
  { name: "Bruno Texted", email: "bruno.texts@example.co.nz", phone: "+64 27 555 0412", shown: "027 555 0412" },
];

type Made = Array<{ jobId: number; customerId: number }>;
let s: PreparedServer<Made>;
beforeAll(async () => {
  s = await startPreparedServer(async (db) => {
    const made: Made = [];
    for (const person of PEOPLE) {
      const { leadId, customerId } = await requestFrom(db, { name: person.name, email: person.email, phone: person.phone });
      const { id: jobId } = await createJobFromLead(db, STAFF, leadId, { title: `Gutters for ${person.name}`, scope: "" });
      made.push({ jobId, customerId });
    }
    return made;
  });
});
afterAll(async () => {
  await s?.dispose();
});

/** The "Text" form's fields on a page, as the browser would post them. */
async function textForm(path: string) {
  const html = parse(await (await get(`${s.server.url}${path}`, s.admin)).text());
  const form = html.querySelectorAll("form").find((f) => f.querySelector('textarea[name="body"]') && f.querySelector('input[name="to"]'));
  if (!form) throw new Error(`no text form on ${path}`);
  return Object.fromEntries(
    form.querySelectorAll("input[type=hidden]").map((i) => [i.getAttribute("name")!, i.getAttribute("value") ?? ""]),
  );
}

const send = (path: string, form: Record<string, string>) => postForm(s.server.url, path, { ...form, intent: "send-text" }, s.admin);

const timelineTexts = async (jobId: number) =>
  parse(await (await get(`${s.server.url}/admin/jobs/${jobId}`, s.admin)).text())
    .querySelectorAll("li")
    .map((li) => li.text)
    .filter((line) => line.includes("Text to the customer"));

describe("a one-off text from a job's or a customer's page", () => {
  it("goes to that page's customer, signed with the business's name, and a job's is on that job's timeline only", async () => {
    for (const [i, { jobId, customerId }] of s.made.entries()) {
      const first = PEOPLE[i].name.split(" ")[0];
      const fromJob = await textForm(`/admin/jobs/${jobId}`);
      expect([fromJob.to, fromJob.subjectType, fromJob.subjectId]).toEqual([
        PEOPLE[i].phone.replace(/[ ]/g, "").replace(/^0/, "+64"),
        "job",
        String(jobId),
      ]);
      expect((await send(`/admin/jobs/${jobId}`, { ...fromJob, body: `Kia ora ${first}, we start on your gutters Monday.` })).status).toBe(
        200,
      );
      const fromCustomer = await textForm(`/admin/customers/${customerId}`);
      expect([fromCustomer.to, fromCustomer.subjectType, fromCustomer.subjectId]).toEqual([fromJob.to, "customer", String(customerId)]);
      expect(
        (await send(`/admin/customers/${customerId}`, { ...fromCustomer, body: `Kia ora ${first}, your account is up to date.` })).status,
      ).toBe(200);
    }
    for (const [i, { jobId }] of s.made.entries()) {
      const first = PEOPLE[i].name.split(" ")[0];
      expect(await timelineTexts(jobId)).toEqual([
        expect.stringContaining(`Text to the customer: “Kia ora ${first}, we start on your gutters Monday.”`),
      ]);
    }
    const messages = parse(await (await get(`${s.server.url}/admin/messages`, s.admin)).text()).text.replace(/\s+/g, " ");
    for (const person of PEOPLE) {
      const first = person.name.split(" ")[0];
      expect(messages).toContain(`Harbourside Property Maintenance: Kia ora ${first}, we start on your gutters Monday.`);
      expect(messages).toContain(`Harbourside Property Maintenance: Kia ora ${first}, your account is up to date.`);
      expect(messages).toContain(person.shown);
    }
  });

  it("is refused with a 422 from either page for a mobile on no customer, and nothing is queued or filed", async () => {
    const { jobId, customerId } = s.made[0];
    for (const [path, subjectType, subjectId] of [
      [`/admin/jobs/${jobId}`, "job", jobId],
      [`/admin/customers/${customerId}`, "customer", customerId],
    ] as const) {
      const res = await send(path, { to: "022 555 0999", body: "Not a customer of ours.", subjectType, subjectId: String(subjectId) });
      expect(res.status).toBe(422);
      expect(await res.text()).toContain("no customer has this number");
    }
    expect(await timelineTexts(jobId)).toHaveLength(1);
    const messages = await (await get(`${s.server.url}/admin/messages`, s.admin)).text();
    expect(messages).not.toContain("Not a customer of ours.");
    expect(messages).not.toContain("022 555 0999");
  });
});
