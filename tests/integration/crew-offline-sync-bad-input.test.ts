import { beforeAll, describe, expect, it } from "vitest";
import { FORM_MAX_BYTES } from "~/lib/request-body";
import { todayInAuckland } from "~/lib/clock";
import { get } from "../helpers/auth";
import { bookVisitTheTradieAccepts } from "../helpers/crew";
import { minutesAgo, syncTap, tapKey } from "../helpers/offline-sync";
import { postQuote, validQuote } from "../helpers/quote";
import { expectNoErrorsLogged, useStaffServerWithMail } from "../helpers/suite";

/*
 * /crew/visits/:id/sync under bad input (docs/decisions/0229): keys, tap times, bodies, ids and
 * paths a phone or anyone else might send. Each answers a clear 4xx in JSON (a path in another
 * case is sent to its own spelling), never a 5xx, and keeps nothing: neither the tap nor its key,
 * which the same key then sent with a good tap shows.
 */
const PASSWORD = "crew-offline-bad-1";
const UPLOAD_MAX_BYTES = 1024 * 1024;
const { staff, mail } = useStaffServerWithMail({ admin: { email: "admin@offline-bad.test", name: "Ana Admin", role: "admin" } }, PASSWORD, {
  UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
});
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const NUL = "\u0000";
const LONE = "\uD800";
const MARK = "BADNOTE";
const visits = {} as Record<"one" | "two", { path: string; job: string; cookie: string }>;

beforeAll(async () => {
  for (const email of ["one@offline-bad.test", "two@offline-bad.test"])
    expect((await postQuote(url(), validQuote({ email, fillTimeMs: 20_000 }))).status).toBe(201);
  for (const [leadId, key, tradieEmail, tradieId] of [
    [1, "one", "aroha.ngata@example.co.nz", 1],
    [2, "two", "sam.patel@example.co.nz", 2],
  ] as const) {
    const booked = await bookVisitTheTradieAccepts(url(), admin(), mail.smtp, {
      leadId,
      title: `Bad input job ${leadId}`,
      day: todayInAuckland(),
      tradieEmail,
      tradieId,
    });
    visits[key] = { path: booked.visitPath, job: booked.job, cookie: booked.tradieCookie };
  }
});
expectNoErrorsLogged(() => staff.seeded.server);

/** Every bad request of a test uses this key; a good tap sent with it at the end must be applied, not answered from a kept row. */
async function expectKeyUnused(visit: { path: string; job: string; cookie: string }, key: string, note: string) {
  const good = await syncTap(url(), visit.path, visit.cookie, key, { intent: "note", note }, minutesAgo(1));
  expect({ status: good.status, replayed: good.replayed }).toEqual({ status: 200, replayed: false });
  const page = await (await get(url() + visit.job, admin())).text();
  expect(page).toContain(note);
  expect(page).not.toContain(MARK);
}

