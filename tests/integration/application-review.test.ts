import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkedIds, multipart, photo, postMultipart, validApplication } from "../helpers/applications";
import { auditEntries } from "../helpers/audit";
import { get, postForm } from "../helpers/auth";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { useStaffServer } from "../helpers/suite";

/*
 * Reviewing applications in the admin area: every status change, approval making a linked
 * draft tradie, rejection with a reason, emails to the applicant when asked, the history of
 * who did what, and who may do it.
 */

const PASSWORD = "review-password-123";
const USERS = {
  manager: { email: "mika@review.test", name: "Mika Manager", role: "manager" as const },
  admin: { email: "ana@review.test", name: "Ana Admin", role: "admin" as const },
  none: { email: "nobody@review.test", name: "No Role", role: null },
};
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp?.close());
const { cookies, url } = useStaffServer(USERS, PASSWORD, () => ({
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: "100",
  APPLICATION_RATE_LIMIT_MAX: "50",
}));
const HISTORY = 'section[aria-labelledby="application-history"] li';

/** Sends an application through the public form; returns its id. */
async function apply(name: string, email: string, withPhoto = false): Promise<number> {
  const before = new Set(await idsWith(""));
  const res = await postMultipart(
    url(),
    "/join-as-tradie",
    multipart(validApplication({ fullName: name, email, businessName: `${name} Ltd` }), withPhoto ? { photo: await photo() } : {}),
  );
  expect(res.status).toBe(302);
  const [id] = (await idsWith("")).filter((i) => !before.has(i));
  expect(id).toBeGreaterThan(0);
  return id;
}

async function idsWith(status: string, q = ""): Promise<number[]> {
  const res = await get(`${url()}/admin/applications?status=${status}&q=${encodeURIComponent(q)}`, cookies.manager);
  expect(res.status).toBe(200);
  return linkedIds(await res.text(), "/admin/applications/");
}

function act(id: number | string, form: Record<string, string>, cookie = cookies.manager) {
  return postForm(url(), `/admin/applications/${id}`, form, cookie);
}

async function expectAlert(res: Response, status: number, message: string | RegExp) {
  expect(res.status).toBe(status);
  const alert =
    parse(await res.text())
      .querySelector('[role="alert"], [role="status"]')
      ?.text.trim() ?? "";
  if (typeof message === "string") expect(alert).toContain(message);
  else expect(alert).toMatch(message);
}

async function detail(id: number) {
  const res = await get(`${url()}/admin/applications/${id}`, cookies.manager);
  expect(res.status).toBe(200);
  return parse(await res.text());
}

async function mailTo(address: string, subject: string) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const found = smtp.messages.find((m) => m.envelopeTo.includes(address) && m.parsed.subject?.startsWith(subject));
    if (found) return found;
  }
  throw new Error(`no email "${subject}" to ${address}`);
}

