import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInTo, useStaffBrowserSuite } from "../helpers/admin-browser";
import { axeViolations, DESKTOP, openPage, PHONE, waitForHydration } from "../helpers/browser";

/*
 * axe on every admin page, at desktop and phone sizes: the pages before sign-in, then each
 * page of the admin area as an administrator sees it (the most controls), with a lead, a
 * tradie and a service open. Other files check pages in particular states (errors, dialogs,
 * skeletons); this one makes sure no page is left out.
 */
const ADMIN = { name: "Ari Admin", email: "admin@axe-sweep.test", password: "axe-sweep-password-1", role: "admin" as const };
const suite = useStaffBrowserSuite(ADMIN, ["Hemi Walker"]);

const SIGNED_OUT = ["/admin/login", "/admin/forgot-password", "/admin/reset-password?token=not-a-real-token"];
const SIGNED_IN = [
  "/admin/dashboard",
  "/admin/leads",
  "/admin/leads/1",
  "/admin/tradies",
  "/admin/tradies/new",
  "/admin/applications",
  "/admin/settings",
  "/admin/services-management",
  "/admin/services-management/1",
  "/admin/services-management/new",
  "/admin/audit",
  "/admin/staff",
  "/admin/account",
];

async function expectAccessible(page: Page, path: string, errors: string[]) {
  const response = await page.goto(`${suite.url}${path}`);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  expect(await axeViolations(page), path).toEqual([]);
  expect(errors, path).toEqual([]);
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("every admin page on %s", (_size, viewport) => {
  it("has no axe violations before sign-in", async () => {
    const { context, page, errors } = await openPage(suite.browser, viewport);
    try {
      for (const path of SIGNED_OUT) await expectAccessible(page, path, errors);
    } finally {
      await context.close();
    }
  });

  it("has no axe violations for a signed-in administrator, on lists and on single records", async () => {
    const { context, page, errors } = await openPage(suite.browser, viewport);
    try {
      await signInTo(page, suite.url, ADMIN, "/admin/dashboard");
      for (const path of SIGNED_IN) await expectAccessible(page, path, errors);
      // A tradie's own page: the first one the list links to.
      await page.goto(`${suite.url}/admin/tradies`);
      const tradie = await page.locator('main a[href^="/admin/tradies/"]:not([href$="/new"])').first().getAttribute("href");
      expect(tradie).toMatch(/^\/admin\/tradies\/\d+$/);
      await expectAccessible(page, tradie!, errors);
    } finally {
      await context.close();
    }
  });
});
