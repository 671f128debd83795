import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { queueEmails } from "~/features/mail/outbox.server";
import { emailAttemptsTable, emailOutboxTable } from "~/features/mail/tables";
import { createMailTransport, type MailTransport } from "~/features/mail/transport.server";
import { EMAIL_TEMPLATES } from "~/server/email-templates.server";
import { startMailWorker } from "~/features/mail/worker.server";
import { postQuote, queryAfterStop, validQuote } from "../helpers/quote";
import { createFolderAndDatabase, freePort, startServer, type TestServer } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

const cleanups: Array<() => Promise<unknown>> = [];

/** The outbox ids of the emails the server has logged a failed delivery of. */
const failedEmailIds = (log: string) => [
  ...new Set(
    log.split("\n").flatMap((line) => (line.includes('"msg":"email delivery failed"') ? [JSON.parse(line).emailId as number] : [])),
  ),
];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("with the SMTP server down", () => {
  let server: TestServer;
  let smtp: SmtpCapture;

  it("stores the lead at once, and its emails go out when SMTP is back", { timeout: 90_000 }, async () => {
    const smtpPort = await freePort(); // nothing listens here yet
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: "100" } });
    cleanups.push(() => server.dispose());

    const res = await postQuote(server.url, validQuote({ name: "Patient Customer", email: "patient@example.co.nz" }));
    expect(res.status).toBe(201);
    // Both emails (the office's and the customer's) must have failed once before SMTP comes up:
    // waiting for the first failure alone let a loaded machine send the second on its first try.
    await expect.poll(() => failedEmailIds(server.output()), { timeout: 30_000 }).toHaveLength(2);

    smtp = await startSmtpCapture(smtpPort);
    cleanups.push(() => smtp.close());
    const mail = await smtp.waitFor(2, 30_000);
    expect(mail.map((m) => m.envelopeTo[0]).sort()).toEqual(["leads@harbourside.co.nz", "patient@example.co.nz"]);
    expect(mail.every((m) => m.parsed.text?.includes("Patient Customer"))).toBe(true);
  });

  it("sent each email once, and recorded the failed attempt and the success", async () => {
    // A second quote, now that SMTP is up: when its two emails are in, no late duplicates of the first are pending.
    await postQuote(server.url, validQuote({ name: "Second Customer", email: "second@example.co.nz" }));
    await smtp.waitFor(4);
    const emails = await queryAfterStop<{ kind: string; status: string; attempts: number; outcomes: string }>(
      server,
      "select kind, status, attempts, (select string_agg(outcome, ',' order by id) from email_attempts a where a.email_id = o.id) as outcomes from email_outbox o order by id",
    );
    expect(smtp.messages).toHaveLength(4);
    expect(emails.map((e) => e.status)).toEqual(["sent", "sent", "sent", "sent"]);
    for (const first of emails.slice(0, 2)) {
      expect(first.attempts).toBeGreaterThanOrEqual(2);
      expect(first.outcomes).toMatch(/^(error,)+sent$/);
    }
    expect(emails.slice(2).map((e) => e.outcomes)).toEqual(["sent", "sent"]);
    const [{ count }] = await queryAfterStop<{ count: number }>(server, "select count(*)::int as count from leads");
    expect(count).toBe(2);
  });
});

/**
 * Two mail workers on one database. On PostgreSQL each has its own connection pool, as two
 * app instances would; PGlite allows only one process, so there both share its one handle.
 */
describe("two workers on one database", () => {
  async function openTwice(): Promise<[DatabaseHandle, DatabaseHandle]> {
    const target = await createFolderAndDatabase("hpm-workers-");
    cleanups.push(target.drop);
    if (target.databaseUrl) {
      const a = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: "" });
      const b = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: "" });
      cleanups.push(
        () => a.close(),
        () => b.close(),
      );
      return [a, b];
    }
    const only = await openDatabase({ dataDir: target.dataDir });
    cleanups.push(() => only.close());
    return [only, only];
  }

  it("send each email exactly once", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const [first, second] = await openTwice();
    await first.migrate();

    const count = 60;
    await queueEmails(
      first.db,
      Array.from({ length: count }, (_, i) => ({
        kind: "test",
        to: [`person${i}@example.co.nz`],
        subject: `Email ${i}`,
        html: `<p>${i}</p>`,
        text: String(i),
      })),
    );

    const logger = pino({ level: "silent" });
    const workers = [first, second].map((handle) =>
      startMailWorker({
        db: handle.db,
        templates: EMAIL_TEMPLATES,
        transport: createMailTransport(smtp.url),
        from: "test@harbourside.co.nz",
        logger,
        pollMs: 20,
        batchSize: 4,
      }),
    );
    try {
      await smtp.waitFor(count, 30_000);
      // Let both workers run through the outbox again: anything claimed twice would show up now.
      await Promise.all(workers.map((w) => w.runOnce()));
      await Promise.all(workers.map((w) => w.runOnce()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }

    const subjects = smtp.messages.map((m) => m.parsed.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const statuses = await first.db.select({ status: emailOutboxTable.status, attempts: emailOutboxTable.attempts }).from(emailOutboxTable);
    expect(statuses.every((s) => s.status === "sent" && s.attempts === 1)).toBe(true);
    expect(await first.db.$count(emailAttemptsTable)).toBe(count);
  });
});