describe("the review path", () => {
  it("moves through every status, records who did what, and emails the applicant when asked", async () => {
    const id = await apply("Hemi Walker", "hemi@example.co.nz");
    expect(await idsWith("submitted")).toContain(id);

    await expectAlert(
      await act(id, { intent: "status", status: "under_review", note: "Checking the LBP register." }),
      200,
      "Status changed to under review.",
    );
    expect(await idsWith("under_review")).toContain(id);

    await expectAlert(
      await act(
        id,
        { intent: "request-information", message: "Please send your insurance certificate.", emailApplicant: "yes" },
        cookies.admin,
      ),
      200,
      "Information requested, and the applicant has been emailed.",
    );
    expect(await idsWith("information_requested")).toContain(id);
    const request = await mailTo("hemi@example.co.nz", "We need a little more information");
    expect(request.parsed.text).toContain("Please send your insurance certificate.");
    expect(request.parsed.replyTo?.[0].address).toBe("hello@harbourside.co.nz");

    await expectAlert(await act(id, { intent: "status", status: "under_review" }), 200, "Status changed to under review.");
    await expectAlert(
      await act(id, { intent: "status", status: "withdrawn", note: "Phoned: too busy this season." }),
      200,
      "Status changed to withdrawn.",
    );
    expect(await idsWith("withdrawn")).toContain(id);
    await expectAlert(
      await act(id, { intent: "status", status: "under_review", note: "Asked to be considered again." }),
      200,
      "Status changed to under review.",
    );

    await expectAlert(
      await act(id, { intent: "reject", reason: "We have enough carpenters in West Auckland for now.", emailApplicant: "yes" }),
      200,
      "Rejected, and the applicant has been emailed the reason.",
    );
    expect(await idsWith("rejected")).toContain(id);
    const rejection = await mailTo("hemi@example.co.nz", "About your application");
    expect(rejection.parsed.text).toContain("We have enough carpenters in West Auckland for now.");
    expect((await detail(id)).text).toContain("We have enough carpenters in West Auckland for now.");

    await expectAlert(await act(id, { intent: "status", status: "under_review" }), 200, "Status changed to under review.");
    await expectAlert(await act(id, { intent: "note", note: "Spoke to two referees: both glowing." }, cookies.admin), 200, "Note added.");
    await expectAlert(
      await act(id, { intent: "approve", note: "Welcome to the team!", emailApplicant: "yes" }),
      200,
      /^Approved\. A draft tradie profile has been created/,
    );
    expect(await idsWith("approved")).toContain(id);
    const welcome = await mailTo("hemi@example.co.nz", "Welcome aboard: your application is approved");
    expect(welcome.parsed.text).toContain("Welcome to the team!");

    const history = (await detail(id)).querySelectorAll(HISTORY).map((li) => li.text.replace(/\s+/g, " ").trim());
    const expected = [
      ["Application submitted", "Hemi Walker (applicant)"],
      ["Status: Submitted → Under review", "Checking the LBP register.", "Mika Manager"],
      ["Information requested (applicant emailed)", "Please send your insurance certificate.", "Ana Admin"],
      ["Status: Information requested → Under review", "Mika Manager"],
      ["Status: Under review → Withdrawn", "Phoned: too busy this season."],
      ["Status: Withdrawn → Under review", "Asked to be considered again."],
      ["Rejected (applicant emailed)", "We have enough carpenters"],
      ["Status: Rejected → Under review"],
      ["Note", "Spoke to two referees: both glowing.", "Ana Admin"],
      ["Approved (applicant emailed)", "Draft tradie profile #", "Welcome to the team!", "Mika Manager"],
    ];
    expect(history).toHaveLength(expected.length);
    expected.forEach((parts, i) => {
      for (const part of parts) expect(history[i], `history entry ${i + 1}`).toContain(part);
      expect(history[i]).toMatch(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{1,2}(:\d{2})? [ap]m$/);
    });
  });

  it("keeps quiet when staff choose not to email", async () => {
    const id = await apply("Quiet Quinn", "quinn@example.co.nz");
    await expectAlert(
      await act(id, { intent: "reject", reason: "Outside our areas." }),
      200,
      "Rejected. The applicant has not been emailed.",
    );
    await act(id, { intent: "status", status: "under_review" });
    await act(id, { intent: "request-information", message: "Your licence number?" });
    await expectAlert(await act(id, { intent: "approve" }), 200, /^Approved/);
    await mailTo("quinn@example.co.nz", "We have your application");
    expect(smtp.messages.filter((m) => m.envelopeTo.includes("quinn@example.co.nz")).map((m) => m.parsed.subject)).toEqual([
      "We have your application – Harbourside Property Maintenance",
    ]);
  });

  it("refuses moves the path does not allow, and bad input, with a clear message", async () => {
    const approved = (await idsWith("approved"))[0];
    await expectAlert(
      await act(approved, { intent: "status", status: "under_review" }),
      409,
      "An application that is approved cannot be moved to under review this way.",
    );
    await expectAlert(
      await act(approved, { intent: "reject", reason: "Changed our minds." }),
      409,
      "This application is already approved, so it cannot be rejected.",
    );
    await expectAlert(await act(approved, { intent: "approve" }), 409, "This application is already approved, so it cannot be approved.");

    const fresh = await apply("Rule Tester", "rules@example.co.nz");
    await expectAlert(
      await act(fresh, { intent: "status", status: "approved" }),
      409,
      "An application that is submitted cannot be moved to approved this way.",
    );
    await expectAlert(await act(fresh, { intent: "status", status: "pending" }), 400, "Please check the highlighted fields.");
    await expectAlert(await act(fresh, { intent: "reject", reason: "  " }), 400, "Please check the highlighted fields.");
    expect((await act(fresh, { intent: "reject", reason: "" }).then((r) => r.text())).includes("Give a reason for the rejection")).toBe(
      true,
    );
    await expectAlert(await act(fresh, { intent: "note", note: "" }), 400, "Please check the highlighted fields.");
    await expectAlert(await act(fresh, { intent: "note", note: "x".repeat(2001) }), 400, "Please check the highlighted fields.");
    await expectAlert(await act(fresh, { intent: "explode" }), 400, "That change is not one we know how to make.");
    const gone = await act(99_999, { intent: "note", note: "Hello?" });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("There is no application with that number.");
    expect(await idsWith("submitted")).toContain(fresh);

    for (const path of ["/admin/applications/99999", "/admin/applications/abc", "/admin/applications/1e3"])
      expect((await get(url() + path, cookies.manager)).status, path).toBe(404);
  });
});

