import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { queueEmails } from "~/features/mail/outbox.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { emailTemplate, templateBook } from "~/features/mail/templates";
import { createMailTransport, type MailTransport } from "~/features/mail/transport.server";
import { startMailWorker, type MailWorker } from "~/features/mail/worker.server";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Rendering an email takes the app's one thread for a while. The worker renders a batch's
 * emails one turn of the event loop at a time, so a visitor's request waits for one email at
 * most, not for the whole batch.
 */
const RENDER_MS = 15;
const BATCH = 6;
const database = useMigratedDatabase();

/** When each render held the thread. */
const renders: Array<{ start: number; end: number }> = [];
/** A template that holds the thread for RENDER_MS, as a long email's render does on a slow machine. */
const slow = emailTemplate<{ n: number }>("slow-render", ({ n }) => {
  const start = performance.now();
  while (performance.now() < start + RENDER_MS);
  renders.push({ start, end: performance.now() });
  return { html: `<p>${n}</p>`, text: `${n}` };
});

let worker: MailWorker;
beforeAll(() => {
  worker = startMailWorker({
    db: database.handle.db,
    templates: templateBook(slow),
    transport: createMailTransport(undefined),
    from: "Harbourside <no-reply@harbourside.co.nz>",
    logger: pino({ level: "silent" }),
    poll: false,
    batchSize: BATCH,
  });
});
afterAll(() => worker.stop());

describe("the mail worker's renders", () => {
  it("take turns with everything else on the thread: a visitor waits for one render, not the batch", async () => {
    await queueEmails(
      database.handle.db,
      Array.from({ length: BATCH }, (_, n) => ({
        kind: "test",
        to: [`turn${n}@example.co.nz`],
        subject: `${n}`,
        deferredBody: slow.of({ n }),
      })),
    );
    // A visitor's request stands in: a timer due every millisecond, run whenever the thread is free.
    const ticks: number[] = [];
    const ticker = setInterval(() => ticks.push(performance.now()), 1);
    try {
      expect(await worker.runOnce()).toBe(BATCH);
    } finally {
      clearInterval(ticker);
    }
    expect(renders).toHaveLength(BATCH);
    // Rendered all at once, the batch would run its renders back to back, with no tick between.
    const between = renders.slice(1).map((render, i) => ticks.some((tick) => tick >= renders[i].end && tick <= render.start));
    expect(between).toEqual(Array.from({ length: BATCH - 1 }, () => true));
  });
});

describe("an email sent over SMTP", () => {
  it("is recorded as sent as soon as its own send is over, while a slower one of its batch is still going", async () => {
    let releaseSlow = () => {};
    const slowSent = new Promise<void>((resolve) => (releaseSlow = resolve));
    const transport: MailTransport = {
      mode: "smtp",
      send: async (message) => {
        if (message.to[0].startsWith("slow")) await slowSent;
        return {};
      },
      close: () => {},
    };
    const smtpWorker = startMailWorker({
      db: database.handle.db,
      templates: templateBook(),
      transport,
      from: "Harbourside <no-reply@harbourside.co.nz>",
      logger: pino({ level: "silent" }),
      poll: false,
    });
    const ids = (
      await queueEmails(
        database.handle.db,
        ["slow@example.co.nz", "quick@example.co.nz"].map((to) => ({ kind: "test", to: [to], subject: to, html: "<p>Hi</p>", text: "Hi" })),
      )
    ).map((row) => row.id);
    const statuses = async () =>
      Object.fromEntries(
        (
          await database.handle.db
            .select({ to: emailOutboxTable.to, status: emailOutboxTable.status })
            .from(emailOutboxTable)
            .where(inArray(emailOutboxTable.id, ids))
        ).map((row) => [row.to[0], row.status]),
      );
    try {
      const run = smtpWorker.runOnce();
      await expect.poll(statuses).toEqual({ "slow@example.co.nz": "sending", "quick@example.co.nz": "sent" });
      releaseSlow();
      expect(await run).toBe(2);
      expect(await statuses()).toEqual({ "slow@example.co.nz": "sent", "quick@example.co.nz": "sent" });
    } finally {
      releaseSlow();
      await smtpWorker.stop();
    }
  });
});