describe("an email deleted while it is being sent (its lead erased for a privacy request)", () => {
  it("settles the rest of the batch, so none of them goes out again", async () => {
    const target = await createFolderAndDatabase("hpm-erased-");
    cleanups.push(target.drop);
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    cleanups.push(() => handle.close());
    await handle.migrate();
    await queueEmails(
      handle.db,
      [0, 1, 2].map((i) => ({
        kind: "test",
        to: [`person${i}@example.co.nz`],
        subject: `Email ${i}`,
        html: `<p>${i}</p>`,
        text: String(i),
      })),
    );
    const sent: string[] = [];
    const transport: MailTransport = {
      mode: "smtp",
      async send(message) {
        // The lead is erased while its email is with the SMTP server.
        if (message.subject === "Email 1") await handle.db.delete(emailOutboxTable).where(eq(emailOutboxTable.subject, "Email 1"));
        sent.push(message.subject);
        return { messageId: `<${message.subject.replace(" ", "-")}@test>` };
      },
      close: () => {},
    };
    const worker = startMailWorker({
      db: handle.db,
      templates: EMAIL_TEMPLATES,
      transport,
      from: "test@harbourside.co.nz",
      logger: pino({ level: "silent" }),
      poll: false,
    });
    try {
      await expect(worker.runOnce()).resolves.toBeGreaterThanOrEqual(0);
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const rows = await handle.db
      .select({ subject: emailOutboxTable.subject, status: emailOutboxTable.status, attempts: emailOutboxTable.attempts })
      .from(emailOutboxTable)
      .orderBy(emailOutboxTable.id);
    expect(rows).toEqual([
      { subject: "Email 0", status: "sent", attempts: 1 },
      { subject: "Email 2", status: "sent", attempts: 1 },
    ]);
    expect(await handle.db.$count(emailAttemptsTable)).toBe(2);
    expect(sent.sort()).toEqual(["Email 0", "Email 1", "Email 2"]);
  });
});

describe("with no SMTP server set (emails captured)", () => {
  it("records a whole batch at once, leaving out an email deleted meanwhile", async () => {
    const target = await createFolderAndDatabase("hpm-captured-");
    cleanups.push(target.drop);
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    cleanups.push(() => handle.close());
    await handle.migrate();
    await queueEmails(
      handle.db,
      [0, 1, 2, 3].map((i) => ({
        kind: "test",
        to: [`person${i}@example.co.nz`],
        subject: `Email ${i}`,
        html: `<p>${i}</p>`,
        text: String(i),
      })),
    );
    const transport: MailTransport = {
      mode: "capture",
      async send(message) {
        if (message.subject === "Email 1") await handle.db.delete(emailOutboxTable).where(eq(emailOutboxTable.subject, "Email 1"));
        return {};
      },
      close: () => {},
    };
    const worker = startMailWorker({
      db: handle.db,
      templates: EMAIL_TEMPLATES,
      transport,
      from: "test@harbourside.co.nz",
      logger: pino({ level: "silent" }),
      poll: false,
    });
    try {
      await expect(worker.runOnce()).resolves.toBe(4);
      await expect(worker.runOnce()).resolves.toBe(0);
    } finally {
      await worker.stop();
    }
    const rows = await handle.db
      .select({ subject: emailOutboxTable.subject, status: emailOutboxTable.status, attempts: emailOutboxTable.attempts })
      .from(emailOutboxTable)
      .orderBy(emailOutboxTable.id);
    expect(rows).toEqual(["Email 0", "Email 2", "Email 3"].map((subject) => ({ subject, status: "captured", attempts: 1 })));
    const outcomes = await handle.db.select({ outcome: emailAttemptsTable.outcome }).from(emailAttemptsTable);
    expect(outcomes.map((o) => o.outcome)).toEqual(["captured", "captured", "captured"]);
  });
});
