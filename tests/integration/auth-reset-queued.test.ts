import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_START_TIMEOUT_MS, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { queryAfterStop } from "../helpers/quote";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * Forgot-password must not tell, by how long it takes, whether an address has an account
 * (a real staff address answered in 11.8 ms against 9.3 ms). The request now does the same
 * work for any address, a rate-limit check and a queued job, and the account is looked up
 * in the job. Shown here with a web-only instance (BACKGROUND_WORK=off): after both requests
 * the database holds two identical jobs and nothing about the account; an instance with
 * background work then sends the one email.
 */
const REAL = { email: "real@reset.test", password: "reset-password-123", role: "manager" as const };
const UNKNOWN = "nobody@reset.test";
let seeded: SeededServer;
let smtp: SmtpCapture;
let worker: TestServer | undefined;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  seeded = await startServerWithStaff([REAL], { BACKGROUND_WORK: "off", TRUSTED_PROXIES: "127.0.0.1" });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await worker?.dispose();
  await seeded?.dispose();
  await smtp?.close();
});

const requestReset = (email: string, client: string) =>
  fetch(`${seeded.server.url}/api/auth/request-password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: seeded.server.url, "x-forwarded-for": client },
    body: JSON.stringify({ email }),
  });

describe("forgot password", () => {
  // Three server starts on one database: on a loaded PGlite run they took over the 60 s a test gets.
  it(
    "does the same work for an address with an account as for one without, and emails only the account",
    { timeout: SERVER_START_TIMEOUT_MS },
    async () => {
      const [real, unknown] = [await requestReset(REAL.email, "10.30.0.1"), await requestReset(UNKNOWN, "10.30.0.2")];
      expect(real.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await real.json()).toEqual(await unknown.json());

      const { server } = seeded;
      const jobs = await queryAfterStop<{ kind: string; status: string; email: string }>(
        server,
        // The reset jobs only: an instance doing background work also queues the plans' daily horizon.
        "select kind, status, payload->>'email' as email from jobs where kind = 'auth.password-reset' order by id",
      );
      expect(jobs).toEqual([
        { kind: "auth.password-reset", status: "pending", email: REAL.email },
        { kind: "auth.password-reset", status: "pending", email: UNKNOWN },
      ]);

      // Nothing was looked up or made for the real account while the page answered.
      worker = await startServer({ dataDir: server.dataDir, databaseUrl: server.databaseUrl, env: { BACKGROUND_WORK: "off" } });
      const before = await queryAfterStop<{ tokens: number; emails: number }>(
        worker,
        "select (select count(*)::int from auth_verifications) as tokens, (select count(*)::int from email_outbox) as emails",
      );
      expect(before).toEqual([{ tokens: 0, emails: 0 }]);

      // An instance that runs background work sends the one email.
      worker = await startServer({
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
        env: { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100" },
      });
      const [mail] = await smtp.waitFor(1);
      expect(mail.envelopeTo).toEqual([REAL.email]);
      await new Promise((r) => setTimeout(r, 1000));
      expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[REAL.email]]);
      const after = await queryAfterStop<{ status: string }>(
        worker,
        "select status from jobs where kind = 'auth.password-reset' order by id",
      );
      expect(after).toEqual([{ status: "done" }, { status: "done" }]);
    },
  );
});
