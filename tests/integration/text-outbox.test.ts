import { asc, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthlyTextFigures } from "~/features/texts/figures.server";
import { queueTexts } from "~/features/texts/outbox.server";
import { captureProvider, TextSendError, type TextProvider } from "~/features/texts/provider";
import { textInboundTable, textOptOutsTable, textOutboxTable } from "~/features/texts/tables";
import { twilioProvider, type TwilioSettings } from "~/features/texts/twilio-provider.server";
import { receiveInbound, receiveStatus } from "~/features/texts/webhook.server";
import { startTextWorker } from "~/features/texts/worker.server";
import { FAKE_TWILIO_FROM, FAKE_TWILIO_SID, FAKE_TWILIO_TOKEN, startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 43, item 5: texts go through an outbox with the email outbox's guarantees. The worker runs
 * in this process on a clock the test moves, with the real Twilio SDK against the fake Twilio
 * (receipts off: the test hands them in itself, as the webhook route would).
 */
const logger = pino({ level: "silent" });
const database = useMigratedDatabase();
let fake: FakeTwilio;
let settings: TwilioSettings;
const PUBLIC = "https://harbourside.example";

beforeAll(async () => {
  fake = await startFakeTwilio();
  fake.receipts = false;
  settings = { accountSid: FAKE_TWILIO_SID, authToken: FAKE_TWILIO_TOKEN, from: FAKE_TWILIO_FROM, apiBase: fake.url };
});
afterAll(() => fake?.close());

/** A weekday at 10 am in Auckland (UTC+13 in November). */
const TEN_AM = new Date("2026-11-30T10:00:00+13:00").getTime();
let serial = 0;
/** A different mobile for every call: 021 0xx xxxx. */
const mobile = () => `+64210${String(100_000 + (serial += 1)).padStart(6, "0")}`;

function worker(clock: { now: number }, provider: TextProvider = twilioProvider(settings, PUBLIC), extra: { dailyCap?: number } = {}) {
  return startTextWorker({
    db: database.handle.db,
    provider,
    logger,
    poll: false,
    now: () => new Date(clock.now),
    backoffMs: () => 60_000,
    dailyCap: extra.dailyCap === undefined ? undefined : async () => extra.dailyCap ?? null,
  });
}

const rows = (ids: number[]) =>
  database.handle.db.select().from(textOutboxTable).where(inArray(textOutboxTable.id, ids)).orderBy(asc(textOutboxTable.id));

async function queue(texts: Array<{ to: string; body: string; kind?: string; anyHour?: boolean }>, at = TEN_AM) {
  return queueTexts(
    database.handle.db,
    texts.map((t) => ({ kind: t.kind ?? "visit-booked", subjectType: "job", subjectId: 7, ...t })),
    new Date(at),
  );
}

describe("sending through Twilio", () => {
  it("sends two texts to two numbers once each, with the SDK's fields and a status callback naming each", async () => {
    const [a, b] = [mobile(), mobile()];
    const ids = await queue([
      { to: a, body: "Harbourside: your visit is booked for Tue 1 Dec, 9 am to 11 am, with Aroha." },
      { to: b, body: "Harbourside: your visit is booked for Wed 2 Dec, 1 pm to 3 pm, with Tama." },
    ]);
    const clock = { now: TEN_AM + 1_000 };
    expect(await worker(clock).runOnce()).toBe(2);
    expect(await worker(clock).runOnce()).toBe(0);

    const [first, second] = await rows(ids);
    expect([first.status, second.status]).toEqual(["sent", "sent"]);
    expect(fake.to(a).map((m) => m.body)).toEqual(["Harbourside: your visit is booked for Tue 1 Dec, 9 am to 11 am, with Aroha."]);
    expect(fake.to(b).map((m) => m.body)).toEqual(["Harbourside: your visit is booked for Wed 2 Dec, 1 pm to 3 pm, with Tama."]);
    expect(fake.to(a)[0].from).toBe(FAKE_TWILIO_FROM);
    expect(fake.to(a)[0].statusCallback).toBe(`${PUBLIC}/api/sms/status?key=${first.idempotencyKey}`);
    expect(first.providerId).toBe(fake.to(a)[0].sid);
    expect(second.providerId).toBe(fake.to(b)[0].sid);
    expect(first.deliveryStatus).toBe("queued");
    expect(first.segments).toBe(1);
  });

  it("moves a text forward on its receipts, and a late 'sent' after 'delivered' changes nothing", async () => {
    const to = mobile();
    const [id] = await queue([{ to, body: "Harbourside: see you tomorrow." }]);
    await worker({ now: TEN_AM + 1_000 }).runOnce();
    const [row] = await rows([id]);
    const message = fake.to(to)[0];
    expect((await receiveStatus(database.handle.db, row.idempotencyKey, fake.receiptFor(message, "delivered"))).status).toBe(200);
    expect((await receiveStatus(database.handle.db, row.idempotencyKey, fake.receiptFor(message, "sent"))).status).toBe(200);
    const [after] = await rows([id]);
    expect(after.deliveryStatus).toBe("delivered");
    expect(after.deliveredAt).not.toBeNull();
    expect((await receiveStatus(database.handle.db, "not-a-key", fake.receiptFor(message, "sent"))).status).toBe(400);
  });

  it("retries a refusal Twilio may lift (503) after the backoff, and fails for good one it will not (21211)", async () => {
    const [busy, wrong] = [mobile(), mobile()];
    const [busyId] = await queue([{ to: busy, body: "Harbourside: retried" }]);
    const clock = { now: TEN_AM + 1_000 };
    fake.failNext(1, 503, 20503, "Service unavailable");
    await worker(clock).runOnce();
    let [row] = await rows([busyId]);
    expect(row.status).toBe("pending");
    expect(row.lastError).toContain("503");
    expect(row.nextAttemptAt.getTime()).toBe(clock.now + 60_000);
    expect(await worker(clock).runOnce()).toBe(0); // not before its backoff
    clock.now += 60_000;
    await worker(clock).runOnce();
    [row] = await rows([busyId]);
    expect(row.status).toBe("sent");
    expect(fake.to(busy)).toHaveLength(1);

    const [wrongId] = await queue([{ to: wrong, body: "Harbourside: never" }]);
    fake.failNext(1, 400, 21211, "The 'To' number is not a valid phone number.");
    await worker(clock).runOnce();
    clock.now += 24 * 60 * 60_000;
    await worker(clock).runOnce();
    const [failed] = await rows([wrongId]);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain("21211");
  });

  it("retries a text whose request never left (connection refused) and sends it once Twilio answers", async () => {
    const to = mobile();
    const [id] = await queue([{ to, body: "Harbourside: after an outage" }]);
    const clock = { now: TEN_AM + 1_000 };
    const down = twilioProvider({ ...settings, apiBase: "http://127.0.0.1:9" }, PUBLIC);
    await worker(clock, down).runOnce();
    expect((await rows([id]))[0].status).toBe("pending");
    clock.now += 60_000;
    await worker(clock).runOnce();
    expect((await rows([id]))[0].status).toBe("sent");
    expect(fake.to(to)).toHaveLength(1);
  });

  it("keeps a text whose answer was lost as uncertain, never sends it again on its own, and settles it by its receipt", async () => {
    const to = mobile();
    const [id] = await queue([{ to, body: "Harbourside: answer lost" }]);
    const real = twilioProvider(settings, PUBLIC);
    const answerLost: TextProvider = {
      name: "twilio",
      async send(text) {
        await real.send(text);
        throw new TextSendError("socket hang up", false, false);
      },
    };
    const clock = { now: TEN_AM + 1_000 };
    await worker(clock, answerLost).runOnce();
    let [row] = await rows([id]);
    expect(row.status).toBe("uncertain");
    clock.now += 48 * 60 * 60_000;
    expect(await worker(clock).runOnce()).toBe(0);
    expect(fake.to(to)).toHaveLength(1);

    await receiveStatus(database.handle.db, row.idempotencyKey, fake.receiptFor(fake.to(to)[0], "delivered"));
    [row] = await rows([id]);
    expect(row.status).toBe("sent");
    expect(row.providerId).toBe(fake.to(to)[0].sid);
    expect(row.lastError).toBeNull();
  });

  it("shares the work between two workers at once: twenty texts, each sent once", async () => {
    const numbers = Array.from({ length: 20 }, () => mobile());
    const ids = await queue(numbers.map((to, i) => ({ to, body: `Harbourside: text ${i}` })));
    const clock = { now: TEN_AM + 1_000 };
    const [one, two] = [worker(clock), worker(clock)];
    for (let round = 0; round < 3; round += 1) await Promise.all([one.runOnce(), two.runOnce()]);
    expect((await rows(ids)).map((r) => r.status)).toEqual(Array(20).fill("sent"));
    expect(numbers.map((n) => fake.to(n).length)).toEqual(Array(20).fill(1));
  });
});

describe("quiet hours, the daily cap and capture", () => {
  it("holds a text queued at 10 pm until 8 am, but sends 'on my way' at once", async () => {
    const [later, onTheWay] = [mobile(), mobile()];
    const tenPm = new Date("2026-11-30T22:00:00+13:00").getTime();
    const [laterId] = await queue([{ to: later, body: "Harbourside: your visit tomorrow" }], tenPm);
    const [wayId] = await queue([{ to: onTheWay, body: "Harbourside: Aroha is on the way", kind: "on-my-way", anyHour: true }], tenPm);
    expect((await rows([laterId]))[0].nextAttemptAt).toEqual(new Date("2026-12-01T08:00:00+13:00"));
    const clock = { now: tenPm + 1_000 };
    expect(await worker(clock).runOnce()).toBe(1);
    expect((await rows([wayId]))[0].status).toBe("sent");
    expect(fake.to(later)).toHaveLength(0);
    clock.now = new Date("2026-12-01T08:00:01+13:00").getTime();
    expect(await worker(clock).runOnce()).toBe(1);
    expect(fake.to(later)).toHaveLength(1);
  });

  it("sends no more than the daily cap, and the rest the next day", async () => {
    const day = new Date("2026-12-03T10:00:00+13:00").getTime();
    const numbers = [mobile(), mobile(), mobile()];
    const ids = await queue(
      numbers.map((to) => ({ to, body: "Harbourside: capped" })),
      day,
    );
    const clock = { now: day + 1_000 };
    // Two a day, counted from midnight: what the earlier tests sent was on other days.
    expect(await worker(clock, undefined, { dailyCap: 2 }).runOnce()).toBe(2);
    expect(await worker(clock, undefined, { dailyCap: 2 }).runOnce()).toBe(0);
    expect((await rows(ids)).map((r) => r.status)).toEqual(["sent", "sent", "pending"]);
    clock.now += 24 * 60 * 60_000;
    expect(await worker(clock, undefined, { dailyCap: 2 }).runOnce()).toBe(1);
  });

  it("captures texts without Twilio: nothing sent, the segments counted for the admin", async () => {
    const [a, b] = [mobile(), mobile()];
    const ids = await queue([
      { to: a, body: "Harbourside: short" },
      { to: b, body: `Harbourside: ${"long ".repeat(40)}` },
    ]);
    await worker({ now: TEN_AM + 1_000 }, captureProvider).runOnce();
    const [short, long] = await rows(ids);
    expect([short.status, long.status]).toEqual(["captured", "captured"]);
    expect([short.segments, long.segments]).toEqual([1, 2]);
    expect(short.providerId).toBeNull();
    expect(fake.to(a)).toHaveLength(0);
    expect(fake.to(b)).toHaveLength(0);
  });
});

describe("STOP and START", () => {
  const inbound = (from: string, body: string, sid = `SM${Math.random().toString(16).slice(2).padEnd(32, "0").slice(0, 32)}`) =>
    receiveInbound(database.handle.db, { MessageSid: sid, From: from, To: FAKE_TWILIO_FROM, Body: body });

  it("opts a number out at once (a queued text is skipped, a new one not queued) and START opts it back in; the other number is untouched", async () => {
    const [stopper, other] = [mobile(), mobile()];
    const [queuedBefore] = await queue([{ to: stopper, body: "Harbourside: queued before STOP" }]);
    expect((await inbound(stopper, " Stop ")).text?.keyword).toBe("stop");
    expect(await queue([{ to: stopper, body: "Harbourside: after STOP" }])).toEqual([]);
    const [toOther] = await queue([{ to: other, body: "Harbourside: still texted" }]);
    await worker({ now: TEN_AM + 1_000 }).runOnce();
    expect((await rows([queuedBefore]))[0].status).toBe("skipped");
    expect((await rows([toOther]))[0].status).toBe("sent");
    expect(fake.to(stopper)).toHaveLength(0);

    expect((await inbound(stopper, "START")).text?.keyword).toBe("start");
    expect(await queue([{ to: stopper, body: "Harbourside: back" }])).toHaveLength(1);
  });

  it("takes the variants (unsubscribe, quit., STOPALL) and not a sentence that contains stop", async () => {
    const numbers = [mobile(), mobile(), mobile(), mobile()];
    await inbound(numbers[0], "unsubscribe");
    await inbound(numbers[1], "quit.");
    await inbound(numbers[2], "STOPALL");
    await inbound(numbers[3], "Please don't stop by before 3");
    const out = await database.handle.db.select().from(textOptOutsTable).where(inArray(textOptOutsTable.phone, numbers));
    expect(out.map((o) => o.phone).sort()).toEqual(numbers.slice(0, 3).sort());
  });

  it("stores a text delivered twice once", async () => {
    const from = mobile();
    const sid = `SM${"ab".repeat(16)}`;
    const first = await inbound(from, "Can you come at 3?", sid);
    const again = await inbound(from, "Can you come at 3?", sid);
    expect(first.text?.first).toBe(true);
    expect(again.text?.first).toBe(false);
    expect(again.text?.id).toBe(first.text?.id);
    expect(await database.handle.db.select().from(textInboundTable).where(eq(textInboundTable.providerId, sid))).toHaveLength(1);
  });
});

describe("the month's texts for the dashboard", () => {
  it("counts January's texts sent and their segments at the segment price, and the captured apart; February starts at nothing", async () => {
    // What earlier tests left waiting goes out in December first.
    while ((await worker({ now: new Date("2026-12-20T10:00:00+13:00").getTime() }).runOnce()) > 0);
    const january = new Date("2027-01-15T10:00:00+13:00").getTime();
    const ids = await queue(
      [
        { to: mobile(), body: "Harbourside: one segment" },
        { to: mobile(), body: `Harbourside: ${"two segments ".repeat(14)}` },
      ],
      january,
    );
    await worker({ now: january + 1_000 }).runOnce();
    const [captured] = await queue([{ to: mobile(), body: "Harbourside: captured" }], january);
    await worker({ now: january + 2_000 }, captureProvider).runOnce();
    expect((await rows([...ids, captured])).map((r) => r.status)).toEqual(["sent", "sent", "captured"]);
    expect(await monthlyTextFigures(database.handle.db, 20, new Date("2027-01-31T12:00:00+13:00"))).toEqual({
      sent: 2,
      segments: 3,
      captured: 1,
      costCents: 60,
    });
    expect(await monthlyTextFigures(database.handle.db, 20, new Date("2027-02-01T12:00:00+13:00"))).toEqual({
      sent: 0,
      segments: 0,
      captured: 0,
      costCents: 0,
    });
  });
});
