import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutboxTable } from "~/features/mail/tables";
import { get, postForm, SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { leadPage, readList, startLeadsServer, type LeadsServer, type SeedLead } from "./leads-fixtures";

const STATUSES = ["new", "contacted", "visit_booked", "quote_sent", "won", "lost", "on_hold", "spam", "duplicate"] as const;
/** The pipeline as designed (docs/decisions/0060); everything else must be refused. */
const ALLOWED: Record<string, string[]> = {
  new: ["contacted", "visit_booked", "quote_sent", "on_hold", "lost", "spam", "duplicate"],
  contacted: ["visit_booked", "quote_sent", "on_hold", "lost", "spam", "duplicate"],
  visit_booked: ["contacted", "quote_sent", "on_hold", "lost"],
  quote_sent: ["visit_booked", "won", "on_hold", "lost"],
  on_hold: ["contacted", "visit_booked", "quote_sent", "lost"],
  won: [],
  lost: ["contacted"],
  spam: ["new"],
  duplicate: ["new"],
};

// Leads 1–81: one per (from, to) pair. Then the worked examples.
const PAIRS = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to })));
const EXAMPLES: SeedLead[] = [
  {
    name: "Hana Work",
    email: "hana@example.co.nz",
    phone: "021 222 3333",
    address: "7 Rata Road",
    message: "Fence needs fixing",
    suburb: "Takapuna",
  },
  {
    name: "Ira Privacy",
    email: "ira@example.co.nz",
    phone: "021 444 5555",
    address: "9 Kowhai Lane",
    message: "Deck is rotten",
    suburb: "Henderson",
  },
  { name: "Tui Caller", email: "tui@example.co.nz", phone: "021 666 7777", address: "3 Nikau Way", message: "Gutters", suburb: "Howick" },
];
const HANA = PAIRS.length + 1;
const IRA = PAIRS.length + 2;
const TUI = PAIRS.length + 3;

let s: LeadsServer;
let failedEmailId = 0;
let sentEmailId = 0;
beforeAll(async () => {
  s = await startLeadsServer(
    [...PAIRS.map(({ from, to }) => ({ name: `Pair ${from} to ${to}`, status: from })), ...EXAMPLES],
    async (db) => {
      const emails = await db
        .insert(emailOutboxTable)
        .values([
          {
            kind: "lead-confirmation",
            to: ["hana@example.co.nz"],
            subject: "We have your request",
            html: "<p>Hi Hana</p>",
            text: "Hi Hana",
            status: "failed",
            attempts: 5,
            lastError: "connect ECONNREFUSED",
            subjectType: "lead",
            subjectId: HANA,
          },
          {
            kind: "lead-notification",
            to: ["office@example.co.nz"],
            subject: "New lead: Hana Work",
            html: "<p>Hana</p>",
            text: "Hana",
            status: "sent",
            attempts: 1,
            subjectType: "lead",
            subjectId: HANA,
          },
          {
            kind: "lead-notification",
            to: ["office@example.co.nz"],
            subject: "New lead: Ira Privacy",
            html: "<p>Ira</p>",
            text: "Ira",
            status: "sent",
            attempts: 1,
            subjectType: "lead",
            subjectId: IRA,
          },
        ])
        .returning({ id: emailOutboxTable.id });
      [failedEmailId, sentEmailId] = emails.map((e) => e.id);
    },
    { MAIL_POLL_MS: "100" },
  );
}, SERVER_START_TIMEOUT_MS);
afterAll(() => s?.dispose());

const act = (id: number, form: Record<string, string>) => postForm(s.server.url, `/admin/leads/${id}`, form, s.cookie);
const extras = (to: string): Record<string, string> =>
  to === "lost"
    ? { lostReason: "Went with another company" }
    : to === "on_hold"
      ? { followUpOn: "2030-01-01" }
      : to === "won"
        ? { wonValue: "1,250.00" }
        : {};

