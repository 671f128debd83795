import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations, DESKTOP, holdRequests, openPage, PHONE, waitForHydration, type PageWithErrors } from "../helpers/browser";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { firstBookableDay, timeSlotsOn } from "~/features/quote-requests/time-slots";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { aucklandDay, QUOTE_PATH } from "../helpers/quote";
import {
  CUSTOMER,
  fillContactDetails,
  fillDescriptionAndContinue,
  fillScheduleAndContinue,
  heroSearch,
  openHome,
  openQuoteFromHero,
  pickDay,
  quoteDialog,
} from "../helpers/quote-browser";
import { useSite } from "./suites";

/** The hero search and the modal's own behaviour; email delivery is in quote-request.test.ts. */
const suite = useSite();

async function withHome(fn: (opened: PageWithErrors) => Promise<void>, viewport = DESKTOP) {
  const opened = await openPage(suite.browser, viewport);
  try {
    await openHome(opened.page, suite.server.url);
    await fn(opened);
  } finally {
    await opened.context.close();
  }
}

const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggested services" });

/** The first Auckland day from tomorrow whose weekday (0 = Sunday) passes `test`. */
function nextDay(test: (weekday: number) => boolean): string {
  for (let days = 1; ; days++) if (test(new Date(`${aucklandDay(days)}T00:00:00Z`).getUTCDay())) return aucklandDay(days);
}

