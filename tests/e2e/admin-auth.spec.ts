import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { INVALID_CREDENTIALS_MESSAGE } from "~/features/auth/schema";
import { ADMIN_NAV } from "~/layout/admin/admin-nav";
import { startServerWithStaff, type SeededServer } from "../helpers/auth";
import { axeViolations, DESKTOP, openPage, PHONE, waitForHydration, type PageWithErrors } from "../helpers/browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password-1" };

/** The heading each sidebar page shows. */
const HEADINGS: Record<string, string> = {
  "/admin/dashboard": "Today",
  "/admin/leads": "Leads",
  "/admin/customers": "Customers",
  "/admin/quotes": "Quotes",
  "/admin/jobs": "Jobs",
  "/admin/schedule": "Schedule",
  "/admin/timesheets": "Timesheets",
  "/admin/plans": "Maintenance plans",
  "/admin/invoices": "Invoices",
  "/admin/payments": "Card payments",
  "/admin/reviews": "Reviews",
  "/admin/projects": "Gallery",
  "/admin/tradies": "Tradies",
  "/admin/applications": "Applications",
  "/admin/services-management": "Services",
  "/admin/price-list": "Price list",
  "/admin/areas-management": "Areas",
  "/admin/settings": "Settings",
  "/admin/staff": "Staff",
  "/admin/figures": "Figures",
  "/admin/audit": "Audit trail",
  "/admin/email": "Email",
  "/admin/messages": "Messages",
  "/admin/account": "My account",
};

let seeded: SeededServer;
let browser: Browser;
let url: string;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  seeded = await startServerWithStaff([{ ...ADMIN, name: "Tama Wiremu", role: "admin" }]);
  url = seeded.server.url;
});
test.afterAll(async () => {
  await seeded?.dispose();
});

async function withPage(viewport: typeof DESKTOP, run: (p: PageWithErrors) => Promise<void>) {
  const opened = await openPage(browser, viewport);
  try {
    await run(opened);
  } finally {
    await opened.context.close();
  }
}

async function signInWithMouse(page: Page) {
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** React Router updates the address before it renders the next page; wait for the page itself. */
const waitForHeading = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector("h1")?.textContent === t, text);

test.describe("signing in and out", () => {
  test("signs in, reaches every admin page from the sidebar, and signs out back to the sign-in page", async () => {
    await withPage(DESKTOP, async ({ page, errors }) => {
      await page.goto(`${url}/admin`);
      expect(new URL(page.url()).pathname).toBe("/admin/login");
      await waitForHydration(page);
      await signInWithMouse(page);
      await page.waitForURL(`${url}/admin/dashboard`);
      await waitForHeading(page, "Today");
      await page.getByText("Tama Wiremu").first().waitFor({ state: "visible" });

      const sidebar = page.getByRole("navigation", { name: "Admin" });
      for (const item of ADMIN_NAV) {
        expect(HEADINGS[item.to], `the heading of ${item.to}`).toBeDefined();
        await sidebar.getByRole("link", { name: item.label }).click();
        await page.waitForURL(url + item.to);
        await waitForHeading(page, HEADINGS[item.to]);
      }

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(/\/admin\/login/);
      expect(new URL(page.url()).pathname).toBe("/admin/login");
      await page.getByText("You have signed out.").waitFor({ state: "visible" });

      await page.goto(`${url}/admin/dashboard`);
      expect(new URL(page.url()).pathname).toBe("/admin/login");
      expect(errors).toEqual([]);
    });
  });

  test("sends a signed-out visitor to sign in, then back to the page they asked for", async () => {
    await withPage(DESKTOP, async ({ page, errors }) => {
      await page.goto(`${url}/admin/staff`);
      expect(page.url()).toBe(`${url}/admin/login?redirectTo=%2Fadmin%2Fstaff`);
      await waitForHydration(page);
      await signInWithMouse(page);
      await page.waitForURL(`${url}/admin/staff`);
      await waitForHeading(page, "Staff");
      await page.getByRole("cell", { name: /admin@e2e\.test/ }).waitFor({ state: "visible" });
      expect(errors).toEqual([]);
    });
  });

  test("signs in with the keyboard alone", async () => {
    await withPage(DESKTOP, async ({ page, errors }) => {
      await page.goto(`${url}/admin/login`);
      await waitForHydration(page);
      const focusedLabel = () =>
        page.evaluate(
          () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.textContent,
        );
      expect(await focusedLabel()).toBe("Email");
      await page.keyboard.type(ADMIN.email);
      await page.keyboard.press("Tab");
      expect(await focusedLabel()).toBe("Password");
      await page.keyboard.type(ADMIN.password);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${url}/admin/dashboard`);
      await waitForHeading(page, "Today");
      expect(errors).toEqual([]);
    });
  });

  test("shows a wrong password's error on the form, in plain words", async () => {
    await withPage(DESKTOP, async ({ page }) => {
      await page.goto(`${url}/admin/login`);
      await waitForHydration(page);
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill("not-my-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert").textContent()).resolves.toContain(INVALID_CREDENTIALS_MESSAGE);
      expect(new URL(page.url()).pathname).toBe("/admin/login");
    });
  });

  test("shows a spinner while the next admin page loads", async () => {
    await withPage(DESKTOP, async ({ page, errors }) => {
      await page.goto(`${url}/admin/login`);
      await waitForHydration(page);
      await signInWithMouse(page);
      await page.waitForURL(`${url}/admin/dashboard`);

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/admin/leads.data*", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
      const spinner = page.locator("main [role=status]", { hasText: "Loading" });
      await spinner.waitFor({ state: "visible" });
      expect(await page.locator("main").getAttribute("aria-busy")).toBe("true");
      release();
      await waitForHeading(page, "Leads");
      await spinner.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    });
  });
});

test.describe("accessibility", () => {
  test("the sign-in page has no axe violations", async () => {
    await withPage(DESKTOP, async ({ page, errors }) => {
      await page.goto(`${url}/admin/login`, { waitUntil: "networkidle" });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      expect(await page.locator("header").count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    test(`the admin layout has no axe violations on ${name}, and its menu works`, async () => {
      await withPage(viewport, async ({ page, errors }) => {
        await page.goto(`${url}/admin/login`);
        await waitForHydration(page);
        await signInWithMouse(page);
        await page.waitForURL(`${url}/admin/dashboard`);
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
        if (viewport === PHONE) {
          await page.getByRole("button", { name: "Open admin menu" }).click();
          const menu = page.getByRole("dialog", { name: "Admin menu" });
          await menu.waitFor({ state: "visible" });
          expect(await axeViolations(page)).toEqual([]);
          await menu.getByRole("link", { name: "Tradies" }).click();
          await page.waitForURL(`${url}/admin/tradies`);
          await menu.waitFor({ state: "detached" });
        } else {
          await page.getByRole("navigation", { name: "Admin" }).waitFor({ state: "visible" });
        }
        expect(errors).toEqual([]);
      });
    });
});
