import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { queueEmails, requeueEmail } from "~/features/mail/outbox.server";
import { emailAttemptsTable, emailOutboxTable } from "~/features/mail/tables";
import { createMailTransport, type MailTransport } from "~/features/mail/transport.server";
import { EMAIL_TEMPLATES } from "~/server/email-templates.server";
import { startMailWorker } from "~/features/mail/worker.server";
import { freePort } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 13.2 and 13.3: an SMTP outage of hours loses nothing, an email is given up only after
 * a day of retries, and a copy sent again after a crash carries the same Message-ID. The
 * worker runs on a fake clock, driven run by run; the SMTP server is real, on loopback.
 */
const logger = pino({ level: "silent" });
const MINUTE = 60_000;
const database = useMigratedDatabase();
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function queue(prefix: string, count: number) {
  const rows = await queueEmails(
    database.handle.db,
    Array.from({ length: count }, (_, i) => ({
      kind: "test",
      to: [`${prefix}${i}@example.co.nz`],
      subject: `${prefix} ${i}`,
      html: `<p>${i}</p>`,
      text: String(i),
    })),
  );
  return rows.map((r) => r.id);
}

const rowsOf = (ids: number[]) =>
  database.handle.db
    .select()
    .from(emailOutboxTable)
    .orderBy(asc(emailOutboxTable.id))
    .then((rows) => rows.filter((r) => ids.includes(r.id)));

/** A worker on a clock the test moves, sending only when the test calls runOnce(). */
function workerAt(clock: { now: number }, transport: MailTransport, leaseSeconds = 120) {
  const worker = startMailWorker({
    db: database.handle.db,
    templates: EMAIL_TEMPLATES,
    transport,
    from: "Harbourside <no-reply@harbourside.co.nz>",
    logger,
    poll: false,
    leaseSeconds,
    now: () => new Date(clock.now),
  });
  cleanups.push(() => worker.stop());
  return worker;
}

describe("an SMTP outage", () => {
  it("of an hour loses nothing: every email is retried and goes out once SMTP is back", async () => {
    const port = await freePort(); // nothing listens here yet
    const ids = await queue("outage", 5);
    const clock = { now: Date.now() + 1_000 };
    const worker = workerAt(clock, createMailTransport(`smtp://127.0.0.1:${port}`));
    for (let minute = 0; minute <= 60; minute++) {
      await worker.runOnce();
      clock.now += MINUTE;
    }
    const during = await rowsOf(ids);
    expect(during.map((r) => r.status)).toEqual(Array(5).fill("pending"));
    for (const row of during) expect(row.attempts).toBeGreaterThanOrEqual(6); // after 10 s, 20 s, 40 s… doubling, within the hour

    const smtp: SmtpCapture = await startSmtpCapture(port);
    cleanups.push(() => smtp.close());
    clock.now += 2 * 60 * MINUTE; // past the longest backoff
    await worker.runOnce();
    await smtp.waitFor(5, 10_000);
    const after = await rowsOf(ids);
    expect(after.map((r) => r.status)).toEqual(Array(5).fill("sent"));
    expect(smtp.messages.map((m) => m.parsed.subject).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `outage ${i}`));
    // Each failed try is on record, then the success.
    const attempts = await database.handle.db.select().from(emailAttemptsTable).where(eq(emailAttemptsTable.emailId, ids[0]));
    expect(attempts.at(-1)?.outcome).toBe("sent");
    expect(attempts.filter((a) => a.outcome === "error").length).toBe(after[0].attempts - 1);
  });

  it("gives an email up only after a day of retries", async () => {
    const port = await freePort();
    const [id] = await queue("dead", 1);
    const clock = { now: Date.now() + 1_000 };
    const worker = workerAt(clock, createMailTransport(`smtp://127.0.0.1:${port}`));
    let hours = 0;
    for (; hours < 30; hours++) {
      for (let quarter = 0; quarter < 4; quarter++) {
        await worker.runOnce();
        clock.now += 15 * MINUTE;
      }
      const [row] = await rowsOf([id]);
      if (row.status === "failed") break;
      expect(row.status).toBe("pending");
    }
    expect(hours).toBeGreaterThanOrEqual(23);
    expect(hours).toBeLessThanOrEqual(26);
    const [failed] = await rowsOf([id]);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBeGreaterThanOrEqual(15);
  });
});