test.describe("hero search", () => {
  test("suggests from 2 characters, at most 5, highlighting the match, and announces them", () =>
    withHome(async ({ page, errors }) => {
      const input = heroSearch(page);
      await input.fill("c");
      expect(await suggestions(page).isVisible()).toBe(false);
      expect(await input.getAttribute("aria-expanded")).toBe("false");
      await input.fill("CL");
      await suggestions(page).waitFor({ state: "visible" });
      const texts = await suggestions(page).getByRole("option").allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.length).toBeLessThanOrEqual(5);
      for (const text of texts) expect(text.toLowerCase()).toContain("cl");
      expect(await suggestions(page).locator("mark").allTextContents()).toEqual(
        texts.map((t) => t.slice(t.toLowerCase().indexOf("cl"), t.toLowerCase().indexOf("cl") + 2)),
      );
      expect(await page.getByText(`${texts.length} suggestions available.`, { exact: false }).count()).toBe(1);
      expect(errors).toEqual([]);
    }));

  test("moves with the arrow keys, marks the active option, and closes on Escape and on a click outside", () =>
    withHome(async ({ page }) => {
      const input = heroSearch(page);
      await input.fill("clean");
      await suggestions(page).waitFor({ state: "visible" });
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      const active = await input.getAttribute("aria-activedescendant");
      expect(await page.locator(`[id="${active}"]`).getAttribute("aria-selected")).toBe("true");
      expect(await suggestions(page).getByRole("option").nth(1).getAttribute("id")).toBe(active);
      await page.keyboard.press("Escape");
      expect(await suggestions(page).isVisible()).toBe(false);
      expect(await quoteDialog(page).count()).toBe(0);

      await input.fill("cleani");
      await suggestions(page).waitFor({ state: "visible" });
      await page.getByRole("heading", { level: 1 }).click();
      expect(await suggestions(page).isVisible()).toBe(false);
    }));

  // Issue 40.2: the words became a made-up service of their own, the description stayed empty, and the lead was filed under them.
  test("files words that are not a service under Other, with the words as the description, and a suggestion under its service", () =>
    withHome(async ({ page }) => {
      const dialog = quoteDialog(page);
      await openQuoteFromHero(page, "Leaking tap in kitchen");
      expect(await dialog.getByLabel("Service").inputValue()).toBe("Other");
      expect(await dialog.getByLabel("Service").locator("option").allTextContents()).toEqual(["Select a service", ...SERVICE_OPTIONS]);
      expect(await dialog.getByLabel("Brief Description").inputValue()).toBe("Leaking tap in kitchen");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      // A second search replaces what the first one wrote (but never what the person typed).
      await openQuoteFromHero(page, "Leaking tap repair");
      expect(await dialog.getByLabel("Service").inputValue()).toBe("Plumbing");
      expect(await dialog.getByLabel("Brief Description").inputValue()).toBe("Leaking tap repair");
      await dialog.getByLabel("Brief Description").fill("Leaking tap repair, kitchen and laundry");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await openQuoteFromHero(page, "Leaking tap in kitchen");
      expect(await dialog.getByLabel("Service").inputValue()).toBe("Other");
      expect(await dialog.getByLabel("Brief Description").inputValue()).toBe("Leaking tap repair, kitchen and laundry");

      // Sent as it reads: no "Message is required", the service one of the list.
      await dialog.getByRole("button", { name: "Next", exact: true }).click();
      await fillScheduleAndContinue(dialog, aucklandDay(4));
      await fillContactDetails(dialog);
      const request = page.waitForRequest((r) => r.url().endsWith(QUOTE_PATH));
      await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
      expect(JSON.parse((await request).postData()!)).toMatchObject({
        service: "Other",
        message: "Leaking tap repair, kitchen and laundry",
      });
      await page.waitForURL(/\/apply\/thank-you/);
    }));

  test("chooses the matching option when the text names one of the services", () =>
    withHome(async ({ page }) => {
      await openQuoteFromHero(page, "gutter cleaning");
      expect(await quoteDialog(page).getByLabel("Service").inputValue()).toBe("Gutter Cleaning");
    }));
  test("comes to life on first focus, keeping what was typed before, and loads no React until then", () =>
    withHome(async ({ page, errors }) => {
      const island = page.locator('[data-island="hero-search"]');
      // Scripts the page imported: not the quote form's code, which is only prefetched (a <link>, never run) once the page is idle.
      const scripts = () =>
        page.evaluate(() =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((r) => r.initiatorType !== "link")
            .map((r) => new URL(r.name).pathname)
            .filter((path) => path.endsWith(".js")),
        );
      // An island (docs/decisions/0121): static HTML until someone reaches for it.
      expect(await island.getAttribute("data-island-live")).toBeNull();
      expect((await scripts()).some((path) => /hero-search|client-/.test(path))).toBe(false);
      // Typed at once, before the island's code has arrived.
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('[role="combobox"]')!;
        input.focus();
        input.value = "gutt";
      });
      await island.and(page.locator("[data-island-live]")).waitFor({ state: "attached" });
      expect(await heroSearch(page).inputValue()).toBe("gutt");
      await suggestions(page).waitFor({ state: "visible" });
      expect(await suggestions(page).getByRole("option").first().textContent()).toMatch(/gutt/i);
      expect((await scripts()).some((path) => /hero-search/.test(path))).toBe(true);
      expect(errors).toEqual([]);
    }));

  test("fetches the quote form's code and stylesheet once the page is idle, so a later tap fetches neither over the network", () =>
    withHome(async ({ page, errors }) => {
      const fetched = () =>
        page.evaluate(() =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => ({
            path: new URL(r.name).pathname,
            transferSize: r.transferSize,
            done: r.responseEnd > 0,
          })),
        );
      const formFiles = ((await page.locator("script[data-quote-form]").getAttribute("data-quote-form")) ?? "").split(" ");
      expect(formFiles.filter((file) => file.endsWith(".css")).length).toBeGreaterThan(0);
      expect(formFiles.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const entries = await fetched();
          return formFiles.filter((file) => !entries.some((e) => e.path === file && e.done));
        })
        .toEqual([]);
      const before = (await fetched()).length;
      await page.locator("[data-quote-open]").first().click();
      await quoteDialog(page).waitFor();
      const again = (await fetched()).slice(before).filter((e) => formFiles.includes(e.path));
      expect(again.filter((e) => e.path.endsWith(".css")).length, "the form's stylesheet is asked for when it opens").toBeGreaterThan(0);
      expect(
        again.filter((e) => e.transferSize > 0),
        "what the form asked for came from the cache",
      ).toEqual([]);
      expect(errors).toEqual([]);
    }));

  // Issue 40.15: on a slow phone, typing began before the page's script ran; the island waited for a touch that had already happened.
  test("on a phone, comes to life and suggests from what was typed before the page's script ran", async () => {
    const { context, page, errors } = await openPage(suite.browser, PHONE);
    try {
      const held = await holdRequests(page, "**/assets/islands/boot-*.js");
      await page.goto(`${suite.server.url}/`, { waitUntil: "commit" });
      await held.arrived;
      const input = heroSearch(page);
      await input.tap();
      await page.keyboard.type("gut", { delay: 30 });
      expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
      held.release();
      await suggestions(page).waitFor({ state: "visible" });
      expect(await suggestions(page).getByRole("option").first().textContent()).toMatch(/gut/i);
      expect(await input.getAttribute("aria-expanded")).toBe("true");
      // And typing on goes on suggesting.
      await page.keyboard.type("ter c");
      await expect.poll(() => suggestions(page).getByRole("option").allTextContents()).toEqual(["Gutter Cleaning"]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("keeps what is typed while the island's own code is on its way", async () => {
    const { context, page, errors } = await openPage(suite.browser, PHONE);
    try {
      const held = await holdRequests(page, "**/assets/islands/hero-search-*.js");
      await page.goto(`${suite.server.url}/`);
      await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
      await heroSearch(page).tap();
      await held.arrived;
      await page.keyboard.type("pain", { delay: 30 });
      held.release();
      await suggestions(page).waitFor({ state: "visible" });
      expect(await heroSearch(page).inputValue()).toBe("pain");
      expect(await suggestions(page).getByRole("option").first().textContent()).toMatch(/pain/i);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe("the modal's steps", () => {
  test("keeps Next disabled until a service is chosen, and explains a missing description", () =>
    withHome(async ({ page }) => {
      await openQuoteFromHero(page, "");
      const dialog = quoteDialog(page);
      const next = dialog.getByRole("button", { name: "Next", exact: true });
      expect(await next.isDisabled()).toBe(true);
      await dialog.getByLabel("Service").selectOption("Roofing");
      expect(await next.isEnabled()).toBe(true);
      await next.click();
      const message = dialog.getByLabel("Brief Description");
      expect(await dialog.getByText("Message is required").isVisible()).toBe(true);
      expect(await message.getAttribute("aria-invalid")).toBe("true");
      expect(await message.getAttribute("aria-describedby")).toBe("quote-message-error");
      expect(await dialog.getByText("Step 1 of 3").isVisible()).toBe(true);
    }));

  test("keeps Next disabled on step 2 until both a date and a time are chosen, and disables days before today in Auckland", () =>
    withHome(async ({ page }) => {
      await openQuoteFromHero(page, "Roofing");
      const dialog = quoteDialog(page);
      await fillDescriptionAndContinue(dialog);
      const next = dialog.getByRole("button", { name: "Next", exact: true });
      expect(await next.isDisabled()).toBe(true);
      const yesterday = dialog.locator(`[data-day="${aucklandDay(-1)}"] button`);
      if (await yesterday.count()) expect(await yesterday.isDisabled()).toBe(true);
      // Today can be chosen while it has a time still to come in its opening hours (a Sunday closes at 3 pm).
      // Without one on the last day of a month the calendar opens on the next month, without today.
      const todayHasTimes = timeSlotsOn(aucklandDay(0), DEFAULT_SETTINGS.openingHours).length > 0;
      const today = dialog.locator(`[data-day="${aucklandDay(0)}"] button`);
      if (todayHasTimes) expect(await today.isEnabled()).toBe(true);
      else if (await today.count()) expect(await today.isDisabled()).toBe(true);
      else expect(firstBookableDay(DEFAULT_SETTINGS.openingHours)!.slice(0, 7)).not.toBe(aucklandDay(0).slice(0, 7));
      const weekday = nextDay((d) => d >= 1 && d <= 5);
      await pickDay(dialog, weekday);
      expect(await next.isDisabled()).toBe(true);
      await dialog.getByLabel("Preferred Time").selectOption("06:00 PM");
      expect(await next.isEnabled()).toBe(true);
      expect(await dialog.getByLabel("Preferred Time").locator("option").allTextContents()).toEqual([
        "Select a time",
        ...["8", "9", "10", "11"].map((h) => `${h} am`),
        ...["12", "1", "2", "3", "4", "5", "6"].map((h) => `${h} pm`),
      ]);
    }));

  // Issue 40.16: 6 pm was offered on a Sunday, when the business closes at 3 pm.
  test("offers only the times the business is open on the chosen weekday, and clears a time that day does not have", () =>
    withHome(async ({ page }) => {
      await openQuoteFromHero(page, "Roofing");
      const dialog = quoteDialog(page);
      await fillDescriptionAndContinue(dialog);
      const time = dialog.getByLabel("Preferred Time");
      const offered = async () => (await time.locator("option").allTextContents()).slice(1);

      await pickDay(
        dialog,
        nextDay((d) => d >= 1 && d <= 5),
      );
      await time.selectOption("06:00 PM");
      const sunday = nextDay((d) => d === 0);
      await pickDay(dialog, sunday);
      expect(await offered()).toEqual(["9 am", "10 am", "11 am", "12 pm", "1 pm", "2 pm", "3 pm"]);
      expect(await time.inputValue()).toBe("");
      expect(await dialog.getByRole("button", { name: "Next", exact: true }).isDisabled()).toBe(true);
      expect(await dialog.getByText("On Sunday we can come from 9 am to 3 pm.").isVisible()).toBe(true);

      await pickDay(
        dialog,
        nextDay((d) => d === 6),
      );
      expect(await offered()).toEqual([
        ...["8", "9", "10", "11"].map((h) => `${h} am`),
        ...["12", "1", "2", "3", "4"].map((h) => `${h} pm`),
      ]);
      expect(await dialog.getByText("On Saturday we can come from 8 am to 4 pm.").isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }));

  // Issue 20.2: a second click on the chosen day un-picked it and turned Next off unexplained.
  test("keeps a day chosen when it is clicked again or double-clicked", () =>
    withHome(async ({ page }) => {
      await openQuoteFromHero(page, "Roofing");
      const dialog = quoteDialog(page);
      await fillDescriptionAndContinue(dialog);
      await dialog.getByLabel("Preferred Time").selectOption("10:00 AM");
      const day = dialog.locator(`[data-day="${aucklandDay(3)}"] button`);
      const next = dialog.getByRole("button", { name: "Next", exact: true });
      await pickDay(dialog, aucklandDay(3));
      await day.dblclick();
      await day.click();
      expect(await dialog.locator(`[data-day="${aucklandDay(3)}"]`).getAttribute("data-selected")).toBe("true");
      await dialog.getByText(/^Selected: /).waitFor();
      expect(await next.isEnabled()).toBe(true);
    }));

  test("shows each contact field's message beside it, and Back keeps what was typed", () =>
    withHome(async ({ page }) => {
      await openQuoteFromHero(page, "Painting");
      const dialog = quoteDialog(page);
      await fillDescriptionAndContinue(dialog);
      await fillScheduleAndContinue(dialog, aucklandDay(2));
      await dialog.getByLabel("Email Address").fill("not-an-email");
      await dialog.getByLabel("Phone Number").fill("0212");
      await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
      for (const [label, message] of [
        ["Full Name", "Name is required"],
        ["Email Address", "Invalid email address"],
        ["Phone Number", "Phone number must be at least 10 digits"],
        ["Property Address", "Address is required"],
        ["Suburb", "Suburb is required"],
      ]) {
        const field = dialog.getByLabel(label);
        expect(await field.getAttribute("aria-invalid")).toBe("true");
        const describedBy = await field.getAttribute("aria-describedby");
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
      }
      await dialog.getByRole("button", { name: "Back", exact: true }).click();
      await dialog.getByRole("button", { name: "Back", exact: true }).click();
      expect(await dialog.getByLabel("Brief Description").inputValue()).toBe(CUSTOMER.message);
      expect(await dialog.getByLabel("Service").inputValue()).toBe("Painting");
    }));

  test("returns to step 1 when closed and opened again", () =>
    withHome(async ({ page }) => {
      await openQuoteFromHero(page, "Carpentry");
      const dialog = quoteDialog(page);
      await fillDescriptionAndContinue(dialog);
      expect(await dialog.getByText("Step 2 of 3").isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect(page.getByRole("button", { name: "Get Free Quote" })).toBeFocused();
      await page.getByRole("button", { name: "Get Free Quote" }).click();
      await dialog.waitFor({ state: "visible" });
      expect(await dialog.getByText("Step 1 of 3").isVisible()).toBe(true);
      expect(await dialog.getByLabel("Brief Description").inputValue()).toBe(CUSTOMER.message);
    }));

  test("opens from a service page with that service chosen", async () => {
    const { context, page } = await openPage(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.server.url}/gutter-cleaning-auckland`);
      await waitForHydration(page);
      await page.getByRole("main").getByRole("button", { name: /quote/i }).first().click();
      await quoteDialog(page).waitFor({ state: "visible" });
      expect(await quoteDialog(page).getByLabel("Service").inputValue()).toBe("Gutter Cleaning");
    } finally {
      await context.close();
    }
  });
});

test.describe("before the form's code has arrived", () => {
  const QUOTE_FORM_CODE = "**/assets/islands/quote-host-*.js";

  /** The home page with its script started, the quote form's code held back (docs/decisions/0121, 0239). */
  async function withSlowForm(
    fn: (opened: PageWithErrors, held: Awaited<ReturnType<typeof holdRequests>>) => Promise<void>,
    viewport = DESKTOP,
  ) {
    const opened = await openPage(suite.browser, viewport);
    try {
      const held = await holdRequests(opened.page, QUOTE_FORM_CODE);
      await opened.page.goto(`${suite.server.url}/`);
      await opened.page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
      await fn(opened, held);
    } finally {
      await opened.context.close();
    }
  }

  const status = (page: Page) => quoteDialog(page).getByRole("status");
  const serviceField = (page: Page) => quoteDialog(page).getByLabel("Service", { exact: true });
  const plainStepOpen = (page: Page) =>
    page.evaluate(() => (document.getElementById("quote-form-pending") as HTMLDialogElement | null)?.open ?? false);
  const formCodeArrived = (page: Page) => page.waitForResponse((res) => /\/quote-host-[\w-]+\.js$/.test(new URL(res.url()).pathname));
  const nextFrame = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  test("answers a tap on a phone with the first step at once, usable before the form's code, and Next carries it into the form", () =>
    withSlowForm(async ({ page, errors }, held) => {
      await page
        .getByRole("complementary", { name: /quote or call/i })
        .getByRole("button", { name: /free quote/i })
        .tap();
      await serviceField(page).waitFor({ state: "visible" });
      expect(await plainStepOpen(page)).toBe(true);
      await expect(quoteDialog(page).getByRole("heading", { name: "Select Service" })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      const dialog = quoteDialog(page);
      const next = dialog.getByRole("button", { name: "Next", exact: true });
      const visits = dialog.getByLabel("Regular visits");
      await expect(next).toBeDisabled();
      await serviceField(page).selectOption("Plumbing");
      await expect(next).toBeEnabled();
      await expect(visits).toBeHidden();
      await serviceField(page).selectOption("Lawn Care");
      await visits.selectOption("2-weeks");
      await dialog.getByLabel("Brief Description").fill("Front and back lawns, about 300 square metres.");
      await next.click();
      await expect(status(page)).toHaveText("Loading the next step…");
      expect(await plainStepOpen(page)).toBe(true);
      held.release();
      await expect(dialog.getByRole("heading", { name: "Choose Date & Time" })).toBeFocused();
      expect(await page.locator("#quote-form-pending").count()).toBe(0);
      await dialog.getByRole("button", { name: "Back" }).click();
      await expect(serviceField(page)).toHaveValue("Lawn Care");
      await expect(visits).toHaveValue("2-weeks");
      await expect(dialog.getByLabel("Brief Description")).toHaveValue("Front and back lawns, about 300 square metres.");
      expect(await page.locator("#quote-service").count()).toBe(1);
      expect(errors).toEqual([]);
    }, PHONE));

  test("shows the form's own message at Next when the plain step's description is missing", () =>
    withSlowForm(async ({ page }, held) => {
      await page.getByRole("button", { name: "Get a Free Quote" }).first().click();
      await serviceField(page).selectOption("Painting");
      await quoteDialog(page).getByRole("button", { name: "Next", exact: true }).click();
      held.release();
      const description = quoteDialog(page).getByLabel("Brief Description");
      await expect(description).toHaveAttribute("aria-invalid", "true");
      await expect(description).toBeFocused();
      await expect(quoteDialog(page).getByRole("heading", { name: "Select Service" })).toBeVisible();
      await expect(serviceField(page)).toHaveValue("Painting");
    }));

  test("gives way to the form as soon as its code comes when nothing was touched", () =>
    withSlowForm(async ({ page, errors }, held) => {
      await page.getByRole("button", { name: "Get a Free Quote" }).first().click();
      await serviceField(page).waitFor({ state: "visible" });
      held.release();
      await expect.poll(() => page.locator("#quote-form-pending").count()).toBe(0);
      await expect(serviceField(page)).toBeVisible();
      await expect(quoteDialog(page).getByRole("heading", { name: "Select Service" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Get a Free Quote" }).first()).toBeFocused();
      expect(errors).toEqual([]);
    }));

  test("keeps the plain step while someone types in it when the code comes, and goes on at their Next", () =>
    withSlowForm(async ({ page }, held) => {
      await page.getByRole("button", { name: "Get a Free Quote" }).first().click();
      const description = quoteDialog(page).getByLabel("Brief Description");
      await description.pressSequentially("Two doors that stick");
      const arrived = formCodeArrived(page);
      held.release();
      await arrived;
      await nextFrame(page);
      expect(await plainStepOpen(page)).toBe(true);
      await expect(description).toBeFocused();
      await description.pressSequentially(" in wet weather.");
      await serviceField(page).selectOption("Carpentry");
      await quoteDialog(page).getByRole("button", { name: "Next", exact: true }).click();
      await quoteDialog(page).getByRole("heading", { name: "Choose Date & Time" }).waitFor();
      await quoteDialog(page).getByRole("button", { name: "Back" }).click();
      await expect(description).toHaveValue("Two doors that stick in wet weather.");
      await expect(serviceField(page)).toHaveValue("Carpentry");
    }));

  test("counts the request's fill time from the plain step, not from when the form took over", () =>
    withSlowForm(async ({ page }, held) => {
      let fillTimeMs = -1;
      await page.route(`**${QUOTE_PATH}`, async (route) => {
        fillTimeMs = (route.request().postDataJSON() as { fillTimeMs: number }).fillTimeMs;
        await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Held for the test." }) });
      });
      const tappedAt = await page.evaluate(() => performance.now());
      await page.getByRole("button", { name: "Get a Free Quote" }).first().click();
      const dialog = quoteDialog(page);
      await serviceField(page).selectOption("Electrical");
      await dialog.getByLabel("Brief Description").fill(CUSTOMER.message);
      // The time someone spends on the first step before the code comes is part of filling in the form.
      await page.waitForTimeout(1_500);
      await dialog.getByRole("button", { name: "Next", exact: true }).click();
      held.release();
      await dialog.getByRole("heading", { name: "Choose Date & Time" }).waitFor();
      await fillScheduleAndContinue(dialog, aucklandDay(4));
      await fillContactDetails(dialog);
      const submittedAt = await page.evaluate(() => performance.now());
      await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
      await expect(dialog.getByRole("alert")).toContainText("Held for the test.");
      // From the plain step's opening, a few frames after the tap; from the hand-over it would be 1.5 s short.
      expect(fillTimeMs).toBeGreaterThan(submittedAt - tappedAt - 500);
    }));

  test("does not open the form after all when the step is closed while waiting", () =>
    withSlowForm(async ({ page }, held) => {
      await page.getByRole("button", { name: "Get a Free Quote" }).first().click();
      await serviceField(page).waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      const arrived = formCodeArrived(page);
      held.release();
      await arrived;
      await nextFrame(page);
      expect(await page.getByRole("dialog").count()).toBe(0);
    }));

  test("says so, and to call, when the form's code cannot be fetched", async () => {
    const { context, page } = await openPage(suite.browser, DESKTOP);
    try {
      await page.route(QUOTE_FORM_CODE, (route) => route.abort());
      await page.goto(`${suite.server.url}/`);
      await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
      await page.getByRole("button", { name: "Get a Free Quote" }).first().click();
      await expect(quoteDialog(page).getByRole("status")).toHaveText(
        "The quote form could not load. Please check your connection and try again, or call us.",
      );
    } finally {
      await context.close();
    }
  });
});

test.describe("when sending fails", () => {
  const failure = "Failed to submit your request. Please try again or contact us directly.";
  /** The failure is said inside the dialog, where focus is: the page behind a modal dialog is inert (decision 0240). */
  const alert = (page: Page) => quoteDialog(page).getByRole("alert");

  async function failWith(page: Page, fulfil: Parameters<Page["route"]>[1]) {
    await page.route(`**${QUOTE_PATH}`, fulfil);
    await openQuoteFromHero(page, "Electrical");
    const dialog = quoteDialog(page);
    await fillDescriptionAndContinue(dialog);
    await fillScheduleAndContinue(dialog, aucklandDay(4));
    await fillContactDetails(dialog);
    await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(alert(page)).toContainText(failure);
    return dialog;
  }

  async function expectStillFilledIn(page: Page) {
    const dialog = quoteDialog(page);
    expect(await dialog.isVisible()).toBe(true);
    expect(page.url()).toBe(`${suite.server.url}/`);
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe(CUSTOMER.name);
    expect(await dialog.getByLabel("Suburb").inputValue()).toBe(CUSTOMER.suburb);
    expect(await dialog.getByRole("button", { name: "Submit Quote Request" }).isEnabled()).toBe(true);
  }

  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    test(`says it failed in the form and keeps everything typed when the API is unreachable (${name})`, () =>
      withHome(async ({ page }) => {
        await failWith(page, (route) => route.abort("connectionrefused"));
        await expectStillFilledIn(page);
        await expect(alert(page)).toHaveText(failure);
      }, viewport));

  // Issue 20.1: the error's red on pink measured 4.34:1. Scanned while shown, with the
  // server's message under it, at both sizes.
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    test(`shows an error that passes axe, and clears it when the form is closed (${name})`, () =>
      withHome(async ({ page }) => {
        await failWith(page, (route) =>
          route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "We are doing maintenance." }) }),
        );
        await expect(alert(page)).toContainText("We are doing maintenance.");
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await quoteDialog(page).waitFor({ state: "hidden" });
        await page.getByRole("button", { name: "Get a Free Quote" }).first().click();
        await quoteDialog(page).getByText("Step 1 of 3").waitFor();
        expect(await quoteDialog(page).getByRole("alert").count()).toBe(0);
      }, viewport));

  test("shows the server's own message under the failure, and a retry of the same form reuses its idempotency key", () =>
    withHome(async ({ page }) => {
      const keys: string[] = [];
      const dialog = await failWith(page, async (route) => {
        keys.push(route.request().headers()["idempotency-key"]);
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: "We are doing maintenance. Back in 5 minutes." }),
        });
      });
      await expect(alert(page)).toHaveText(`${failure}We are doing maintenance. Back in 5 minutes.`);
      await expectStillFilledIn(page);

      await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
      await expect.poll(() => keys.length).toBe(2);
      await dialog.getByLabel("Suburb").fill("Grey Lynn");
      await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
      await expect.poll(() => keys.length).toBe(3);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    }));

  test("shows the server's field messages beside their fields", () =>
    withHome(async ({ page }) => {
      await failWith(page, (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: "Please check the highlighted fields.",
            fields: { preferredDate: "Preferred date cannot be in the past" },
          }),
        }),
      );
      const dialog = quoteDialog(page);
      await dialog.getByText("Step 2 of 3").waitFor();
      expect(await dialog.getByText("Preferred date cannot be in the past").isVisible()).toBe(true);
    }));
});
