import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { useStaffBrowserSuite } from "./suites";
import { axeViolations, DESKTOP, expectNoClassClashes, openPage, waitForHydration, type PageWithErrors } from "../helpers/browser";
import { quoteDialog } from "../helpers/quote-browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * An administrator adds a service from the keyboard, a visitor finds its page (and its quote
 * button preselects the chosen quote form service), then the administrator deletes it and its
 * address leads to /services. Both admin pages are checked with axe, with and without errors.
 */

const ADMIN = { name: "Aroha Admin", email: "aroha@services-e2e.test", password: "services-e2e-password-1", role: "admin" as const };
const suite = useStaffBrowserSuite(ADMIN, []);
const tabsToClose: PageWithErrors[] = [];
test.afterEach(async () => {
  for (const tab of tabsToClose.splice(0)) await tab.context.close();
});

/** The add form's fields, by label, as an admin types them. */
const NEW_SERVICE: Array<[string, string]> = [
  ["Name", "Deck Repairs"],
  ["Short description", "Loose boards, rotten joists and tired decks made safe and smart again."],
  ["Page path (optional)", "/deck-repairs"],
  ["Search result title", "Deck Repairs Auckland | Harbourside"],
  ["Page heading", "Deck repairs in Auckland"],
  [
    "Search result description",
    "Deck repairs across Auckland: loose boards, rotten joists and wobbly balustrades fixed by vetted local builders.",
  ],
  ["Introduction", "A tired deck is a hazard. We replace what has rotted and tighten what has loosened."],
  ["What is included", "Board replacement\nJoist and bearer repairs\nBalustrade checks"],
  [
    "How it works",
    "Tell us\nDescribe the deck and send photos.\n\nWe quote\nA fixed price after a look.\n\nWe fix it\nOn the day that suits you.",
  ],
  ["Details", "Timber\nWe match treated pine or hardwood to what you have."],
  ["Pricing note", "Most repairs are quoted as a fixed price."],
  [
    "Questions and answers",
    "Do you build new decks?\nYes, as well as repairing old ones.\n\nDo I need a consent?\nOnly for high decks; we will tell you.\n\nHow long does it take?\nMost repairs take a day.",
  ],
];

/** Focuses a control and presses a key, as someone using the keyboard would. */
async function press(page: Page, role: "button" | "checkbox" | "link", name: string | RegExp, key: string) {
  await page.getByRole(role, { name }).focus();
  await page.keyboard.press(key);
}

/** Chooses an option of a focused select with the keyboard: typing its first letters selects it. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(option);
  expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(option);
}

test.describe("adding and deleting a service in a browser", () => {
  test("an admin adds a service, a visitor sees it, the admin deletes it and its address leads to /services", async () => {
    const { url } = suite;
    const [admin, visitor] = await Promise.all([openPage(suite.browser, DESKTOP), openPage(suite.browser, DESKTOP)]);
    tabsToClose.push(admin, visitor);
    const { page, errors } = admin;

    await signInTo(page, url, ADMIN, "/admin/services-management");
    await press(page, "link", "Add a service", "Enter");
    await page.getByRole("heading", { level: 1, name: "Add a service" }).waitFor();
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoClassClashes(page, page.url());

    // An empty form is refused, with each message beside its field.
    await press(page, "button", "Add service", "Enter");
    await page.getByRole("alert").getByText("Choose the quote form service from the list").waitFor();
    await page.getByRole("alert").getByText("Choose an icon from the list").waitFor();
    expect(await page.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await expectNoClassClashes(page, page.url());

    for (const [label, value] of NEW_SERVICE) await page.getByLabel(label, { exact: true }).fill(value);
    await choose(page, "Icon", "hammer");
    await choose(page, "Quote form service", "Carpentry");
    await press(page, "checkbox", /^Published/, "Space");
    await press(page, "button", "Add service", "Enter");
    await page.getByText("Deck Repairs has been added. It is on the website now at /deck-repairs.").waitFor();
    expect(page.url()).toMatch(new RegExp(`^${url}/admin/services-management/\\d+\\?notice=created$`));
    const servicePage = page.url().split("?")[0];

    // A visitor finds it from the services list, and its quote button preselects the chosen service.
    await visitor.page.goto(`${url}/services`);
    await waitForHydration(visitor.page);
    await visitor.page.getByRole("main").getByRole("link", { name: "Deck Repairs details" }).click();
    await visitor.page.getByRole("heading", { level: 1, name: "Deck repairs in Auckland" }).waitFor();
    expect(visitor.page.url()).toBe(`${url}/deck-repairs`);
    await visitor.page.getByRole("button", { name: "Get a Free Deck Repairs Quote" }).click();
    expect(await quoteDialog(visitor.page).getByLabel("Service").inputValue()).toBe("Carpentry");

    // The edit page, with the delete panel at its foot.
    const panel = page.getByRole("region", { name: "Delete this service" });
    await panel.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoClassClashes(page, page.url());
    await panel.getByLabel('Type "delete" to confirm').fill("remove");
    await press(page, "button", "Delete Deck Repairs", "Enter");
    await panel.getByText('Type "delete" to confirm.').waitFor();
    expect(await panel.getByLabel('Type "delete" to confirm').getAttribute("aria-invalid")).toBe("true");
    expect(page.url().split("?")[0]).toBe(servicePage);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoClassClashes(page, page.url());

    await panel.getByLabel('Type "delete" to confirm').fill("delete");
    await press(page, "button", "Delete Deck Repairs", "Enter");
    await page.getByText("Deck Repairs has been deleted. Its old address now leads to /services.").waitFor();
    await page.getByRole("heading", { level: 1, name: "Services" }).waitFor();
    expect(await page.getByRole("link", { name: "Deck Repairs" }).count()).toBe(0);
    // The two refused forms are 400s, which Chromium logs; nothing else may be.
    expect(errors).toEqual(Array(2).fill("Failed to load resource: the server responded with a status of 400 (Bad Request)"));

    await visitor.page.goto(`${url}/deck-repairs`);
    expect(visitor.page.url()).toBe(`${url}/services`);
    expect(await visitor.page.getByRole("main").getByRole("link", { name: "Deck Repairs details" }).count()).toBe(0);
    expect(visitor.errors).toEqual([]);
  });
});
