import { addDays, todayInAuckland } from "~/lib/clock";
import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { useStaffBrowserSuite } from "./suites";
import { postForm, sessionCookie } from "../helpers/auth";
import { sendFirstQuote } from "../helpers/staff-quotes";
import { axeViolations, DESKTOP, expectNoClassClashes, openPage, PHONE, waitForHydration, type PageWithErrors } from "../helpers/browser";

/*
 * axe on every admin page, at desktop and phone sizes: the pages before sign-in, then each
 * page of the admin area as an administrator sees it (the most controls), with a lead, a
 * tradie and a service open. Other files check pages in particular states (errors, dialogs,
 * skeletons); this one makes sure no page is left out, and that none is wider than the
 * window (staff on a phone never scroll a page sideways). One browser tab per size and
 * audience visits the pages in turn, each page its own test.
 */
const ADMIN = { name: "Ari Admin", email: "admin@axe-sweep.test", password: "axe-sweep-password-1", role: "admin" as const };
const suite = useStaffBrowserSuite(ADMIN, ["Hemi Walker"]);
// Each page is a test of its own: both workers take a share (each with its own tab, and its own server and records).
test.describe.configure({ mode: "parallel" });
// Price-list item 1; quote 1 sent (its page shows the quote as the customer sees it), quote 2 a draft (the builder).
test.beforeAll(async () => {
  const cookie = await sessionCookie(suite.url, ADMIN.email, ADMIN.password);
  const item = {
    code: "GUT-CLEAN-1",
    name: "Gutter clean",
    description: "",
    unit: "m",
    unitPrice: "12.50",
    amountsAre: "inclusive",
    service: "",
    active: "yes",
  };
  expect((await postForm(suite.url, "/admin/price-list/new", item, cookie)).status).toBe(302);
  await sendFirstQuote(suite.url, cookie);
  expect((await postForm(suite.url, "/admin/leads/1", { intent: "new-quote" }, cookie)).headers.get("location")).toBe("/admin/quotes/2");
  // A job with a visit offered to a tradie, for the job page and the schedule.
  expect((await postForm(suite.url, "/admin/leads/1", { intent: "new-job", title: "Tap washers" }, cookie)).headers.get("location")).toBe(
    "/admin/jobs/1",
  );
  const visit = {
    intent: "add-visit",
    day: VISIT_DAY,
    timing: "window",
    start: "08:00",
    end: "10:00",
    tradieId: "1",
    instructions: "Side gate.",
  };
  expect((await postForm(suite.url, "/admin/jobs/1", visit, cookie)).status).toBe(200);
  // A fortnightly plan for lead 1 with the price-list item, its first visits booked.
  const plan = {
    leadId: "1",
    title: "Gutter clean",
    "lines.0.itemId": "1",
    "lines.0.quantity": "1",
    "rules.0.frequency": "weekly",
    "rules.0.interval": "2",
    "rules.0.weekdays": "1",
    startsOn: VISIT_DAY,
    holidays: "move",
    timing: "window",
    start: "08:00",
    end: "12:00",
    billing: "per_visit",
  };
  expect((await postForm(suite.url, "/admin/plans/new", plan, cookie)).headers.get("location")).toBe("/admin/plans/1?notice=created");
});

const VISIT_DAY = addDays(todayInAuckland(), 1);
const SIGNED_OUT = ["/admin/login", "/admin/forgot-password", "/admin/reset-password?token=not-a-real-token"];
const SIGNED_IN = [
  "/admin/dashboard",
  "/admin/figures",
  "/admin/leads",
  "/admin/leads/1",
  "/admin/leads/new",
  "/admin/customers",
  "/admin/customers/1",
  "/admin/quotes",
  "/admin/quotes/1",
  "/admin/quotes/2",
  "/admin/jobs",
  "/admin/jobs/1",
  "/admin/schedule",
  `/admin/schedule?view=day&day=${VISIT_DAY}`,
  `/admin/schedule?view=month&day=${VISIT_DAY}`,
  "/admin/plans",
  "/admin/plans/new",
  "/admin/plans/new?lead=1",
  "/admin/plans/1",
  "/admin/invoices",
  "/admin/invoices/export",
  "/admin/reviews",
  "/admin/projects",
  "/admin/tradies",
  "/admin/tradies/new",
  "/admin/tradies/1",
  "/admin/applications",
  "/admin/settings",
  "/admin/settings/messages",
  "/admin/settings/messages/text-visit-reminder",
  "/admin/settings/messages/email-quote-sent",
  "/admin/services-management",
  "/admin/services-management/1",
  "/admin/services-management/new",
  "/admin/price-list",
  "/admin/price-list/new",
  "/admin/price-list/1",
  "/admin/areas-management",
  "/admin/areas-management/1",
  "/admin/areas-management/new",
  "/admin/audit",
  "/admin/email",
  "/admin/email/1",
  "/admin/messages",
  "/admin/staff",
  "/admin/account",
];

async function expectAccessible(tab: PageWithErrors, path: string) {
  tab.errors.length = 0;
  const response = await tab.page.goto(`${suite.url}${path}`);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(tab.page);
  await tab.page.getByRole("heading", { level: 1 }).first().waitFor();
  expect(await axeViolations(tab.page), path).toEqual([]);
  await expectNoClassClashes(tab.page, path);
  expect(tab.errors, path).toEqual([]);
  // Staff on a phone never scroll the page sideways: the document is no wider than the window.
  const overflow = await tab.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, path).toBeLessThanOrEqual(0);
}

for (const [size, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)
  test.describe(`every admin page on ${size}`, () => {
    test.describe("before sign-in", () => {
      let tab: PageWithErrors;
      test.beforeAll(async () => void (tab = await openPage(suite.browser, viewport)));
      test.afterAll(() => tab?.context.close());

      for (const path of SIGNED_OUT) test(`${path} has no axe violations`, () => expectAccessible(tab, path));
    });

    test.describe("for a signed-in administrator", () => {
      let tab: PageWithErrors;
      test.beforeAll(async () => {
        tab = await openPage(suite.browser, viewport);
        await signInTo(tab.page, suite.url, ADMIN, "/admin/dashboard");
      });
      test.afterAll(() => tab?.context.close());

      for (const path of SIGNED_IN) test(`${path} has no axe violations`, () => expectAccessible(tab, path));
    });
  });