describe("approval", () => {
  it("creates an unpublished draft tradie, linked both ways, carrying the application's details and photo", async () => {
    const id = await apply("Tane Kahu", "tane@example.co.nz", true);
    const res = await act(id, { intent: "approve" });
    expect(res.status).toBe(200);
    const tradieId = Number(/\/admin\/tradies\/(\d+)/.exec(await res.text())?.[1]);
    expect(tradieId).toBeGreaterThan(0);

    const application = await detail(id);
    expect(application.querySelector('a[href="/admin/tradies/' + tradieId + '"]')?.text).toBe("Tane Kahu");
    expect(application.text).toContain("draft, not yet published");

    const tradie = parse(await (await get(`${url()}/admin/tradies/${tradieId}`, cookies.manager)).text());
    expect(tradie.querySelector("h1")?.text).toBe("Tane Kahu");
    expect(tradie.querySelector(`a[href="/admin/applications/${id}"]`)).not.toBeNull();
    expect(tradie.querySelector('input[name="businessName"]')?.getAttribute("value")).toBe("Tane Kahu Ltd");
    expect(tradie.querySelector('input[name="lbpNumber"]')?.getAttribute("value")).toBe("BP 123456");
    expect(tradie.querySelector('input[name="mobile"]')?.getAttribute("value")).toBe("021 555 0199");
    expect(tradie.querySelectorAll('input[name="trades"][checked]').map((i) => i.getAttribute("value"))).toEqual(["Carpentry", "Roofing"]);
    expect(tradie.text).toContain("Draft");
    expect(tradie.text).toContain("Created as a draft from application #" + id);
    const photoSrc = tradie.querySelector("img[srcset]")?.getAttribute("src");
    expect(photoSrc).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/256\.webp$/);
    expect((await get(url() + photoSrc!, cookies.manager)).status).toBe(200);
    // Not public yet: neither the profile nor the applicant's photo.
    expect((await get(`${url()}/tradie/${tradieId}`)).status).toBe(404);
    expect((await get(url() + photoSrc!)).status).toBe(404);
  });
});

