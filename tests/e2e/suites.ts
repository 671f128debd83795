import type { Browser } from "@playwright/test";
import { sessionCookie, startServerWithStaff, type SeededServer, type SeedUser } from "../helpers/auth";
import { expect } from "../helpers/expect";
import { postQuote, validQuote } from "../helpers/quote";
import { startFakeTwilio } from "../helpers/fake-twilio";
import { mailsTo, startSmtpCapture, type CapturedMail, type SmtpCapture } from "../helpers/smtp";
import type { StaffAccount } from "../helpers/suite";
import { startBusiness, test, type Site } from "./fixtures";

/*
 * A browser test file that tells a story from an empty business (lead #1, INV-000001) starts a
 * server of its own in `test.beforeAll`, and reads the worker's Chromium from Playwright's
 * `browser` fixture. Read `suite.*` inside tests, not at file load. Files whose tests stand
 * alone use the worker's shared `site` fixture instead (tests/e2e/fixtures.ts).
 */

/**
 * A server of this file's own with these staff accounts (one password for all), each signed
 * in: `cookies.<key>` is that person's session cookie (as tests/helpers/suite.ts for vitest).
 */
export function useStaffServer<K extends string>(users: Record<K, StaffAccount>, password: string) {
  const staff = { cookies: {} as Record<K, string> } as { seeded: SeededServer; cookies: Record<K, string>; url(): string };
  staff.url = () => staff.seeded.server.url;
  test.beforeAll(async () => {
    staff.seeded = await startServerWithStaff(Object.values<StaffAccount>(users).map((u) => ({ ...u, password })));
    for (const key of Object.keys(users) as K[]) staff.cookies[key] = await sessionCookie(staff.url(), users[key].email, password);
  });
  test.afterAll(() => staff.seeded?.dispose());
  return staff;
}

/**
 * A server of this file's own with this member of staff and one lead per name (sent through
 * the quote form, so lead #1 is the first name), and the worker's Chromium.
 */
export function useStaffBrowserSuite(user: SeedUser & { name: string }, leadNames: string[]) {
  const suite = {} as { seeded: SeededServer; browser: Browser; url: string };
  test.beforeAll(async ({ browser }) => {
    suite.browser = browser;
    suite.seeded = await startServerWithStaff([user], { QUOTE_MIN_FILL_MS: "0" });
    suite.url = suite.seeded.server.url;
    for (const [i, name] of leadNames.entries()) {
      expect((await postQuote(suite.url, validQuote({ name, email: `lead${i + 1}@example.co.nz`, fillTimeMs: 20_000 }))).status).toBe(201);
    }
  });
  test.afterAll(async () => {
    await suite.seeded?.dispose();
  });
  return suite;
}

/**
 * The worker's shared site (tests/e2e/fixtures.ts) and Chromium, for a file whose tests stand
 * alone: each makes what it reads and finds it by what it made.
 */
export function useSite() {
  const suite = {} as { server: { url: string }; smtp: SmtpCapture; browser: Browser };
  test.beforeAll(({ site, browser }) => {
    suite.server = { url: site.url };
    suite.smtp = site.smtp;
    suite.browser = browser;
  });
  return suite;
}

export interface MailBrowserSuite extends Site {
  browser: Browser;
  /** The staff member's session cookie. */
  cookie: string;
  /** The emails to an address whose subject matches, once there are `count` of them. */
  mails(address: string, subject: RegExp, count: number): Promise<CapturedMail[]>;
}

/**
 * For a story whose people read their email: a business of this file's own (`startBusiness`:
 * an SMTP sink, mail and jobs polled often), the staff member's session and the worker's
 * Chromium. `ready` runs once they are up (seed leads, jobs). Read the fields inside tests.
 */
export function useMailBrowserSuite(staff: SeedUser, ready: (suite: MailBrowserSuite) => Promise<void> = async () => {}) {
  const suite = {} as MailBrowserSuite & { dispose(): Promise<void> };
  test.beforeAll(async ({ browser }) => {
    Object.assign(suite, await startBusiness([staff]), { browser });
    suite.cookie = await sessionCookie(suite.url, staff.email, staff.password);
    suite.mails = (address, subject, count) => mailsTo(suite.smtp, address, subject, count);
    await ready(suite);
  });
  test.afterAll(() => suite.dispose?.());
  return suite;
}

/** A server of a story's own that texts through the fake Twilio and mails to a capture, with these staff, polling fast. */
export async function startTextingServer(users: SeedUser[]) {
  const [fake, smtp] = await Promise.all([startFakeTwilio(), startSmtpCapture()]);
  const seeded = await startServerWithStaff(users, {
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    JOBS_POLL_MS: "100",
    QUOTE_MIN_FILL_MS: "0",
    ...fake.env,
  });
  return {
    fake,
    smtp,
    seeded,
    async close() {
      await seeded.dispose();
      await smtp.close();
      await fake.close();
    },
  };
}
