import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueEmails } from "~/features/mail/outbox.server";
import type { MailTransport } from "~/features/mail/transport.server";
import { EMAIL_TEMPLATES } from "~/server/email-templates.server";
import { startMailWorker, type MailWorker } from "~/features/mail/worker.server";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Decision 0129: while visitors are being answered, a queue of emails gives way to them. After
 * each batch the worker rests twice as long as the batch took, so sending holds the thread at
 * most a third of the time; with nobody waiting it goes straight on.
 */
const SEND_MS = 150;
const database = useMigratedDatabase();
const sent: string[] = [];
/** An SMTP server that takes SEND_MS to accept each email. */
const slowTransport: MailTransport = {
  mode: "smtp",
  send: async (message) => {
    await new Promise((resolve) => setTimeout(resolve, SEND_MS));
    sent.push(message.to[0]);
    return {};
  },
  close: () => {},
};
let visitors = false;
let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({
    db: database.handle.db,
    templates: EMAIL_TEMPLATES,
    transport: slowTransport,
    from: "Harbourside <no-reply@harbourside.co.nz>",
    logger: pino({ level: "silent" }),
    poll: false,
    visitorsWaiting: () => visitors,
  });
});
afterAll(() => worker.stop());

async function timedRun() {
  const started = performance.now();
  const handled = await worker.runOnce();
  return { handled, ms: performance.now() - started };
}

describe("the mail worker beside visitors", () => {
  it("rests after a batch while visitors are being answered, and not when nobody is", async () => {
    await queueEmails(
      database.handle.db,
      Array.from({ length: 20 }, (_, i) => ({
        kind: "test",
        to: [`queued${i}@example.co.nz`],
        subject: `${i}`,
        html: `<p>${i}</p>`,
        text: `${i}`,
      })),
    );

    visitors = true;
    const busy = await timedRun();
    expect(busy.handled).toBe(10);
    // The batch took at least SEND_MS (its ten emails go out together); the rest twice that.
    expect(busy.ms).toBeGreaterThanOrEqual(3 * SEND_MS - 5);

    visitors = false;
    const quiet = await timedRun();
    expect(quiet.handled).toBe(10);
    expect(sent).toHaveLength(20);
    expect(quiet.ms).toBeLessThan(busy.ms);
  });
});