describe("the sync endpoint under bad input", () => {
  it("refuses a missing or malformed Idempotency-Key with a 400", async () => {
    const { path, cookie } = visits.one;
    const note = { intent: "note", note: `${MARK} no key` };
    const missing = await syncTap(url(), path, cookie, null, note, minutesAgo(1));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Idempotency-Key/);
    for (const key of ["short", "has space in it", "x".repeat(129), "semi;colon-key", "cl\u00e9-cl\u00e9-key", ""]) {
      const answer = await syncTap(url(), path, cookie, key, note, minutesAgo(1));
      expect(answer.status, key).toBe(400);
      expect(answer.body.message, key).toBe("The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores.");
    }
    const page = await (await get(url() + visits.one.job, admin())).text();
    expect(page).not.toContain(MARK);
  });

  it("refuses a tap time that is missing, unreadable, ahead of now or over a week old", async () => {
    const { path, cookie } = visits.one;
    const key = tapKey();
    const note = { intent: "note", note: `${MARK} bad time` };
    const cases: Array<[string | null, RegExp]> = [
      [null, /Send when it was tapped/],
      ["", /Send when it was tapped/],
      ["yesterday", /could not be read/],
      ["2026-11-29", /could not be read/],
      ["2026-11-29T09:05:00", /could not be read/],
      ["2026-13-45T99:00:00Z", /could not be read/],
      ["1764000000000", /could not be read/],
      [`2026-11-29T09:05:00Z${NUL}`, /could not be read/],
      [`2026-11-29T09:05:00Z${LONE}`, /could not be read/],
      ["x".repeat(5000), /could not be read/],
      [minutesAgo(-10).toISOString(), /later than now/],
      [minutesAgo(8 * 24 * 60).toISOString(), /more than a week old/],
    ];
    for (const [tappedAt, message] of cases) {
      const answer = await syncTap(url(), path, cookie, key, note, tappedAt);
      expect(answer.status, String(tappedAt).slice(0, 40)).toBe(400);
      expect(answer.body.message, String(tappedAt).slice(0, 40)).toMatch(message);
    }
    // A phone's clock a minute ahead, and a time with Auckland's offset, are taken.
    expect((await syncTap(url(), path, cookie, tapKey(), { intent: "note", note: "Clock ahead" }, minutesAgo(-1))).status).toBe(200);
    const offset = new Date(Date.now() - 60_000 + 13 * 3_600_000).toISOString().replace("Z", "+13:00");
    expect((await syncTap(url(), path, cookie, tapKey(), { intent: "note", note: "With an offset" }, offset)).status).toBe(200);
    await expectKeyUnused(visits.one, key, "Good after bad times");
  });

  it("refuses fields the visit's page would refuse, unknown intents, NUL bytes and lone surrogates, keeping nothing", async () => {
    const { path, cookie } = visits.one;
    const key = tapKey();
    for (const [fields, status] of [
      [{ intent: "note", note: "" }, 400],
      [{ intent: "note", note: `${MARK}${NUL}` }, 400],
      [{ intent: "note", note: `${MARK} ${"x".repeat(2001)}` }, 400],
      [{ intent: "fly", note: MARK }, 400],
      [{ intent: `note${NUL}`, note: MARK }, 400],
      [{ intent: `note${LONE}`, note: MARK }, 400],
      [{ note: MARK }, 400],
      [{ intent: "on-my-way", early: "maybe" }, 400],
      [{ intent: "pause", reason: "lunch" }, 400],
      [{ intent: "correct-time", start: "25:00", end: "10:00", reason: MARK }, 400],
      [{ intent: "photo", kind: "before" }, 400],
      [{ intent: "add-material", description: "" }, 400],
    ] as const) {
      const answer = await syncTap(url(), path, cookie, key, fields, minutesAgo(1));
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.replayed).toBe(false);
      expect(answer.body.ok).toBe(false);
    }
    const fake = new FormData();
    fake.set("intent", "photo");
    fake.set("kind", "after");
    fake.set("photo", new Blob(["not an image"], { type: "image/jpeg" }), "fake.jpg");
    expect((await syncTap(url(), path, cookie, key, fake, minutesAgo(1))).status).toBe(400);
    await expectKeyUnused(visits.one, key, "Good after bad fields");
  });

  it("refuses a body that is not a web form (415) or too large (413)", async () => {
    const { path, cookie } = visits.one;
    const key = tapKey();
    for (const type of ["application/json", "text/plain"]) {
      const res = await fetch(`${url()}${path}/sync`, {
        method: "POST",
        headers: { origin: url(), cookie, "idempotency-key": key, "content-type": type },
        body: JSON.stringify({ intent: "note", note: MARK, tappedAt: minutesAgo(1).toISOString() }),
      });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as { message: string }).message).toMatch(/must be sent from our page, as a web form/);
    }
    const huge = await syncTap(url(), path, cookie, key, { intent: "note", note: `${MARK}${"x".repeat(FORM_MAX_BYTES)}` }, minutesAgo(1));
    expect(huge.status).toBe(413);
    const photo = new FormData();
    photo.set("intent", "photo");
    photo.set("kind", "before");
    photo.set("photo", new Blob([new Uint8Array(UPLOAD_MAX_BYTES + FORM_MAX_BYTES + 1)], { type: "image/jpeg" }), "huge.jpg");
    expect((await syncTap(url(), path, cookie, key, photo, minutesAgo(1))).status).toBe(413);
    // Not a multipart body with no boundary, nor one cut short.
    const broken = await fetch(`${url()}${path}/sync`, {
      method: "POST",
      headers: { origin: url(), cookie, "idempotency-key": key, "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nnote',
    });
    expect(broken.status).toBe(400);
    await expectKeyUnused(visits.one, key, "Good after bad bodies");
  });

  it("answers 404 to ids out of range or not numbers, and sends another case of the path to its own spelling", async () => {
    const { cookie } = visits.one;
    const key = tapKey();
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "1e3", "%00", visits.two.path.split("/").at(-1)!, "999999"]) {
      const answer = await syncTap(url(), `/crew/visits/${id}`, cookie, tapKey(), { intent: "note", note: MARK }, minutesAgo(1));
      expect(answer.status, id).toBe(404);
      expect(answer.body.message, id).toBe("There is no such visit in your jobs.");
    }
    const visitId = visits.one.path.split("/").at(-1)!;
    for (const variant of [`/CREW/visits/${visitId}/sync`, `/crew/Visits/${visitId}/sync`, `/crew/visits/${visitId}/SYNC`]) {
      const res = await fetch(url() + variant, {
        method: "POST",
        redirect: "manual",
        headers: { origin: url(), cookie, "idempotency-key": key },
        body: new URLSearchParams({ intent: "note", note: MARK, tappedAt: minutesAgo(1).toISOString() }),
      });
      expect(res.status, variant).toBe(308);
      expect(res.headers.get("location"), variant).toBe(`/crew/visits/${visitId}/sync`);
    }
    const read = await get(`${url()}${visits.one.path}/sync`, cookie);
    expect(read.status).toBe(405);
    expect(read.headers.get("allow")).toBe("POST");
    await expectKeyUnused(visits.one, key, "Good after bad paths");
    expect(await (await get(url() + visits.two.job, admin())).text()).not.toContain(MARK);
  });

  it("takes nothing from another site", async () => {
    const res = await fetch(`${url()}${visits.one.path}/sync`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: visits.one.cookie, "idempotency-key": tapKey() },
      body: new URLSearchParams({ intent: "note", note: MARK, tappedAt: minutesAgo(1).toISOString() }),
    });
    expect(res.status).toBe(403);
    expect(await (await get(url() + visits.one.job, admin())).text()).not.toContain(MARK);
  });
});
