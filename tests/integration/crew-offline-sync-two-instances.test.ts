import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAccount, replaceRole } from "~/features/auth/staff-accounts.server";
import { todayInAuckland } from "~/lib/clock";
import { SERVER_START_TIMEOUT_MS, sessionCookie } from "../helpers/auth";
import { bookVisitTheTradieAccepts } from "../helpers/crew";
import { minutesAgo, syncTap, tapKey } from "../helpers/offline-sync";
import { postQuote, validQuote } from "../helpers/quote";
import { createSharedPostgres, type SharedPostgres } from "../helpers/shared-postgres";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * Replayed taps (docs/decisions/0229) on two instances of the app sharing one PostgreSQL
 * database, as behind a load balancer: the same tap sent to both at once applies once; and an
 * instance killed (kill -9) while it applies a tap leaves neither the tap nor its key, so the
 * phone's next send, to the other instance, applies it once. The test holds the visit's row so
 * that every request is in flight together. PGlite is one process, so this file always uses the
 * PostgreSQL server.
 */
const PASSWORD = "crew-sync-two-1";
const ADMIN = "admin@crew-sync-two.test";

let shared: SharedPostgres;
let sql: postgres.Sql;
let smtp: SmtpCapture;
let one: TestServer;
let two: TestServer;
const visits = {} as Record<"one" | "two", { path: string; id: number; cookie: string }>;

beforeAll(async () => {
  shared = await createSharedPostgres("sync", async (handle) => {
    const id = await insertAccount(handle.db, { name: "Ana Admin", email: ADMIN, password: PASSWORD });
    await replaceRole(handle.db, id!, "admin");
  });
  sql = postgres(shared.databaseUrl, { max: 3, onnotice: () => {} });
  smtp = await startSmtpCapture();
  const env = { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100" };
  const options = { databaseUrl: shared.databaseUrl, dataDir: shared.dataDir, env };
  [one, two] = await Promise.all([startServer(options), startServer(options)]);
  const admin = await sessionCookie(one.url, ADMIN, PASSWORD);
  for (const [leadId, key, tradieEmail, tradieId] of [
    [1, "one", "aroha.ngata@example.co.nz", 1],
    [2, "two", "sam.patel@example.co.nz", 2],
  ] as const) {
    expect((await postQuote(one.url, validQuote({ email: `${key}@crew-sync-two.test`, fillTimeMs: 20_000 }))).status).toBe(201);
    const booked = await bookVisitTheTradieAccepts(one.url, admin, smtp, {
      leadId,
      title: `Two instances ${leadId}`,
      day: todayInAuckland(),
      tradieEmail,
      tradieId,
    });
    visits[key] = { path: booked.visitPath, id: Number(booked.visitPath.split("/").at(-1)), cookie: booked.tradieCookie };
  }
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await smtp?.close();
  await sql?.end();
  await shared?.drop();
});

/** Holds the visit's row until `release` is called: a tap that moves the visit waits for it. */
async function holdVisit(visitId: number): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = sql.begin(async (tx) => {
    await tx`select id from visits where id = ${visitId} for update`;
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

/** Statements of other connections waiting for a lock, on this database. */
async function waitingOnLocks(): Promise<number> {
  const [{ n }] = await sql<Array<{ n: number }>>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
  return n;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const counts = async (visitId: number, tradieId: number, key: string) => {
  const [row] = await sql<Array<{ work: number; started: number; keys: number; status: string }>>`
    select (select count(*)::int from time_entries where visit_id = ${visitId} and kind = 'work') as work,
           (select count(*)::int from job_events where visit_id = ${visitId} and detail like '%: Started') as started,
           (select count(*)::int from crew_offline_taps where tradie_id = ${tradieId} and idempotency_key = ${key}) as keys,
           (select status from visits where id = ${visitId}) as status`;
  return row;
};

describe("replayed taps on two instances", () => {
  it("applies a tap sent to both instances at once exactly once", async () => {
    const { path, id, cookie } = visits.one;
    const key = tapKey();
    const at = minutesAgo(12);
    const release = await holdVisit(id);
    const sends = Array.from({ length: 8 }, (_, i) =>
      syncTap((i % 2 ? two : one).url, path, cookie, key, { intent: "started", early: "yes" }, at),
    );
    // One request claimed the key and waits for the visit; the others wait for its claim.
    await until(async () => (await waitingOnLocks()) >= 2, "requests waiting on the visit and on the key");
    await release();
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await counts(id, 1, key)).toEqual({ work: 1, started: 1, keys: 1, status: "started" });
    const [{ startedAt }] = await sql<Array<{ startedAt: Date }>>`
      select started_at as "startedAt" from time_entries where visit_id = ${id} and kind = 'work'`;
    expect(startedAt.getTime()).toBe(at.getTime());
  });

  it("leaves nothing when the instance applying a tap is killed, and the next send applies it once", async () => {
    const { path, id, cookie } = visits.two;
    const key = tapKey();
    const at = minutesAgo(7);
    const release = await holdVisit(id);
    const first = syncTap(one.url, path, cookie, key, { intent: "started", early: "yes" }, at).catch(() => null);
    await until(async () => (await waitingOnLocks()) >= 1, "the tap waiting on the visit");
    await one.stop("SIGKILL");
    expect(await first).toBeNull();
    await release();
    // The killed instance's transaction never commits: its connection ends without a COMMIT.
    await until(async () => (await waitingOnLocks()) === 0, "the killed instance's statement to end");
    await until(
      async () =>
        (await sql`select 1 from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`).length === 0,
      "the killed instance's transaction to end",
    );
    expect(await counts(id, 2, key)).toEqual({ work: 0, started: 0, keys: 0, status: "scheduled" });
    // The phone got no answer, so it sends the tap again: to the instance still up.
    const again = await syncTap(two.url, path, cookie, key, { intent: "started", early: "yes" }, at);
    expect({ status: again.status, replayed: again.replayed, ok: again.body.ok }).toEqual({ status: 200, replayed: false, ok: true });
    const third = await syncTap(two.url, path, cookie, key, { intent: "started", early: "yes" }, at);
    expect({ status: third.status, replayed: third.replayed }).toEqual({ status: 200, replayed: true });
    expect(await counts(id, 2, key)).toEqual({ work: 1, started: 1, keys: 1, status: "started" });
  });
});
