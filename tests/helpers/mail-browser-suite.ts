import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { SERVER_START_TIMEOUT_MS, sessionCookie, startServerWithStaff, type SeededServer, type SeedUser } from "./auth";
import { launchBrowser } from "./browser";
import { freePort } from "./server";
import { mailsTo, startSmtpCapture, type CapturedMail, type SmtpCapture } from "./smtp";

/**
 * For a browser test file whose people read their email: an SMTP capture on loopback, a server
 * that sends to it (mail and jobs polled every 100 ms, no minimum fill time), a Chromium, and the
 * staff member's session. `ready` runs once they are up (seed leads, jobs). Read the fields inside
 * tests, not at file load.
 */
export function useMailBrowserSuite(staff: SeedUser, ready: (suite: MailBrowserSuite) => Promise<void> = async () => {}) {
  const suite = {} as MailBrowserSuite;
  beforeAll(async () => {
    suite.smtp = await startSmtpCapture(await freePort());
    [suite.seeded, suite.browser] = await Promise.all([
      startServerWithStaff([staff], { SMTP_URL: suite.smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0" }),
      launchBrowser(),
    ]);
    suite.url = suite.seeded.server.url;
    suite.cookie = await sessionCookie(suite.url, staff.email, staff.password);
    suite.mails = (address, subject, count) => mailsTo(suite.smtp, address, subject, count);
    await ready(suite);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.seeded?.dispose();
    await suite.smtp?.close();
  });
  return suite;
}

export interface MailBrowserSuite {
  smtp: SmtpCapture;
  seeded: SeededServer;
  browser: Browser;
  url: string;
  cookie: string;
  /** The emails to an address whose subject matches, once there are `count` of them. */
  mails(address: string, subject: RegExp, count: number): Promise<CapturedMail[]>;
}
