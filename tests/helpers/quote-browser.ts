import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./browser";

export const CUSTOMER = {
  message: "Two taps drip and the shower mixer is stiff.",
  time: "10:00 AM",
  name: "Aroha Ngata",
  email: "aroha@example.co.nz",
  phone: "021 555 0123",
  address: "27 Ponsonby Road",
  suburb: "Ponsonby",
};

export async function openHome(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
}

export function heroSearch(page: Page) {
  return page.getByRole("combobox", { name: "What do you need done?" });
}

export function quoteDialog(page: Page) {
  return page.getByRole("dialog", { name: "Request a Free Quote" });
}

/** Opens the quote modal from the hero with `text` as the service. */
export async function openQuoteFromHero(page: Page, text: string) {
  await heroSearch(page).fill(text);
  await page.getByRole("button", { name: "Get Free Quote" }).click();
  await quoteDialog(page).waitFor({ state: "visible" });
}

/** Clicks `isoDay` in the calendar, moving to later months as needed. */
export async function pickDay(dialog: Locator, isoDay: string) {
  const day = dialog.locator(`[data-day="${isoDay}"] button`);
  for (let i = 0; i < 12 && (await day.count()) === 0; i++) await dialog.getByRole("button", { name: /next month/i }).click();
  await day.click();
}

type Customer = typeof CUSTOMER;

export async function fillDescriptionAndContinue(dialog: Locator, customer: Customer = CUSTOMER) {
  await dialog.getByLabel("Brief Description").fill(customer.message);
  await dialog.getByRole("button", { name: "Next", exact: true }).click();
  await dialog.getByRole("heading", { name: "Choose Date & Time" }).waitFor();
}

export async function fillScheduleAndContinue(dialog: Locator, isoDay: string, customer: Customer = CUSTOMER) {
  await pickDay(dialog, isoDay);
  await dialog.getByLabel("Preferred Time").selectOption(customer.time);
  await dialog.getByRole("button", { name: "Next", exact: true }).click();
  await dialog.getByRole("heading", { name: "Contact Details" }).waitFor();
}

export async function fillContactDetails(dialog: Locator, customer: Customer = CUSTOMER) {
  await dialog.getByLabel("Full Name").fill(customer.name);
  await dialog.getByLabel("Email Address").fill(customer.email);
  await dialog.getByLabel("Phone Number").fill(customer.phone);
  await dialog.getByLabel("Property Address").fill(customer.address);
  await dialog.getByLabel("Suburb").fill(customer.suburb);
}

/** Fills the three steps with the mouse and sends the form (the service is already chosen). */
export async function completeQuote(page: Page, isoDay: string, customer: Customer = CUSTOMER) {
  const dialog = quoteDialog(page);
  await fillDescriptionAndContinue(dialog, customer);
  await fillScheduleAndContinue(dialog, isoDay, customer);
  await fillContactDetails(dialog, customer);
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
}
