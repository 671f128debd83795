import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { startServerWithStaff, type SeededServer } from "../helpers/auth";
import { axeViolations, DESKTOP, openPage, type PageWithErrors } from "../helpers/browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * The business runs its own site: an admin changes the phone number and opening hours and
 * the public pages follow at once; an admin edits a service and reorders the home grid; a
 * manager can only look. Every admin page here is checked with axe.
 */

const PASSWORD = "settings-e2e-password-1";
const ADMIN = { email: "aroha@e2e.test", name: "Aroha Admin", role: "admin" as const };
const MANAGER = { email: "manu@e2e.test", name: "Manu Manager", role: "manager" as const };

let seeded: SeededServer;
let browser: Browser;
let url: string;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  seeded = await startServerWithStaff([ADMIN, MANAGER].map((u) => ({ ...u, password: PASSWORD })));
  url = seeded.server.url;
});
test.afterAll(async () => {
  await seeded?.dispose();
});

/** `expectedErrors`: console errors the test causes on purpose, such as a refused form's 400. */
async function withPage(run: (p: PageWithErrors) => Promise<void>, expectedErrors: string[] = []) {
  const opened = await openPage(browser, DESKTOP);
  try {
    await run(opened);
    expect(opened.errors).toEqual(expectedErrors);
  } finally {
    await opened.context.close();
  }
}

const signIn = (page: Page, email: string, then: string) => signInTo(page, url, { email, password: PASSWORD }, then);

/** Focuses a control and presses a key, as someone using the keyboard would. */
async function press(page: Page, name: string | RegExp, role: "button" | "checkbox", key: string) {
  await page.getByRole(role, { name }).focus();
  await page.keyboard.press(key);
}

interface PublicFacts {
  text: string;
  telLinks: string[];
  telephone: string;
  mondayOpens: string | undefined;
  sundayOpen: boolean;
}

/** What a visitor sees on a public page: text, call links and the business's structured data. */
async function publicFacts(path: string): Promise<PublicFacts> {
  return withVisitor(async (page) => {
    await page.goto(url + path);
    return page.evaluate(() => {
      const business = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? "{}"))
        .find((j) => j["@type"] === "HomeAndConstructionBusiness");
      const hours = business.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string }>;
      return {
        text: document.body.innerText,
        telLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map((a) => a.getAttribute("href")!),
        telephone: business.telephone,
        mondayOpens: hours.find((h) => h.dayOfWeek.includes("Monday"))?.opens,
        sundayOpen: hours.some((h) => h.dayOfWeek.includes("Sunday")),
      };
    });
  });
}

async function withVisitor<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

test.describe("settings", () => {
  test("an admin changes the phone number and opening hours, and the public pages show them on the next load", async () => {
    const before = await publicFacts("/contact");
    expect(before.text).toContain("09 280 4471");

    await withPage(
      async ({ page }) => {
        await signIn(page, ADMIN.email, "/admin/settings");
        expect(await axeViolations(page)).toEqual([]);

        // A wrong number is refused beside its field.
        await page.getByLabel("Phone number").fill("12345");
        await press(page, "Save settings", "button", "Enter");
        const phone = page.getByLabel("Phone number");
        await page.getByText("Enter the phone number as a New Zealand number").first().waitFor();
        expect(await phone.getAttribute("aria-invalid")).toBe("true");
        expect(await axeViolations(page)).toEqual([]);

        await page.getByLabel("Phone number").fill("09 555 0123");
        await page.getByLabel("Monday opens").fill("06:30");
        await press(page, "Closed on Sunday", "checkbox", "Space");
        await press(page, "Save settings", "button", "Enter");
        await page.getByText("Settings saved. The website shows them now.").waitFor();
      },
      ["Failed to load resource: the server responded with a status of 400 (Bad Request)"],
    );

    for (const path of ["/", "/contact"]) {
      const after = await publicFacts(path);
      expect(after.text, path).toContain("09 555 0123");
      expect(after.text, path).not.toContain("09 280 4471");
      expect(after.telLinks, path).toContain("tel:+6495550123");
      expect(after.telLinks, path).not.toContain("tel:+6492804471");
      expect(after.telephone, path).toBe("+6495550123");
      expect(after.mondayOpens, path).toBe("06:30");
      expect(after.sundayOpen, path).toBe(false);
    }
    expect((await publicFacts("/contact")).text).toMatch(/Mon\s+6:30 am – 6 pm/);
  });

  test("a manager can read the settings but not change them", async () => {
    await withPage(async ({ page }) => {
      await signIn(page, MANAGER.email, "/admin/settings");
      await page.getByText("Only an administrator can change them.").waitFor();
      expect(await page.getByLabel("Phone number").isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Save settings" }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

test.describe("services management", () => {
  const homeGrid = () =>
    withVisitor(async (page) => {
      await page.goto(url);
      const grid = page.locator('section[aria-labelledby="services-heading"]');
      return { names: await grid.locator("h3").allInnerTexts(), text: await grid.innerText() };
    });

  test("an admin edits a service's description and reorders the home grid, and the home page follows", async () => {
    expect((await homeGrid()).names.slice(0, 2)).toEqual(["Handyman", "Plumbing"]);

    await withPage(async ({ page }) => {
      await signIn(page, ADMIN.email, "/admin/services-management");
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("link", { name: "Handyman" }).click();
      await page.getByRole("heading", { level: 1, name: "Handyman" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("Short description").fill("Every small job around the house, sorted in one visit.");
      await press(page, "Save service", "button", "Enter");
      await page.getByText("Handyman has been saved.").waitFor();

      await page.getByRole("link", { name: "← All services" }).click();
      await page.getByRole("heading", { level: 1, name: "Services" }).waitFor();
      await press(page, "Move Plumbing up", "button", "Enter");
      await page.getByText("The order has been saved.").waitFor();
    });

    const grid = await homeGrid();
    expect(grid.names.slice(0, 2)).toEqual(["Plumbing", "Handyman"]);
    expect(grid.text).toContain("Every small job around the house, sorted in one visit.");
  });

  test("the audit trail shows the changes to an admin", async () => {
    await withPage(async ({ page }) => {
      await signIn(page, ADMIN.email, "/admin/audit");
      const main = page.locator("main");
      // The sign-in form hands over to the audit page client-side: wait for its entries to render.
      for (const action of ["settings.update", "service.update", "service.reorder"]) await main.getByText(action).first().waitFor();
      for (const action of ["settings.update", "service.update", "service.reorder"]) expect(await main.innerText()).toContain(action);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
