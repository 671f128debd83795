import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueTexts, requeueText } from "~/features/texts/outbox.server";
import { textAttemptsTable, textOutboxTable } from "~/features/texts/tables";
import { twilioProvider } from "~/features/texts/twilio-provider.server";
import { startTextWorker } from "~/features/texts/worker.server";
import { FAKE_TWILIO_FROM, FAKE_TWILIO_SID, FAKE_TWILIO_TOKEN, startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * "Send again" (issue 43) on a text that failed. Sending again makes it due by the database's
 * own clock, so this file's worker runs on the real clock with no quiet hours, on a database of
 * its own: text-outbox.test.ts runs its worker on fixed days, which the real clock passes.
 */
const database = useMigratedDatabase();
let fake: FakeTwilio;
beforeAll(async () => void (fake = await startFakeTwilio()));
afterAll(() => fake?.close());

const NEVER_QUIET = { from: "00:00", until: "00:00" };

async function oneTurn() {
  const settings = { accountSid: FAKE_TWILIO_SID, authToken: FAKE_TWILIO_TOKEN, from: FAKE_TWILIO_FROM, apiBase: fake.url };
  const worker = startTextWorker({
    db: database.handle.db,
    provider: twilioProvider(settings, "https://harbourside.example"),
    logger: pino({ level: "silent" }),
    poll: false,
    // A second on: the database stamps to the microsecond.
    now: () => new Date(Date.now() + 1_000),
    backoffMs: () => 60_000,
    quietHours: async () => NEVER_QUIET,
  });
  try {
    return await worker.runOnce();
  } finally {
    await worker.stop();
  }
}

const textRow = async (id: number) => (await database.handle.db.select().from(textOutboxTable).where(eq(textOutboxTable.id, id)))[0];

describe("sending again a text that failed", () => {
  it("sends it once more with its own key kept, and leaves the other text that failed alone", async () => {
    const [id, other] = await queueTexts(
      database.handle.db,
      ["+64210000501", "+64210000502"].map((to) => ({
        kind: "visit-booked",
        subjectType: "job",
        subjectId: 7,
        to,
        body: `Harbourside: ${to}`,
      })),
      new Date(),
      NEVER_QUIET,
    );
    fake.failNext(2, 400, 21610, "Attempt to send to unsubscribed recipient");
    expect(await oneTurn()).toBe(2);
    const before = await textRow(id);
    expect([before.status, (await textRow(other)).status]).toEqual(["failed", "failed"]);

    expect(await requeueText(database.handle.db, id)).toBe(true);
    expect(await oneTurn()).toBe(1);
    const after = await textRow(id);
    expect(after.status).toBe("sent");
    expect(after.idempotencyKey).toBe(before.idempotencyKey);
    expect((await textRow(other)).status).toBe("failed");
    const attempts = await database.handle.db.select().from(textAttemptsTable).where(eq(textAttemptsTable.textId, id));
    expect(attempts.map((a) => a.outcome).sort()).toEqual(["failed", "sent"]);
  });
});
