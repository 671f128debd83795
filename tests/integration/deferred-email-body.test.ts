import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueEmails, renderedEmail } from "~/features/mail/outbox.server";
import { emailAttemptsTable, emailOutboxTable } from "~/features/mail/tables";
import { templateBook } from "~/features/mail/templates";
import { createMailTransport } from "~/features/mail/transport.server";
import { startMailWorker } from "~/features/mail/worker.server";
import { leadNotificationEmail } from "~/features/quote-requests/quote-emails.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { EMAIL_TEMPLATES } from "~/server/email-templates.server";
import { createFolderAndDatabase } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * A quote request's emails are queued as a template's name and props, and rendered by the mail
 * worker when it sends them (docs/decisions/0131).
 */

const lead = {
  id: 4217,
  service: "Plumbing",
  preferredDate: "2026-12-03",
  preferredTime: "Morning",
  name: "Aroha <i>Walker</i>",
  email: "aroha@example.co.nz",
  phone: "021 555 0142",
  address: "12 Rata Road",
  suburb: "Titirangi",
  message: "Dripping tap & a running toilet.",
};
const business = { ...DEFAULT_SETTINGS, notificationEmails: ["leads@harbourside.co.nz"] };
const leadUrl = "https://harbourside.example.nz/admin/leads/4217";
const notification = () => leadNotificationEmail(lead, business, new Date("2026-11-27T02:15:00Z"), leadUrl);

let handle: DatabaseHandle;
let smtp: SmtpCapture;
const cleanups: Array<() => Promise<unknown>> = [];
beforeAll(async () => {
  const target = await createFolderAndDatabase("hpm-deferred-");
  cleanups.push(target.drop);
  handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  cleanups.push(() => handle.close());
  await handle.migrate();
  smtp = await startSmtpCapture();
  cleanups.push(() => smtp.close());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const worker = (templates = EMAIL_TEMPLATES) =>
  startMailWorker({
    db: handle.db,
    templates,
    transport: createMailTransport(smtp.url),
    from: "Harbourside <no-reply@harbourside.co.nz>",
    logger: pino({ level: "silent" }),
    poll: false,
  });

async function runOnceWith(templates = EMAIL_TEMPLATES) {
  const w = worker(templates);
  try {
    return await w.runOnce();
  } finally {
    await w.stop();
  }
}

describe("an email queued with a deferred body", () => {
  it("is kept as its template and props, with no rendered body", async () => {
    const [{ id }] = await queueEmails(handle.db, [notification()]);
    const [row] = await handle.db.select().from(emailOutboxTable).where(eq(emailOutboxTable.id, id));
    expect(row.html).toBeNull();
    expect(row.text).toBeNull();
    expect(row.deferredBody).toEqual({
      template: "lead-notification",
      props: { lead, businessName: business.businessName, receivedAt: "2026-11-27T02:15:00.000Z", leadUrl },
    });
    expect(row.subject).toBe("New quote request #4217: Plumbing in Titirangi");
  });

  it("goes out rendered when the worker sends it: the same HTML and plain text a render at queuing would give", async () => {
    expect(await runOnceWith()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    const expected = renderedEmail(notification(), EMAIL_TEMPLATES);
    expect(mail.parsed.html?.trim()).toBe(expected.html.trim());
    expect(mail.parsed.text?.trim()).toBe(expected.text.trim());
    expect(mail.parsed.html).toContain(`href="${leadUrl}"`);
    expect(mail.parsed.html).toContain("Aroha &lt;i&gt;Walker&lt;/i&gt;");
    expect(mail.parsed.text).toContain("Received Friday, 27 November 2026 at 3:15 pm");
    const [row] = await handle.db.select({ status: emailOutboxTable.status }).from(emailOutboxTable);
    expect(row.status).toBe("sent");
  });

  it("whose template this build does not have fails its attempt, is kept for a retry, and goes out once a build has it", async () => {
    const [{ id }] = await queueEmails(handle.db, [notification()]);
    const before = smtp.messages.length;
    expect(await runOnceWith(templateBook())).toBe(1);
    const [failed] = await handle.db
      .select({ status: emailOutboxTable.status, lastError: emailOutboxTable.lastError })
      .from(emailOutboxTable)
      .where(eq(emailOutboxTable.id, id));
    expect(failed).toEqual({ status: "pending", lastError: 'no email template is named "lead-notification"' });
    const attempts = await handle.db.select().from(emailAttemptsTable).where(eq(emailAttemptsTable.emailId, id));
    expect(attempts.map((a) => a.outcome)).toEqual(["error"]);
    expect(smtp.messages).toHaveLength(before);

    // Due again now: the retry finds the template.
    await handle.db.update(emailOutboxTable).set({ nextAttemptAt: new Date() }).where(eq(emailOutboxTable.id, id));
    expect(await runOnceWith()).toBe(1);
    await smtp.waitFor(before + 1);
    const [sent] = await handle.db.select({ status: emailOutboxTable.status }).from(emailOutboxTable).where(eq(emailOutboxTable.id, id));
    expect(sent.status).toBe("sent");
  });
});

describe("the outbox", () => {
  it.each([
    ["no body at all", sql`null, null, null`],
    ["HTML without its plain text", sql`'<p>Hi</p>', null, null`],
  ])("refuses an email with %s", async (_, body) => {
    const insert = handle.db.execute(
      sql`insert into email_outbox (kind, "to", subject, html, text, deferred_body) values ('test', '["a@example.co.nz"]', 'Hi', ${body})`,
    );
    const refusal = await insert.then(
      () => null,
      (error: Error) => error,
    );
    expect((refusal?.cause as Error | undefined)?.message).toMatch(/email_outbox_has_a_body/);
    expect(await handle.db.$count(emailOutboxTable, eq(emailOutboxTable.subject, "Hi"))).toBe(0);
  });
});