describe("the audit trail", () => {
  it("records every staff change to an application, and the tradie an approval makes, with who and the values before and after", async () => {
    const id = await apply("Audit Atawhai", "atawhai@example.co.nz");
    const steps: Array<Record<string, string>> = [
      { intent: "note", note: "Rang to introduce ourselves." },
      { intent: "status", status: "under_review" },
      { intent: "request-information", message: "Please send your licence card." },
      { intent: "reject", reason: "No licence card sent." },
      { intent: "status", status: "under_review", note: "Card arrived late." },
      { intent: "approve" },
    ];
    for (const form of steps) expect((await act(id, form)).status, form.intent).toBe(200);

    const entries = (await auditEntries(url(), cookies.admin, "application", id)).reverse();
    expect(entries.map((e) => e.action)).toEqual([
      "application.note",
      "application.set-status",
      "application.request-information",
      "application.reject",
      "application.reopen",
      "application.approve",
    ]);
    for (const entry of entries) expect(entry.text, entry.action).toContain("Mika Manager");
    expect(entries[0].text).toMatch(/Note\s*—\s*Rang to introduce ourselves\./);
    expect(entries[1].text).toMatch(/Status\s*submitted\s*under_review/);
    expect(entries[3].text).toMatch(/Status\s*information_requested\s*rejected/);
    expect(entries[3].text).toContain("No licence card sent.");
    expect(entries[4].text).toMatch(/Status\s*rejected\s*under_review/);
    const tradieId = Number(/Tradie\s*—\s*(\d+)/.exec(entries[5].text)?.[1]);
    expect(tradieId).toBeGreaterThan(0);
    expect((await auditEntries(url(), cookies.admin, "tradie", tradieId)).map((e) => e.action)).toEqual(["tradie.create"]);
  });
});

describe("the list", () => {
  it("searches by name, business, email, phone and trade, and filters by status", async () => {
    const id = await apply("Searchable Sione", "sione@example.co.nz");
    for (const q of ["searchable", "Sione Ltd", "sione@example", "021 555 0199", "Roofing"]) expect(await idsWith("", q), q).toContain(id);
    expect(await idsWith("", "no such applicant")).toEqual([]);
    expect(await idsWith("", "100%_")).toEqual([]);
    expect(await idsWith("rejected", "Searchable")).toEqual([]);
    // An unknown status shows everything rather than failing.
    expect(await idsWith("bogus", "Searchable")).toEqual([id]);
  });
});

describe("who may review", () => {
  const INTENTS: Array<Record<string, string>> = [
    { intent: "note", note: "Just checking." },
    { intent: "status", status: "under_review" },
    { intent: "request-information", message: "Your NZBN?" },
    { intent: "reject", reason: "Not for us." },
    { intent: "approve" },
  ];

  it("sends visitors without a staff role to sign in, for the pages and every change, and changes nothing", async () => {
    const id = await apply("Guarded Grace", "grace@example.co.nz");
    for (const cookie of ["", cookies.none]) {
      for (const path of ["/admin/applications", `/admin/applications/${id}`]) {
        const page = await get(url() + path, cookie);
        expect(page.status).toBe(302);
        expect(page.headers.get("location")).toMatch(/^\/admin\/login/);
      }
      for (const form of INTENTS) {
        const res = await act(id, form, cookie);
        expect(res.status, form.intent).toBe(302);
        expect(res.headers.get("location"), form.intent).toMatch(/^\/admin\/login/);
      }
    }
    expect(await idsWith("submitted", "Guarded Grace")).toEqual([id]);
    expect((await detail(id)).querySelectorAll(HISTORY)).toHaveLength(1);
  });

  it("lets managers and admins make every change", async () => {
    for (const who of ["manager", "admin"] as const) {
      const id = await apply(`Allowed ${who}`, `${who}@allowed.example.co.nz`);
      for (const form of INTENTS) {
        const res = await act(id, form, cookies[who]);
        // Approving after the rejection is a 409 from the rules, not from the guard.
        expect([200, 409], `${form.intent} as ${who}`).toContain(res.status);
      }
      const history = (await detail(id)).querySelectorAll(HISTORY).map((li) => li.text);
      expect(history.length).toBe(5);
      expect(history.slice(1).every((h) => h.includes(USERS[who].name))).toBe(true);
    }
  });

  it("refuses a change sent from another website", async () => {
    const id = (await idsWith("submitted"))[0];
    const res = await fetch(`${url()}/admin/applications/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", cookie: cookies.admin },
      body: "intent=approve",
    });
    expect(res.status).toBe(403);
    expect(await idsWith("submitted")).toContain(id);
  });
});
