import { expect, test } from "./fixtures";
import { axeViolations, expectNoClassClashes, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { aucklandDay } from "../helpers/quote";
import { completeQuote, CUSTOMER, quoteDialog } from "../helpers/quote-browser";

/*
 * Issue 44, item 4, as its people use it: a customer on a phone asks from the lawn care page
 * for a visit every two weeks; the "Regular visits" choice is there for lawns and gone for
 * plumbing and back again; the office, on a laptop, sees how often
 * on the lead. A second customer asks for gutters once: their lead says nothing of it.
 */
test("a customer on a phone asks for lawns every two weeks, and the office sees it on the lead", async ({ site, browser, managerPage }) => {
  const people = [
    {
      ...CUSTOMER,
      name: "Aroha Fortnightly",
      email: "aroha.fortnightly@example.co.nz",
      path: "/lawn-care-auckland",
      every: "Every 2 weeks",
    },
    { ...CUSTOMER, name: "Tama Justonce", email: "tama.justonce@example.co.nz", path: "/gutter-cleaning-auckland", every: null },
  ];
  for (const person of people) {
    const { context, page, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${site.url}${person.path}`);
      await waitForHydration(page);
      await page.getByRole("main").getByRole("button", { name: /quote/i }).first().click();
      const dialog = quoteDialog(page);
      await dialog.waitFor({ state: "visible" });
      const often = dialog.getByLabel("Regular visits");
      // Offered for a service that repeats, "Just once" until the customer chooses.
      expect(await often.inputValue()).toBe("");
      expect(await often.locator("option").allTextContents()).toEqual([
        "Just once",
        "Every week",
        "Every 2 weeks",
        "Every month",
        "Every 3 months",
        "Every 6 months",
        "Once a year",
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await expectNoClassClashes(page, page.url());
      if (person.every) {
        // Chosen, then the service changed to one that does not repeat: the choice goes away; back again, it is kept.
        await often.selectOption({ label: person.every });
        await dialog.getByLabel("Service").selectOption("Plumbing");
        expect(await often.count()).toBe(0);
        await dialog.getByLabel("Service").selectOption("Lawn Care");
        expect(await dialog.getByLabel("Regular visits").inputValue()).toBe("2-weeks");
      }
      await completeQuote(page, aucklandDay(8), person);
      await page.waitForURL(/\/thank-you/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }

  const { page } = managerPage;
  for (const person of people) {
    await page.goto(`${site.url}/admin/leads?q=${encodeURIComponent(person.email)}`);
    await page.getByRole("link", { name: person.name }).click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    const term = page.locator("dt", { hasText: /^Regular visits$/ });
    if (person.every) expect(await term.locator("xpath=following-sibling::dd[1]").textContent()).toBe(person.every);
    else expect(await term.count()).toBe(0);
  }
});
