import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textOutboxTable } from "~/features/texts/tables";
import { openDatabase } from "~/platform/db/client.server";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { queryAfterStop } from "../helpers/quote";
import { createFolderAndDatabase, startServer, type FolderAndDatabase, type TestServer } from "../helpers/server";

/*
 * Issue 43, item 5: texts are sent once after a kill -9 and with two instances. Thirty texts are
 * queued; the first server is killed while the fake Twilio holds requests it has not answered
 * (it records each message, then answers after 400 ms). Then the work is taken up by another
 * instance (on PostgreSQL, two at once): texts the first never handed over are sent, the ones it
 * had handed over are never sent again on their own, and the receipts Twilio sends for them (here
 * delivered again to the instance still up, as a load balancer would) settle them as sent.
 * Deliveries are counted at the fake, per recipient.
 */
const TEXTS = 30;
const LEASE_SECONDS = 2;
const number = (i: number) => `+6422${String(7_000_000 + i)}`;

let database: FolderAndDatabase;
let fake: FakeTwilio;
let first: TestServer | undefined;
const others: TestServer[] = [];

beforeAll(async () => {
  [database, fake] = await Promise.all([createFolderAndDatabase("hpm-texts-crash-"), startFakeTwilio()]);
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await handle.migrate();
  await handle.db.insert(textOutboxTable).values(
    Array.from({ length: TEXTS }, (_, i) => ({
      kind: "visit-reminder",
      to: number(i),
      body: `Harbourside: reminder ${i}`,
      anyHour: true,
    })),
  );
  await handle.close();
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await first?.stop("SIGKILL");
  await Promise.all(others.map((s) => s.stop()));
  await fake?.close();
  await database?.drop();
});

const env = () => ({ ...fake.env, MAIL_POLL_MS: "100", MAIL_LEASE_SECONDS: String(LEASE_SECONDS), SEED_DEMO: "false" });
const where = () => ({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });

describe("a server killed with SIGKILL in the middle of a batch of texts", () => {
  it("sends no text twice, every other once, and settles the cut-short ones by their receipts", { timeout: 180_000 }, async () => {
    fake.answerAfterMs = 400;
    first = await startServer({ ...where(), env: env() });
    await expect.poll(() => fake.messages.length >= 3, { timeout: 60_000, interval: 10 }).toBe(true);
    await first.stop("SIGKILL");
    const reachedBeforeKill = fake.messages.length;
    expect(reachedBeforeKill).toBeLessThan(TEXTS);
    fake.answerAfterMs = 0;

    // On PostgreSQL two instances take up the work at once; PGlite has one process per folder.
    const count = database.databaseUrl ? 2 : 1;
    others.push(...(await Promise.all(Array.from({ length: count }, () => startServer({ ...where(), env: env() })))));
    await expect
      .poll(() => new Set(fake.messages.map((m) => m.to)).size, { timeout: 90_000, interval: 100 })
      .toBeGreaterThanOrEqual(TEXTS - 10);
    // Wait for the lease of the cut-short ones to run out and every remaining text to be handled.
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 2) * 1000));
    await fake.settled();

    // Receipts for the killed instance's texts could not reach it: deliver them to one still up.
    const lost = fake.receiptsSent.filter((r) => r.status !== 200);
    expect(lost.length).toBeGreaterThan(0);
    for (const receipt of lost) {
      const message = fake.messages.find((m) => m.statusCallback === receipt.url);
      if (!message) continue;
      const path = new URL(receipt.url);
      const answer = await fake.post(`${others[0].url}${path.pathname}${path.search}`, fake.receiptFor(message, "delivered"));
      expect(answer.status).toBe(200);
    }
    // A text that came in, delivered five times to every instance at once, is stored once.
    const reply = await fake.inbound(others[0].url + "/api/sms/inbound", { from: number(0), body: "Thanks!" });
    await Promise.all(Array.from({ length: 5 }, () => others.map((s) => fake.post(`${s.url}/api/sms/inbound`, reply.params))).flat());

    const twice = [...new Set(fake.messages.map((m) => m.to))].filter((to) => fake.to(to).length > 1);
    expect(twice).toEqual([]);
    await Promise.all(others.slice(1).map((s) => s.stop()));
    const rows = await queryAfterStop<{ to: string; status: string; handed: boolean }>(
      others[0],
      `select "to", status, handed_at is not null as handed from text_outbox order by id`,
    );
    for (const row of rows) {
      const received = fake.to(row.to).length;
      if (row.status === "sent") expect(received, row.to).toBe(1);
      else {
        // Handed over, then the instance died before the request reached Twilio: kept for staff.
        expect(row.status, row.to).toBe("uncertain");
        expect(row.handed).toBe(true);
        expect(received).toBe(0);
      }
    }
    expect(rows.filter((r) => r.status === "sent").length).toBeGreaterThanOrEqual(TEXTS - 10);
    const stored = await queryAfterStop<{ count: number }>(others[0], `select count(*)::int as count from text_inbound`);
    expect(stored).toEqual([{ count: 1 }]);
  });
});
