import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textOutboxTable } from "~/features/texts/tables";
import { openDatabase } from "~/platform/db/client.server";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { FAKE_TWILIO_FROM, startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { queryAfterStop } from "../helpers/quote";
import { createFolderAndDatabase, startServer, type FolderAndDatabase, type TestServer } from "../helpers/server";

/*
 * Issue 43, items 3, 5 and 7, through the running server: two texts queued before it starts go to
 * the fake Twilio once each and their signed receipts mark them delivered; a signed text that
 * comes in is stored once however often it is delivered, STOP opts its number out; a forged or
 * unsigned webhook is refused with 403 and bad fields with 400; a server without Twilio's
 * settings refuses them with 404 (texting is off).
 */
const INBOUND = "/api/sms/inbound";
const STATUS = "/api/sms/status";
const [ANA, BEN, CARA] = ["+64211110001", "+64211110002", "+64211110003"];

let database: FolderAndDatabase;
let fake: FakeTwilio;
let server: TestServer;
let off: TestServer;

beforeAll(async () => {
  [database, fake] = await Promise.all([createFolderAndDatabase("hpm-texts-"), startFakeTwilio()]);
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await handle.migrate();
  await handle.db.insert(textOutboxTable).values([
    // Any hour: otherwise they would wait for the morning when the test runs at night in Auckland.
    { kind: "visit-booked", to: ANA, body: "Harbourside: your visit is booked for Tue 1 Dec, 9 am to 11 am, with Aroha.", anyHour: true },
    { kind: "visit-booked", to: BEN, body: "Harbourside: your visit is booked for Wed 2 Dec, 1 pm to 3 pm, with Tama.", anyHour: true },
  ]);
  await handle.close();
  [server, off] = await Promise.all([
    startServer({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      env: { ...fake.env, MAIL_POLL_MS: "100", SEED_DEMO: "false" },
    }),
    startServer({ env: { SEED_DEMO: "false" } }),
  ]);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([server?.stop(), off?.dispose()]);
  await fake?.close();
  await database?.drop();
});

describe("texts through the running server", () => {
  it("refuses webhooks with 404 when texting is off, however they are signed", async () => {
    const answer = await fake.inbound(off.url + INBOUND, { from: ANA, body: "Hello" });
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("Texting is off");
  });

  it("refuses a forged or unsigned webhook with 403, and fields Twilio never sends with 400", async () => {
    const params = { MessageSid: `SM${"1".repeat(32)}`, From: CARA, To: FAKE_TWILIO_FROM, Body: "STOP" };
    expect((await fake.post(server.url + INBOUND, params, "bm90IGEgc2lnbmF0dXJl")).status).toBe(403);
    expect((await fake.post(server.url + INBOUND, params, "")).status).toBe(403);
    // Signed for another address: Twilio signs the address it called.
    const elsewhere = await fetch(server.url + INBOUND, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": "x" },
      body: new URLSearchParams(params).toString(),
    });
    expect(elsewhere.status).toBe(403);
    expect(
      (await fake.post(`${server.url}${STATUS}?key=00000000-0000-4000-8000-000000000000`, { MessageStatus: "delivered" }, "forged")).status,
    ).toBe(403);
    const json = await fetch(server.url + INBOUND, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(json.status).toBe(400);
    expect((await fake.post(server.url + INBOUND, { MessageSid: "nope", From: CARA, To: FAKE_TWILIO_FROM, Body: "hi" })).status).toBe(400);
    expect(
      (await fake.post(`${server.url}${STATUS}?key=nope`, { MessageSid: `SM${"2".repeat(32)}`, MessageStatus: "delivered" })).status,
    ).toBe(400);
  });

  it("stores a signed text once when Twilio delivers it three times", async () => {
    const first = await fake.inbound(server.url + INBOUND, { from: CARA, body: "STOP", sid: `SM${"c".repeat(32)}` });
    expect(first.status).toBe(200);
    expect(first.text).toBe("<Response/>");
    for (let i = 0; i < 2; i += 1) expect((await fake.post(server.url + INBOUND, first.params)).status).toBe(200);
    const other = await fake.inbound(server.url + INBOUND, { from: BEN, body: "Can you come at 3?" });
    expect(other.status).toBe(200);
  });

  it("sends the two queued texts once each and records the receipts as delivered", async () => {
    await expect.poll(() => fake.messages.length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => fake.receiptsSent.filter((r) => r.status === 200).length, { timeout: 20_000 }).toBe(4);
    expect(fake.to(ANA)).toHaveLength(1);
    expect(fake.to(BEN)[0].body).toContain("1 pm to 3 pm");
    await fake.settled();
    const texts = await queryAfterStop<{ to: string; status: string; delivery_status: string; provider_id: string }>(
      server,
      `select "to", status, delivery_status, provider_id from text_outbox order by id`,
    );
    expect(texts).toEqual([
      { to: ANA, status: "sent", delivery_status: "delivered", provider_id: fake.to(ANA)[0].sid },
      { to: BEN, status: "sent", delivery_status: "delivered", provider_id: fake.to(BEN)[0].sid },
    ]);
    const inbound = await queryAfterStop<{ from: string; body: string; keyword: string | null }>(
      server,
      `select "from", body, keyword from text_inbound order by id`,
    );
    expect(inbound).toEqual([
      { from: CARA, body: "STOP", keyword: "stop" },
      { from: BEN, body: "Can you come at 3?", keyword: null },
    ]);
    expect(await queryAfterStop(server, "select phone from text_opt_outs")).toEqual([{ phone: CARA }]);
  });
});
