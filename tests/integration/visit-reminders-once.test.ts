import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * 1,000 visit reminders fall due at once on one PostgreSQL database served by two instances
 * (issue 18). One instance is killed with SIGKILL part-way; the other takes over what it held
 * once its short lease runs out. Every customer gets their reminder, each is queued exactly once,
 * and any copy the mail server saw twice (sent, then the instance died before recording it)
 * carries the same Message-ID, so mail systems keep one. PostgreSQL only, in both runs of the suite.
 */
const BASE = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REMINDERS = 1_000;

let databaseName: string;
let databaseUrl: string;
let smtp: SmtpCapture;
let one: TestServer;
let two: TestServer;
let dataDir: string;

async function withSql<T>(url: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

beforeAll(async () => {
  databaseName = `reminders_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withSql(BASE, (sql) => sql.unsafe(`create database ${databaseName}`));
  const url = new URL(BASE);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  dataDir = await mkdtemp(path.join(tmpdir(), "hpm-reminders-"));
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  // A customer per visit, each told of their booking two hours ahead, each reminder due now.
  await withSql(databaseUrl, async (sql) => {
    await sql`insert into leads (service, preferred_date, preferred_time, name, email, phone, address, suburb, message)
      select 'Gutter Cleaning', current_date, 'Morning', 'Customer ' || i, 'customer' || i || '@reminders.test', '021 555 0100', i || ' Kauri Road', 'Albany', ''
      from generate_series(1, ${REMINDERS}) i`;
    await sql`insert into visits (lead_id, day, timing, start_minute, end_minute, starts_at, ends_at, status, customer_told_at)
      select id, (now() at time zone 'Pacific/Auckland' + interval '2 hours')::date, 'fixed', 600, 660,
             now() + interval '2 hours', now() + interval '3 hours', 'scheduled', now()
      from leads`;
    await sql`insert into jobs (kind, payload, run_at, dedupe_key, subject_type, subject_id)
      select 'visit.reminder', jsonb_build_object('visitId', id, 'sequence', 0), now(), 'visit-reminder:' || id || ':0', 'visit', id from visits`;
  });
  smtp = await startSmtpCapture();
  const env = {
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    JOBS_POLL_MS: "100",
    JOBS_LEASE_SECONDS: "3",
    MAIL_LEASE_SECONDS: "3",
    SEED_DEMO: "false",
  };
  [one, two] = await Promise.all([startServer({ databaseUrl, dataDir, env }), startServer({ databaseUrl, dataDir, env })]);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await smtp?.close();
  await withSql(BASE, (sql) => sql.unsafe(`drop database if exists ${databaseName} with (force)`));
  await rm(dataDir, { recursive: true, force: true });
});

describe("1,000 due visit reminders on two instances, one killed part-way", () => {
  it("reach every customer, each queued once and delivered under one Message-ID", { timeout: 180_000 }, async () => {
    const reminders = () => smtp.messages.filter((m) => /^Reminder: we are coming/.test(m.parsed.subject ?? ""));
    await expect.poll(() => reminders().length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(150);
    await one.stop("SIGKILL");
    await expect.poll(() => new Set(reminders().map((m) => m.envelopeTo[0])).size, { timeout: 120_000, interval: 250 }).toBe(REMINDERS);

    const byCustomer = new Map<string, Set<string>>();
    for (const mail of reminders()) {
      const ids = byCustomer.get(mail.envelopeTo[0]) ?? new Set<string>();
      ids.add(mail.parsed.messageId ?? "");
      byCustomer.set(mail.envelopeTo[0], ids);
    }
    expect([...byCustomer.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    const [counts] = await withSql(
      databaseUrl,
      (sql) => sql<Array<{ queued: number; visits: number; done: number }>>`
        select (select count(*)::int from email_outbox where kind = 'visit-reminder') as queued,
               (select count(distinct subject_id)::int from email_outbox where kind = 'visit-reminder') as visits,
               (select count(*)::int from jobs where kind = 'visit.reminder' and status = 'done') as done`,
    );
    expect(counts).toEqual({ queued: REMINDERS, visits: REMINDERS, done: REMINDERS });
  });
});
