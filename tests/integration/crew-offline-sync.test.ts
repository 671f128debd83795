import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { formatTimeOfDay, todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { bookVisitTheTradieAccepts } from "../helpers/crew";
import { minutesAgo, syncTap, tapKey } from "../helpers/offline-sync";
import { postQuote, validQuote } from "../helpers/quote";
import { expectNoErrorsLogged, useStaffServerWithMail } from "../helpers/suite";

/*
 * Taps a tradie made with no signal, replayed later by the portal's service worker to
 * /crew/visits/:id/sync (issue 46 item 1, docs/decisions/0229). Two tradies, three visits: each
 * tap applies once, at the time it was tapped; the same tap sent again is answered again and
 * applies nothing; a late "on my way" tells nobody; and what the office changed meanwhile is a
 * 409 in words a tradie understands.
 */
const PASSWORD = "crew-offline-sync-1";
const { staff, mail } = useStaffServerWithMail({ admin: { email: "admin@offline-sync.test", name: "Ana Admin", role: "admin" } }, PASSWORD);
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const TODAY = todayInAuckland();
const CUSTOMERS = ["one@offline-sync.test", "two@offline-sync.test", "three@offline-sync.test"];
const ONE = { email: "aroha.ngata@example.co.nz", id: 1 };
const TWO = { email: "sam.patel@example.co.nz", id: 2 };

/** Visit A (tradie one's), B and C (tradie two's), each on its own customer's job. */
const visits = {} as Record<"a" | "b" | "c", { path: string; job: string; cookie: string }>;

/** A small re-encodable photo, as a phone's camera gives. */
async function photoForm(kind: "before" | "after") {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("intent", "photo");
  form.set("kind", kind);
  form.set("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "site.jpg");
  return form;
}

const onTheWayMails = (customer: string) =>
  mail.smtp.messages.filter((m) => m.envelopeTo.includes(customer) && /on the way/i.test(m.parsed.subject ?? ""));
const jobPage = async (job: string) => (await get(url() + job, admin())).text();
/** The visit's portal page as the tradie sees it, React's text separators taken out. */
const cardOf = async (visit: { path: string; cookie: string }) =>
  (await (await get(url() + visit.path, visit.cookie)).text()).replaceAll("<!-- -->", "");
const occurrences = (text: string, part: string) => text.split(part).length - 1;
const photosOn = (card: string) => new Set(card.match(/\/api\/photos\/[0-9a-f-]{36}\//g) ?? []).size;
/** Lets the outbox worker (100 ms) send whatever it would. */
const settle = () => new Promise((r) => setTimeout(r, 1_500));

beforeAll(async () => {
  for (const [i, email] of CUSTOMERS.entries())
    expect((await postQuote(url(), validQuote({ email, name: `Customer ${i + 1}`, fillTimeMs: 20_000 }))).status).toBe(201);
  const book = async (leadId: number, tradie: typeof ONE) => {
    const booked = await bookVisitTheTradieAccepts(url(), admin(), mail.smtp, {
      leadId,
      title: `Offline job ${leadId}`,
      day: TODAY,
      tradieEmail: tradie.email,
      tradieId: tradie.id,
    });
    return { path: booked.visitPath, job: booked.job, cookie: booked.tradieCookie };
  };
  visits.a = await book(1, ONE);
  visits.b = await book(2, TWO);
  visits.c = await book(3, TWO);
});
expectNoErrorsLogged(() => staff.seeded.server);

describe("a day's taps replayed when signal comes back", () => {
  // Tapped through the morning with no signal; sent on together now. "Early" covers a run just
  // after midnight, when the first taps fall on the day before the visit's.
  interface QueuedTap {
    key: string;
    fields: Record<string, string> | FormData;
    at: Date;
  }
  const taps = async (): Promise<QueuedTap[]> => [
    { key: tapKey(), fields: { intent: "on-my-way", early: "yes" }, at: minutesAgo(25) },
    { key: tapKey(), fields: { intent: "started", early: "yes" }, at: minutesAgo(21) },
    { key: tapKey(), fields: { intent: "note", note: "Gate code 4471; dog friendly" }, at: minutesAgo(17) },
    { key: tapKey(), fields: await photoForm("before"), at: minutesAgo(14) },
    { key: tapKey(), fields: { intent: "done", signedBy: "Customer One", early: "yes" }, at: minutesAgo(9) },
  ];
  let sequence: QueuedTap[];
  let firstAnswers: Array<{ status: number; body: unknown }>;
  let onceOnPage = 0;

  it("applies each once, in order, and the timesheet has the times they were tapped", async () => {
    sequence = await taps();
    firstAnswers = [];
    for (const tap of sequence) {
      const answer = await syncTap(url(), visits.a.path, visits.a.cookie, tap.key, tap.fields, tap.at);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.replayed).toBe(false);
      expect(answer.body.ok).toBe(true);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      firstAnswers.push({ status: answer.status, body: answer.body });
    }
    expect(firstAnswers.map((a) => (a.body as { intent: string }).intent)).toEqual(["on-my-way", "started", "note", "photo", "done"]);
    expect((firstAnswers[0].body as { message: string }).message).toBe("The customer has been told you are on your way.");
    const card = await cardOf(visits.a);
    // The times the tradie tapped, not the time signal came back.
    expect(card).toContain(`Started ${formatTimeOfDay(sequence[1].at)}, finished ${formatTimeOfDay(sequence[4].at)}`);
    expect(photosOn(card)).toBe(1);
    expect(await jobPage(visits.a.job)).toContain("Signed off by Customer One");
    // One note shows this many times on the job's page (its timeline and its notes): a control note, sent from the page itself.
    expect((await postForm(url(), visits.b.path, { intent: "note", note: "Control note" }, visits.b.cookie)).status).toBe(200);
    onceOnPage = occurrences(await jobPage(visits.b.job), "Control note");
    expect(onceOnPage).toBeGreaterThan(0);
    expect(occurrences(await jobPage(visits.a.job), "Gate code 4471; dog friendly")).toBe(onceOnPage);
    await settle();
    expect(onTheWayMails(CUSTOMERS[0])).toHaveLength(1);
  });

  it("answers the same taps sent again as before, marked replayed, and applies nothing twice", async () => {
    for (const [i, tap] of sequence.entries()) {
      const answer = await syncTap(url(), visits.a.path, visits.a.cookie, tap.key, tap.fields, tap.at);
      expect({ status: answer.status, body: answer.body }).toEqual(firstAnswers[i]);
      expect(answer.replayed).toBe(true);
    }
    const card = await cardOf(visits.a);
    expect(photosOn(card)).toBe(1);
    expect(card).toContain(`Started ${formatTimeOfDay(sequence[1].at)}, finished ${formatTimeOfDay(sequence[4].at)}`);
    expect(occurrences(await jobPage(visits.a.job), "Gate code 4471; dog friendly")).toBe(onceOnPage);
    await settle();
    expect(onTheWayMails(CUSTOMERS[0])).toHaveLength(1);
  });

  it("refuses a key sent again with something else under it (422), and keeps keys apart by tradie", async () => {
    const [, , note] = sequence;
    const other = await syncTap(url(), visits.a.path, visits.a.cookie, note.key, { intent: "note", note: "Another note" }, note.at);
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/already used for a different tap/);
    // Same fields, another time: another tap, so another key is needed.
    expect(
      (
        await syncTap(
          url(),
          visits.a.path,
          visits.a.cookie,
          note.key,
          { intent: "note", note: "Gate code 4471; dog friendly" },
          minutesAgo(3),
        )
      ).status,
    ).toBe(422);
    // Tradie two's key of the same spelling is theirs: applied on their visit.
    const theirs = await syncTap(
      url(),
      visits.b.path,
      visits.b.cookie,
      note.key,
      { intent: "note", note: "Tradie two's note" },
      minutesAgo(2),
    );
    expect(theirs.status).toBe(200);
    expect(theirs.replayed).toBe(false);
    const page = await jobPage(visits.a.job);
    expect(page).not.toContain("Another note");
    expect(occurrences(page, "Gate code 4471; dog friendly")).toBe(onceOnPage);
    expect(await jobPage(visits.b.job)).toContain("Tradie two&#x27;s note");
  });
});

describe('an "on my way" that reaches us late', () => {
  it("tells the customer nothing when tapped 40 minutes before, and puts it on the visit's timeline", async () => {
    const answer = await syncTap(url(), visits.b.path, visits.b.cookie, tapKey(), { intent: "on-my-way", early: "yes" }, minutesAgo(40));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Marked as on your way. It reached us too late to be news, so the customer was not told.");
    await settle();
    expect(onTheWayMails(CUSTOMERS[1])).toHaveLength(0);
    const page = await jobPage(visits.b.job);
    expect(page).toContain("sent late, customer not told");
    expect(page).not.toContain("“On the way” emailed to the customer");
  });

  it("tells the customer when tapped 5 minutes before", async () => {
    const answer = await syncTap(url(), visits.c.path, visits.c.cookie, tapKey(), { intent: "on-my-way", early: "yes" }, minutesAgo(5));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("The customer has been told you are on your way.");
    await settle();
    expect(onTheWayMails(CUSTOMERS[2])).toHaveLength(1);
    const page = await jobPage(visits.c.job);
    expect(page).toContain("“On the way” emailed to the customer");
    expect(page).not.toContain("sent late, customer not told");
  });
});

describe("what changed while the phone had no signal", () => {
  it("answers 409 naming the cancellation when the office cancelled the visit before a queued tap arrives", async () => {
    const visitId = visits.c.path.split("/").at(-1)!;
    const cancelled = await postForm(url(), visits.c.job, { intent: "visit-status", visitId, status: "cancelled" }, admin());
    expect(cancelled.status).toBe(200);
    const key = tapKey();
    const at = minutesAgo(1);
    const answer = await syncTap(url(), visits.c.path, visits.c.cookie, key, { intent: "started", early: "yes" }, at);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      ok: false,
      intent: "started",
      message:
        "The office has cancelled this visit, so it was not marked as started. Check with the office before doing any more work on it.",
    });
    // Kept: the same tap sent again has the same answer.
    const again = await syncTap(url(), visits.c.path, visits.c.cookie, key, { intent: "started", early: "yes" }, at);
    expect({ status: again.status, body: again.body, replayed: again.replayed }).toEqual({
      status: 409,
      body: answer.body,
      replayed: true,
    });
    expect(await cardOf(visits.c)).not.toContain("Your time");
  });

  it("answers 404 for another tradie's visit, and 401 (not a redirect) when signed out", async () => {
    const theirs = await syncTap(url(), visits.b.path, visits.a.cookie, tapKey(), { intent: "note", note: "Not mine" }, minutesAgo(1));
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("There is no such visit in your jobs.");
    const signedOut = await syncTap(url(), visits.a.path, "", tapKey(), { intent: "note", note: "Who am I" }, minutesAgo(1));
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("location")).toBeNull();
    expect(signedOut.body.message).toMatch(/Sign in again/);
    const forged = await syncTap(
      url(),
      visits.a.path,
      "crew_session=%22forged%22",
      tapKey(),
      { intent: "note", note: "Who am I" },
      minutesAgo(1),
    );
    expect(forged.status).toBe(401);
    // Staff are not tradies: their session is none here.
    expect((await syncTap(url(), visits.a.path, admin(), tapKey(), { intent: "note", note: "Who am I" }, minutesAgo(1))).status).toBe(401);
    const page = await jobPage(visits.a.job);
    expect(page).not.toContain("Not mine");
    expect(page).not.toContain("Who am I");
    expect(await jobPage(visits.b.job)).not.toContain("Not mine");
  });

  it("answers a decline with JSON, not a redirect", async () => {
    // Another visit on job B offered to tradie one, who declines it from the phone's queue.
    const offers = () => mail.smtp.messages.filter((m) => m.envelopeTo.includes(ONE.email) && /^Work offered/.test(m.parsed.subject ?? ""));
    const before = offers().length;
    const visit = { intent: "add-visit", day: TODAY, timing: "fixed", start: "13:00", end: "14:00", tradieId: "1", instructions: "" };
    expect((await postForm(url(), visits.b.job, visit, admin())).status).toBe(200);
    await expect.poll(() => offers().length).toBe(before + 1);
    const path = decodeURIComponent(/\?to=([^\s"]+)/.exec(offers().at(-1)!.parsed.text ?? "")![1]);
    expect(path).toMatch(/^\/crew\/visits\/\d+$/);
    const answer = await syncTap(url(), path, visits.a.cookie, tapKey(), { intent: "decline", reason: "Booked elsewhere" }, minutesAgo(1));
    expect(answer.headers.get("location")).toBeNull();
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, intent: "decline", message: "You declined the visit: it is off your list and the office is told." },
    });
    expect(await jobPage(visits.b.job)).toContain("Booked elsewhere");
    // Visit B is accepted: a decline now is refused as already answered, in JSON too.
    const late = await syncTap(url(), visits.b.path, visits.b.cookie, tapKey(), { intent: "decline", reason: "" }, minutesAgo(1));
    expect(late.headers.get("location")).toBeNull();
    expect(late.status).toBe(409);
    expect(late.body.intent).toBe("decline");
  });
});
