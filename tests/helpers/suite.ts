import { afterAll, beforeAll, expect } from "vitest";
import type { StaffRole } from "~/features/auth/roles";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { SERVER_START_TIMEOUT_MS, sessionCookie, startServerWithStaff, type SeededServer } from "./auth";
import { createFolderAndDatabase, startServer, type FolderAndDatabase, type TestServer } from "./server";
import { startSmtpCapture, type SmtpCapture } from "./smtp";

/**
 * Starts one server for a test file and stops it after it. Read `suite.server` inside tests,
 * not at file load. (Browser test files have their own, in tests/e2e/suites.ts.)
 */
export function useTestServer(options: { env?: Record<string, string> } = {}) {
  const suite = {} as { server: TestServer };
  beforeAll(async () => {
    suite.server = await startServer({ env: options.env });
  });
  afterAll(async () => {
    await suite.server?.dispose();
  });
  return suite;
}

export interface StaffAccount {
  email: string;
  name: string;
  role: StaffRole | null;
}

/**
 * Starts one server for a test file with these staff accounts (one password for all) and
 * signs each of them in: `cookies.<key>` is that person's session cookie. `env` is read when
 * the server starts, so it may use what an earlier beforeAll set up (an SMTP server's address).
 */
export function useStaffServer<K extends string>(
  users: Record<K, StaffAccount>,
  password: string,
  env: () => Record<string, string> = () => ({}),
) {
  const staff = { cookies: {} as Record<K, string> } as { seeded: SeededServer; cookies: Record<K, string>; url(): string };
  staff.url = () => staff.seeded.server.url;
  beforeAll(async () => {
    staff.seeded = await startServerWithStaff(
      Object.values<StaffAccount>(users).map((u) => ({ ...u, password })),
      env(),
    );
    for (const key of Object.keys(users) as K[]) staff.cookies[key] = await sessionCookie(staff.url(), users[key].email, password);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => staff.seeded?.dispose());
  return staff;
}

/**
 * A fresh, migrated database opened in the test process for a test file (PGlite in a
 * temporary folder, or a new PostgreSQL database when DATABASE_URL is set), closed and
 * removed after it. Read `db.handle` inside tests, not at file load.
 */
export function useMigratedDatabase() {
  const db = {} as { handle: DatabaseHandle };
  let database: FolderAndDatabase | undefined;
  beforeAll(async () => {
    database = await createFolderAndDatabase();
    db.handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await db.handle.migrate();
  });
  afterAll(async () => {
    await db.handle?.close();
    await database?.drop();
  });
  return db;
}

/** The environment of a server whose emails and jobs go out at once, to this SMTP capture. */
const mailingEnv = (smtp: SmtpCapture) => ({ SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100" });

/**
 * A loopback SMTP server for the test file, started before its server (whose environment names
 * it) and closed after it. Read `mail.smtp` inside tests.
 */
function useSmtpCapture() {
  const mail = {} as { smtp: SmtpCapture };
  beforeAll(async () => void (mail.smtp = await startSmtpCapture()));
  afterAll(() => mail.smtp?.close());
  return mail;
}

/** useStaffServer whose emails go to a loopback SMTP server of the file's own (`mail.smtp`). */
export function useStaffServerWithMail<K extends string>(
  users: Record<K, StaffAccount>,
  password: string,
  env: Record<string, string> = {},
) {
  const mail = useSmtpCapture();
  const staff = useStaffServer(users, password, () => ({ ...mailingEnv(mail.smtp), ...env }));
  return { staff, mail };
}

/** useTestServer whose emails go to a loopback SMTP server of the file's own (`mail.smtp`). */
export function useTestServerWithMail(env: Record<string, string> = {}) {
  const mail = useSmtpCapture();
  const suite = useTestServer({
    get env() {
      return { ...mailingEnv(mail.smtp), ...env };
    },
  });
  return { suite, mail };
}

/** After the file: the server logged no error, whatever the tests threw at it. */
export function expectNoErrorsLogged(server: () => TestServer) {
  afterAll(() => {
    const errors = server()
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":50'));
    expect(errors).toEqual([]);
  });
}