describe("a crash while an email is being sent (docs/decisions/0157)", () => {
  it("after the SMTP server had it all: kept as possibly sent, not sent twice; sent again, with its Message-ID, only when staff ask", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const [id] = await queue("crash after", 1);
    const clock = { now: Date.now() + 1_000 };
    const real = createMailTransport(smtp.url);
    // The first worker hands the email to the SMTP server, then its process "dies": it never records anything.
    const dying: MailTransport = {
      mode: "smtp",
      send: async (message) => {
        await real.send(message);
        return new Promise(() => {});
      },
      close: () => {},
    };
    void workerAt(clock, dying, 60).runOnce();
    await smtp.waitFor(1, 10_000);
    expect((await rowsOf([id]))[0].status).toBe("sending");

    clock.now += 2 * MINUTE; // the dead worker's lease runs out
    const survivor = workerAt(clock, createMailTransport(smtp.url), 60);
    await survivor.runOnce();
    await survivor.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
    const [kept] = await rowsOf([id]);
    expect(kept.status).toBe("uncertain");
    expect(kept.lastError).toMatch(/may have gone out/);
    const attempts = await database.handle.db.select().from(emailAttemptsTable).where(eq(emailAttemptsTable.emailId, id));
    expect(attempts.map((a) => a.outcome)).toEqual(["uncertain"]);

    // Staff ask the customer, who has nothing: "Send again now".
    await requeueEmail(database.handle.db, id);
    await survivor.runOnce();
    await smtp.waitFor(2, 10_000);
    const [row] = await rowsOf([id]);
    expect(row.status).toBe("sent");
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@harbourside\.co\.nz>$/);
    expect(smtp.messages.map((m) => m.parsed.messageId)).toEqual([row.messageId, row.messageId]);
  });

  it("before the SMTP server had it all: sent again once the dead worker's lease runs out, once", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const [id] = await queue("crash before", 1);
    const clock = { now: Date.now() + 1_000 };
    // The first worker dies while it connects: the message never reaches the server.
    const dying: MailTransport = { mode: "smtp", send: () => new Promise(() => {}), close: () => {} };
    void workerAt(clock, dying, 60).runOnce();
    await expect.poll(async () => (await rowsOf([id]))[0].status).toBe("sending");

    clock.now += 2 * MINUTE;
    await workerAt(clock, createMailTransport(smtp.url), 60).runOnce();
    await smtp.waitFor(1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.map((m) => m.parsed.subject)).toEqual(["crash before 0"]);
    expect((await rowsOf([id]))[0].status).toBe("sent");
  });

  it("by a worker that outlived its lease: the one that took over sends it, the late one does not hand it over", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const [id] = await queue("slow", 1);
    const clock = { now: Date.now() + 1_000 };
    const real = createMailTransport(smtp.url);
    // The first worker stalls before sending, past its lease; it wakes once another has taken the email over.
    let wake = () => {};
    const stalled = new Promise<void>((resolve) => (wake = resolve));
    const slow: MailTransport = {
      mode: "smtp",
      send: async (message) => {
        await stalled;
        return real.send(message);
      },
      close: () => {},
    };
    const late = workerAt(clock, slow, 60).runOnce();
    await expect.poll(async () => (await rowsOf([id]))[0].status).toBe("sending");
    clock.now += 2 * MINUTE;
    await workerAt(clock, createMailTransport(smtp.url), 60).runOnce();
    await smtp.waitFor(1, 10_000);
    wake();
    await late;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    expect((await rowsOf([id]))[0].status).toBe("sent");
  });
});
