import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { crewLinkIn, crewSession, jobLinkIn } from "../helpers/crew";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { useStaffServer } from "../helpers/suite";

/*
 * The project gallery under bad input (issue 19, docs/decisions/0117): NUL bytes, over-long
 * words, photos that are not the job's, a ticked photo without a description, too many photos,
 * answers that are neither yes nor no, ids out of range, bodies that are not a form. Each answers
 * a clear 4xx, never a 5xx, and leaves the project as it was.
 */
const PASSWORD = "projects-bad-input-password-1";
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture(await freePort());
});
const staff = useStaffServer({ admin: { email: "admin@projects-bad-input.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: "100",
  JOBS_POLL_MS: "100",
}));
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const NUL = "\u0000";
const CUSTOMER = "gallery@projects-bad.test";
const TRADIE = "aroha.ngata@example.co.nz"; // demo tradie 1
const OTHER_PHOTO = "33333333-3333-4333-8333-333333333333";
let jobPath = "";
let projectPath = "";
let customerPage = "";
let photoIds: string[] = [];

async function uploadPhoto(cookie: string, kind: string) {
  const body = new FormData();
  body.set("intent", "photo");
  body.set("kind", kind);
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#468" } })
    .jpeg()
    .toBuffer();
  body.set("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `${kind}.jpg`);
  const res = await fetch(`${url()}/crew/visits/1`, { method: "POST", headers: { origin: url(), cookie }, body });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  expect((await postQuote(url(), validQuote({ email: CUSTOMER, service: "Painting", fillTimeMs: 20_000 }))).status).toBe(201);
  jobPath = (await postForm(url(), "/admin/leads/1", { intent: "new-job", title: "Bad input gallery" }, admin())).headers.get("location")!;
  const visit = {
    intent: "add-visit",
    day: todayInAuckland(),
    timing: "fixed",
    start: "08:00",
    end: "16:00",
    tradieId: "1",
    instructions: "",
  };
  expect((await postForm(url(), jobPath, visit, admin())).status).toBe(200);
  const tradie = (await crewSession(url(), crewLinkIn((await mailsTo(smtp, TRADIE, /^Work offered/, 1))[0]))).cookie;
  expect((await postForm(url(), "/crew/visits/1", { intent: "accept" }, tradie)).status).toBe(200);
  customerPage = jobLinkIn((await mailsTo(smtp, CUSTOMER, /^Your visit is booked/, 1))[0]);
  await uploadPhoto(tradie, "before");
  await uploadPhoto(tradie, "after");
  // A sign-off whose photo answer is neither ticked nor unticked: refused, the visit still open.
  const odd = { intent: "done", signedBy: "Mere", photosMayBeShown: "maybe" };
  expect((await postForm(url(), "/crew/visits/1", odd, tradie)).status).toBe(400);
  expect((await postForm(url(), "/crew/visits/1", { intent: "done", signedBy: "Mere", photosMayBeShown: "yes" }, tradie)).status).toBe(200);
  const made = await postForm(url(), jobPath, { intent: "make-project" }, admin());
  expect(made.status).toBe(302);
  projectPath = made.headers.get("location")!;
  const editor = await (await get(url() + projectPath, admin())).text();
  photoIds = [...editor.matchAll(/id="photo-([0-9a-f-]{36})"/g)].map((m) => m[1]);
  expect(photoIds, editor.slice(editor.indexOf("<main"), editor.indexOf("<main") + 4000)).toHaveLength(2);
});

afterAll(async () => {
  const output = staff.seeded.server.output();
  expect(output.split("\n").filter((line) => line.includes('"level":50'))).toEqual([]);
  await smtp?.close();
});

const SAVE = () => ({
  intent: "save",
  title: "Painted villa",
  writeUp: "Two coats.",
  suburb: "Henderson",
  service: "Painting",
  photo: photoIds[0],
  [`caption-${photoIds[0]}`]: "Before the paint",
});
const raw = (path: string, body: string, contentType: string) =>
  fetch(url() + path, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url(), cookie: admin(), "content-type": contentType },
    body,
  });
/** A form with a field sent more than once (the ticked photos). */
function postPairs(path: string, pairs: [string, string][]) {
  return fetch(url() + path, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url(), cookie: admin(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(pairs).toString(),
  });
}

