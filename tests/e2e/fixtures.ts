import { test as base, type Browser } from "@playwright/test";
import { SEED_TRADIES } from "~/features/tradies/seed";
import { postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, openPage, PHONE, type PageWithErrors } from "../helpers/browser";
import { crewLinkIn, crewSession } from "../helpers/crew";
import { expect, takeAssertionCount } from "../helpers/expect";
import { postQuote, validQuote } from "../helpers/quote";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { sendFirstQuote } from "../helpers/staff-quotes";

export { expect };

/** The staff of the worker's business: one password each, signed in by the fixtures below. */
export const STAFF = {
  admin: { name: "Ari Admin", email: "admin@e2e.test", password: "e2e-admin-password-1", role: "admin" as const },
  manager: { name: "Mia Manager", email: "manager@e2e.test", password: "e2e-manager-password-1", role: "manager" as const },
};
/** The first demo tradie, whom every new install seeds. */
export const TRADIE = { name: SEED_TRADIES[0].name, email: SEED_TRADIES[0].email! };
const SIGN_IN = /^Your sign-in link/;

export interface Site {
  url: string;
  seeded: SeededServer;
  /** The real SMTP server on loopback that receives every email this site sends. */
  smtp: SmtpCapture;
}

interface WorkerFixtures {
  /**
   * One production server per worker, with an administrator, a manager and the demo tradies,
   * its email going to a real SMTP server on loopback. Tests that share it make their own
   * records and find them by what they made (an email address, a name), since other files of
   * the same worker use it too. A story that counts from an empty business (lead #1,
   * INV-000001) starts its own with `startBusiness` or tests/e2e/suites.ts instead.
   */
  site: Site;
}

interface TestFixtures {
  /** A desktop tab signed in as the worker site's administrator. */
  adminPage: PageWithErrors;
  /** A desktop tab signed in as the worker site's manager. */
  managerPage: PageWithErrors;
  /** A phone tab signed in to the tradie portal as the first demo tradie, by the emailed link. */
  tradiePage: PageWithErrors;
  /** The link to a priced quote just sent to a new customer (`/q/{token}` on the worker's site). */
  customerLink: string;
  /** Counts each test's assertions into its annotations, for the run's summary. */
  countAssertions: void;
}

/** The environment every business under test runs with: email to the SMTP sink, background work polled often. */
export function businessEnv(smtp: SmtpCapture): Record<string, string> {
  return { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0", QUOTE_RATE_LIMIT_MAX: "1000" };
}

/** Starts a business of its own (a story that counts from empty): server, staff and SMTP sink. */
export async function startBusiness(
  staff: Parameters<typeof startServerWithStaff>[0],
  env: Record<string, string> = {},
): Promise<Site & { dispose(): Promise<void> }> {
  const smtp = await startSmtpCapture();
  const seeded = await startServerWithStaff(staff, { ...businessEnv(smtp), ...env });
  return {
    url: seeded.server.url,
    seeded,
    smtp,
    dispose: async () => {
      await seeded.dispose();
      await smtp.close();
    },
  };
}

async function tabWithCookie(browser: Browser, url: string, cookie: string, viewport = DESKTOP) {
  const tab = await openPage(browser, viewport);
  const [name, value] = cookie.split(/=(.*)/s);
  await tab.context.addCookies([{ name, value, url }]);
  return tab;
}

let customers = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const business = await startBusiness(Object.values(STAFF));
      await use(business);
      await business.dispose();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  adminPage: async ({ browser, site }, use) => {
    const tab = await tabWithCookie(browser, site.url, await sessionCookie(site.url, STAFF.admin.email, STAFF.admin.password));
    await use(tab);
    await tab.context.close();
  },
  managerPage: async ({ browser, site }, use) => {
    const tab = await tabWithCookie(browser, site.url, await sessionCookie(site.url, STAFF.manager.email, STAFF.manager.password));
    await use(tab);
    await tab.context.close();
  },
  tradiePage: async ({ browser, site }, use) => {
    const signInMails = () => site.smtp.messages.filter((m) => m.envelopeTo.includes(TRADIE.email) && SIGN_IN.test(m.parsed.subject ?? ""));
    const before = signInMails().length;
    expect((await postForm(site.url, "/crew/sign-in", { email: TRADIE.email })).status).toBe(200);
    const mail = (await mailsTo(site.smtp, TRADIE.email, SIGN_IN, before + 1)).at(-1)!;
    const { cookie } = await crewSession(site.url, crewLinkIn(mail));
    const tab = await tabWithCookie(browser, site.url, cookie, PHONE);
    await use(tab);
    await tab.context.close();
  },
  customerLink: async ({ site }, use, testInfo) => {
    const email = `customer-${testInfo.workerIndex}-${++customers}@e2e.test`;
    expect((await postQuote(site.url, validQuote({ name: "Kiri Customer", email, fillTimeMs: 20_000 }))).status).toBe(201);
    const cookie = await sessionCookie(site.url, STAFF.manager.email, STAFF.manager.password);
    const { token } = await sendFirstQuote(site.url, cookie, await leadIdFor(site.url, cookie, email));
    await use(`${site.url}/q/${token}`);
  },
  countAssertions: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use, testInfo) => {
      takeAssertionCount();
      await use();
      testInfo.annotations.push({ type: "assertions", description: String(takeAssertionCount()) });
    },
    { auto: true },
  ],
});

/** The id of the lead a customer's email filed, from the staff leads list's search. */
async function leadIdFor(url: string, cookie: string, email: string): Promise<number> {
  const res = await fetch(`${url}/admin/leads?q=${encodeURIComponent(email)}`, { headers: { cookie } });
  const id = /href="\/admin\/leads\/(\d+)"/.exec(await res.text())?.[1];
  if (!id) throw new Error(`no lead for ${email}`);
  return Number(id);
}
