import type { Page } from "@playwright/test";
import { waitForHydration } from "./browser";

/** Signs in through the sign-in page and waits until `path` has loaded and hydrated. */
export async function signInTo(page: Page, baseUrl: string, user: { email: string; password: string }, path: string) {
  await page.goto(`${baseUrl}/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseUrl}${path}`);
  await waitForHydration(page);
}

/** On the settings page: turns quiet hours for texts off (from and until the same time), so a story sends texts at any hour. */
export async function textsAtAnyHour(page: Page) {
  await page.getByLabel("No texts from").fill("00:00");
  await page.getByLabel("No texts until").fill("00:00");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.getByText("Settings saved.").first().waitFor();
}