describe("the project editor", () => {
  it("saves a good form, then refuses each bad one with a 400 and the field's message, leaving the project as saved", async () => {
    expect((await postForm(url(), projectPath, SAVE(), admin())).status).toBe(200);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...SAVE(), title: `Painted${NUL}villa` }, "The title cannot contain control characters"],
      [{ ...SAVE(), title: "" }, "Give the project a title"],
      [{ ...SAVE(), title: "x".repeat(101) }, "Keep the title to 100 characters or fewer"],
      [{ ...SAVE(), writeUp: "x".repeat(1501) }, "Keep the write-up to 1,500 characters or fewer"],
      [{ ...SAVE(), suburb: `Hen${NUL}` }, "The suburb cannot contain control characters"],
      [{ ...SAVE(), photo: "not-a-photo" }, "Choose photos from this job"],
      [{ ...SAVE(), photo: OTHER_PHOTO, [`caption-${OTHER_PHOTO}`]: "x" }, "Choose photos from this job."],
      [{ ...SAVE(), [`caption-${photoIds[0]}`]: "" }, "Describe the photo for people who cannot see it"],
      [{ ...SAVE(), [`caption-${photoIds[0]}`]: `a${NUL}` }, "control characters"],
    ];
    for (const [form, message] of cases) {
      const res = await postForm(url(), projectPath, form, admin());
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await res.text(), JSON.stringify(form)).toContain(message);
    }
    const many = Array.from({ length: 13 }, (_, i) => `${String(i).padStart(8, "0")}-1111-4111-8111-111111111111`);
    const tooMany = await postPairs(projectPath, [
      ...Object.entries(SAVE()).filter(([k]) => k !== "photo"),
      ...many.map((id): [string, string] => ["photo", id]),
    ]);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("Choose at most 12 photos");
    const page = await (await get(url() + projectPath, admin())).text();
    expect(page).toContain('value="Painted villa"');
  });

  it("refuses publishing before staff say they checked the photos", async () => {
    for (const checked of ["", "no", `yes${NUL}`]) {
      const res = await postForm(url(), projectPath, { intent: "publish", checked }, admin());
      expect(res.status, checked).toBe(400);
      expect(await res.text()).toContain("Check the photos first");
    }
    expect(await (await get(url() + projectPath, admin())).text()).toContain("A draft: only staff see it.");
  });

  it("refuses an unknown intent, a huge body and bodies that are not a form", async () => {
    expect((await postForm(url(), projectPath, { intent: "teleport" }, admin())).status).toBe(400);
    expect((await postForm(url(), projectPath, { ...SAVE(), writeUp: "y".repeat(100_000) }, admin())).status).toBe(413);
    expect((await raw(projectPath, JSON.stringify(SAVE()), "application/json")).status).toBe(415);
    expect((await raw(projectPath, "intent=publish", "text/plain")).status).toBe(415);
  });

  it.each([
    "/admin/projects/0",
    "/admin/projects/-1",
    "/admin/projects/2147483648",
    "/admin/projects/99999999999",
    "/admin/projects/abc",
    "/admin/projects/1.5",
    "/admin/projects/999",
  ])("%s is a 404, to look at and to post to", async (path) => {
    expect((await get(url() + path, admin())).status).toBe(404);
    expect((await postForm(url(), path, { intent: "publish", checked: "yes" }, admin())).status).toBe(404);
  });
});

describe("the answer about photos", () => {
  it("refuses an answer that is neither yes nor no, from staff and from the customer, and a note with a NUL", async () => {
    for (const form of [
      { intent: "photo-consent", answer: "maybe", note: "by phone" },
      { intent: "photo-consent", answer: "yes", note: "" },
      { intent: "photo-consent", answer: "yes", note: `by${NUL}phone` },
      { intent: "photo-consent", answer: "yes", note: "x".repeat(201) },
    ])
      expect((await postForm(url(), jobPath, form, admin())).status, JSON.stringify(form)).toBe(400);
    for (const answer of ["maybe", "", "YES"])
      expect((await postForm(url(), customerPage, { intent: "photos", answer })).status, answer).toBe(400);
    const job = await (await get(url() + jobPath, admin())).text();
    expect(job).toContain("Yes, at sign-off (Mere)");
  });

  it("refuses a project for a job not yet done, as a conflict with its state", async () => {
    const other = (await postForm(url(), "/admin/leads/1", { intent: "new-job", title: "Not done yet" }, admin())).headers.get("location")!;
    const res = await postForm(url(), other, { intent: "make-project" }, admin());
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Only a done job can become a gallery project.");
  });
});

describe("the public gallery", () => {
  it("answers garbage in its address with the page, a NUL filter with a 400, and its capitals with a redirect", async () => {
    for (const query of ["page=-1", "page=99999999", "service=%3Cscript%3E", "page=abc", `service=${"x".repeat(500)}`])
      expect((await get(`${url()}/projects?${query}`)).status, query).toBe(200);
    expect((await get(`${url()}/projects?service=%00`)).status).toBe(400);
    expect((await get(`${url()}/Projects`)).status).toBe(301);
  });
});