describe("the status pipeline", () => {
  it("allows exactly the designed moves, and refuses the rest with a 409 and a reason", async () => {
    for (const [i, { from, to }] of PAIRS.entries()) {
      const res = await act(i + 1, { intent: "status", status: to, ...extras(to) });
      const allowed = ALLOWED[from].includes(to);
      expect(res.status, `${from} → ${to}`).toBe(allowed ? 200 : 409);
      if (!allowed) expect(await res.text(), `${from} → ${to}`).toContain("cannot be moved to");
    }
  });

  it("keeps what a won job is worth, GST included, on the lead and its timeline", async () => {
    const won = PAIRS.findIndex(({ from, to }) => from === "quote_sent" && to === "won") + 1;
    const page = await leadPage(s, won);
    expect(page.text).toContain("Job value (GST incl.)$1,250.00");
    expect(page.text).toContain("Worth $1,250.00");
    const noValue = await act(HANA, { intent: "status", status: "won" });
    expect(noValue.status).toBe(400);
    expect(await noValue.text()).toContain("Enter what the job is worth, GST included, such as 1,250.00.");
    for (const wonValue of ["0", "-5", "12.345", "lots", "1".repeat(30)])
      expect((await act(HANA, { intent: "status", status: "won", wonValue })).status, wonValue).toBe(400);
  });

  it("needs a reason to mark a lead lost and a follow-up day to put it on hold", async () => {
    const lost = await act(HANA, { intent: "status", status: "lost" });
    expect(lost.status).toBe(400);
    expect(await lost.text()).toContain("Say why the lead was lost.");
    const hold = await act(HANA, { intent: "status", status: "on_hold" });
    expect(hold.status).toBe(400);
    expect(await hold.text()).toContain("Pick the day to follow it up.");
    expect((await act(HANA, { intent: "status", status: "nonsense" })).status).toBe(400);
    expect((await act(99_999, { intent: "status", status: "contacted" })).status).toBe(404);
  });

  it("works a lead through: one call is one attempt, on hold shows its follow-up day, every change is on the timeline", async () => {
    expect((await act(HANA, { intent: "status", status: "contacted" })).status).toBe(200);
    expect((await act(HANA, { intent: "contact", channel: "phone" })).status).toBe(200);
    expect((await act(HANA, { intent: "contact", channel: "carrier pigeon" })).status).toBe(400);
    expect((await act(HANA, { intent: "status", status: "on_hold", followUpOn: "2020-02-02" })).status).toBe(200);
    const page = await leadPage(s, HANA);
    // Moved to contacted, then the call logged: one call, one attempt.
    expect(page.text).toMatch(/Contact attempts\s*1/);
    expect(page.text).toContain("Follow up onSun 2 Feb 2020");
    expect(page.text).toContain("Status: New → Contacted");
    expect(page.text).toContain("Status: Contacted → On hold");
    expect(page.text).toContain("Phone call attempt");
    expect(page.text).toContain("Mia Manager");
    expect((await readList(s, "?status=follow-up")).names).toContain("Hana Work");
  });
});

describe("contact attempts", () => {
  it("counts a logged call once, and a call on a new lead moves it to contacted", async () => {
    expect((await act(TUI, { intent: "contact", channel: "phone" })).status).toBe(200);
    const page = await leadPage(s, TUI);
    expect(page.text).toMatch(/Contact attempts\s*1/);
    expect(page.text).toContain("Status: New → Contacted");
  });
});

