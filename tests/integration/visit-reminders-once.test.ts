import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDueReminders } from "../../scripts/seed-visits";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { startServer, type TestServer } from "../helpers/server";
import { createSharedPostgres, type SharedPostgres } from "../helpers/shared-postgres";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * 1,000 visit reminders fall due at once on one PostgreSQL database served by two instances
 * (issue 18). One instance is killed with SIGKILL part-way; the other takes over what it held
 * once its short lease runs out. Every customer gets their reminder, each is queued exactly once,
 * and any copy the mail server saw twice (sent, then the instance died before recording it)
 * carries the same Message-ID, so mail systems keep one. The one exception is decision 0157: an
 * email the killed instance had begun to hand over whole (its last line was on its way) may or may
 * not have reached the server, so it is kept as "uncertain" for staff and never resent blindly; at
 * most the killed instance's batch can be in that state. PostgreSQL only (vitest.config.ts).
 */
const REMINDERS = 1_000;

let shared: SharedPostgres;
let smtp: SmtpCapture;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  shared = await createSharedPostgres("reminders");
  // A customer per visit, each told of their booking two hours ahead, each reminder due now.
  await seedDueReminders({ databaseUrl: shared.databaseUrl }, REMINDERS);
  smtp = await startSmtpCapture();
  const env = {
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    JOBS_POLL_MS: "100",
    JOBS_LEASE_SECONDS: "3",
    MAIL_LEASE_SECONDS: "3",
    SEED_DEMO: "false",
  };
  const { databaseUrl, dataDir } = shared;
  [one, two] = await Promise.all([startServer({ databaseUrl, dataDir, env }), startServer({ databaseUrl, dataDir, env })]);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await smtp?.close();
  await shared?.drop();
});

describe("1,000 due visit reminders on two instances, one killed part-way", () => {
  it("reach every customer, each queued once and delivered under one Message-ID", { timeout: 360_000 }, async () => {
    const reminders = () => smtp.messages.filter((m) => /^Reminder: we are coming/.test(m.parsed.subject ?? ""));
    await expect.poll(() => reminders().length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(150);
    await one.stop("SIGKILL");
    const uncertainRecipients = async () =>
      (
        await shared.sql(
          (sql) =>
            sql<Array<{ to: string }>>`select "to"->>0 as to from email_outbox where kind = 'visit-reminder' and status = 'uncertain'`,
        )
      ).map((row) => row.to);
    const reached = async () => new Set([...reminders().map((m) => m.envelopeTo[0]), ...(await uncertainRecipients())]).size;
    await expect.poll(reached, { timeout: 240_000, interval: 250 }).toBe(REMINDERS);
    expect((await uncertainRecipients()).length).toBeLessThanOrEqual(10);

    const byCustomer = new Map<string, Set<string>>();
    for (const mail of reminders()) {
      const ids = byCustomer.get(mail.envelopeTo[0]) ?? new Set<string>();
      ids.add(mail.parsed.messageId ?? "");
      byCustomer.set(mail.envelopeTo[0], ids);
    }
    expect([...byCustomer.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    const [counts] = await shared.sql(
      (sql) => sql<Array<{ queued: number; visits: number; done: number }>>`
        select (select count(*)::int from email_outbox where kind = 'visit-reminder') as queued,
               (select count(distinct subject_id)::int from email_outbox where kind = 'visit-reminder') as visits,
               (select count(*)::int from jobs where kind = 'visit.reminder' and status = 'done') as done`,
    );
    expect(counts).toEqual({ queued: REMINDERS, visits: REMINDERS, done: REMINDERS });
  });
});