describe("notes and assignment", () => {
  it("adds a note to the timeline, and refuses an empty one", async () => {
    expect((await act(HANA, { intent: "note", note: "Customer prefers mornings." })).status).toBe(200);
    expect((await leadPage(s, HANA)).text).toContain("Customer prefers mornings.");
    const empty = await act(HANA, { intent: "note", note: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write the note first.");
  });

  it("assigns an active tradie, filters by them, and unassigns", async () => {
    expect((await act(HANA, { intent: "assign", tradieId: "1" })).status).toBe(200);
    expect((await readList(s, "?tradie=1&status=all")).names).toEqual(["Hana Work"]);
    expect((await act(HANA, { intent: "assign", tradieId: "1" })).status).toBe(409);
    expect((await act(HANA, { intent: "assign", tradieId: "99999" })).status).toBe(400);
    expect((await act(HANA, { intent: "assign", tradieId: "abc" })).status).toBe(400);
    const page = await leadPage(s, HANA);
    expect(page.text).toMatch(/Assigned to \S+/);
    expect((await act(HANA, { intent: "assign", tradieId: "" })).status).toBe(200);
    expect((await leadPage(s, HANA)).text).toContain("Unassigned");
    expect((await readList(s, "?tradie=1&status=all")).names).toEqual([]);
  });
});

describe("emails on the timeline", () => {
  it("shows each email's delivery state and sends a failed one again", async () => {
    const before = await leadPage(s, HANA);
    expect(before.text).toContain("Email: We have your request");
    expect(before.text).toContain("connect ECONNREFUSED");
    expect(before.html).toContain("Send this email again");
    expect((await act(HANA, { intent: "resend", emailId: String(sentEmailId) })).status).toBe(409);
    expect((await act(IRA, { intent: "resend", emailId: String(failedEmailId) })).status).toBe(404);
    const res = await act(HANA, { intent: "resend", emailId: String(failedEmailId) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("The email is being sent again.");
    // No SMTP server is set, so the worker keeps it in the outbox ("captured").
    await expect.poll(async () => (await leadPage(s, HANA)).text, { timeout: 20_000 }).toContain("kept in the outbox");
    expect((await leadPage(s, HANA)).text).toContain("Email resent");
  });
});

describe("a privacy request", () => {
  it("removes the person's details, notes and emails, keeps the figures, and records who did it", async () => {
    expect((await act(IRA, { intent: "note", note: "Ira's dog is called Rex." })).status).toBe(200);
    expect((await act(IRA, { intent: "anonymise", confirm: "yes" })).status).toBe(400);
    expect((await act(IRA, { intent: "anonymise", confirm: "anonymise" })).status).toBe(200);
    const page = await leadPage(s, IRA);
    for (const gone of ["Ira Privacy", "ira@example.co.nz", "021 444 5555", "9 Kowhai Lane", "Deck is rotten", "Rex", "New lead: Ira"])
      expect(page.html, gone).not.toContain(gone);
    expect(page.text).toContain("Anonymised");
    expect(page.text).toContain("Personal details removed for a privacy request");
    expect(page.text).toContain("Henderson");
    expect((await readList(s, "?q=ira")).names).toEqual([]);
    expect((await act(IRA, { intent: "note", note: "Again" })).status).toBe(409);
    expect((await act(IRA, { intent: "anonymise", confirm: "anonymise" })).status).toBe(409);
  });
});

describe("the inbox and the dashboard", () => {
  it("lists a quote sent through the public form as new, and counts it on the dashboard", async () => {
    expect(
      (await postQuote(s.server.url, validQuote({ name: "Nikau Fresh", email: "nikau@example.co.nz", fillTimeMs: 20_000 }))).status,
    ).toBe(201);
    const list = await readList(s, "?status=new");
    expect(list.names[0]).toBe("Nikau Fresh");
    const page = await leadPage(s, list.ids[0]);
    expect(page.text).toContain("Quote request received");
    const dash = await get(`${s.server.url}/admin/figures`, s.cookie);
    expect(dash.status).toBe(200);
    const html = await dash.text();
    expect(html).toContain("Nikau Fresh");
    expect(html).toContain("Leads by service, last 30 days");
    expect(html).toContain("Median first response");
    expect(html).toMatch(/\d+ won of \d+ decided/);
  });
});
