import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, waitForHydration } from "../helpers/browser";
import { postQuote, validQuote } from "../helpers/quote";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * The quote builder keeps unsaved work (issue 40.12): a link to another page asks first, closing
 * or reloading gets the browser's own question, and what was typed is kept in this browser for
 * that quote until saved, offered back when the quote is opened again. Two quotes, each with its
 * own unsaved lines: one restored and saved, the other discarded; neither shows up on the other.
 */
const ADMIN = { name: "Ari Builder", email: "admin@builder-e2e.test", password: "builder-e2e-password-1", role: "admin" as const };

let seeded: SeededServer;
let browser: Browser;
let url = "";
const quotePaths: string[] = [];

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  seeded = await startServerWithStaff([ADMIN], { QUOTE_MIN_FILL_MS: "0" });
  url = seeded.server.url;
  const cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  for (const [i, name] of ["Tama First", "Hine Second"].entries()) {
    expect((await postQuote(url, validQuote({ name, email: `builder${i}@example.co.nz`, fillTimeMs: 20_000 }))).status).toBe(201);
    const started = await postForm(url, `/admin/leads/${i + 1}`, { intent: "new-quote" }, cookie);
    expect(started.status).toBe(302);
    quotePaths.push(started.headers.get("location")!);
  }
});
test.afterAll(async () => {
  await seeded?.dispose();
});

const keptKey = (path: string) => `harbourside:quote-builder:${path.split("/").pop()}`;
const kept = (page: Page, path: string) => page.evaluate((key) => localStorage.getItem(key), keptKey(path));
/** Whether closing or reloading the page now would make the browser ask. */
const asksBeforeUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

async function addNote(page: Page, text: string) {
  await page.getByRole("button", { name: "Add note" }).click();
  await page
    .getByLabel(/^Note \(line \d+\)$/)
    .last()
    .fill(text);
}

test.describe("unsaved changes in the quote builder", () => {
  test("are warned about before leaving, kept in this browser per quote, and offered back until saved or discarded", async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    page.on("dialog", (dialog) => void dialog.accept());
    try {
      const [first, second] = quotePaths;
      await signInTo(page, url, ADMIN, first);
      expect(await asksBeforeUnload(page)).toBe(false);
      await addNote(page, "Access by the side gate, first quote");
      await addNote(page, "Dog on site, first quote");
      expect(await asksBeforeUnload(page)).toBe(true);
      // Sending now would send the draft as last saved: it waits for a save.
      expect(await page.getByRole("button", { name: "Send to customer" }).isDisabled()).toBe(true);
      await page.getByText("Save your changes first: the quote has changes that are not saved yet").waitFor();

      // Another page: asked first, and staying keeps everything.
      await page.getByRole("link", { name: "All quotes" }).click();
      const question = page.getByRole("dialog", { name: "Leave without saving?" });
      await question.waitFor();
      await expectAccessible(page, "the leave-without-saving question");
      await question.getByRole("button", { name: "Stay on this page" }).click();
      await question.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe(first);
      expect(await page.getByLabel(/^Note \(line \d+\)$/).count()).toBe(2);

      // Leaving after all: the lines are kept in this browser for this quote only.
      await page.getByRole("link", { name: "All quotes" }).click();
      await question.getByRole("button", { name: "Leave without saving" }).click();
      await page.waitForURL(`${url}/admin/quotes`);
      expect(JSON.parse((await kept(page, first))!).state.lines).toHaveLength(2);
      expect(await kept(page, second)).toBeNull();

      // The second quote has nothing to offer; its own unsaved line, then a reload (the browser asks; the test says leave).
      await page.goto(`${url}${second}`);
      await waitForHydration(page);
      expect(await page.getByText("This browser kept changes you had not saved").count()).toBe(0);
      await addNote(page, "Second quote's own note");
      await page.reload();
      await waitForHydration(page);
      await page.getByText("This browser kept changes you had not saved").waitFor();
      expect(await page.getByLabel(/^Note \(line \d+\)$/).count()).toBe(0);
      await page.getByRole("button", { name: "Discard them" }).click();
      expect(await kept(page, second)).toBeNull();
      await page.reload();
      await waitForHydration(page);
      expect(await page.getByText("This browser kept changes you had not saved").count()).toBe(0);

      // Back on the first quote: offered, restored, saved; then nothing is kept or offered.
      await page.goto(`${url}${first}`);
      await waitForHydration(page);
      await page.getByText(/This browser kept changes you had not saved, from .* \(2 lines\)\./).waitFor();
      await expectAccessible(page, "the offer of kept changes");
      await page.getByRole("button", { name: "Restore unsaved changes" }).click();
      const notes = page.getByLabel(/^Note \(line \d+\)$/);
      expect(await notes.count()).toBe(2);
      expect(await notes.nth(0).inputValue()).toBe("Access by the side gate, first quote");
      expect(await notes.nth(1).inputValue()).toBe("Dog on site, first quote");
      expect(await page.getByText("Second quote's own note").count()).toBe(0);
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("The draft is saved.").waitFor();
      await expect.poll(() => kept(page, first)).toBeNull();
      expect(await asksBeforeUnload(page)).toBe(false);
      expect(await page.getByRole("button", { name: "Send to customer" }).isEnabled()).toBe(true);
      await page.reload();
      await waitForHydration(page);
      expect(await page.getByText("This browser kept changes you had not saved").count()).toBe(0);
      expect(await page.getByLabel(/^Note \(line \d+\)$/).count()).toBe(2);
      // Saved, a link goes straight through.
      await page.getByRole("link", { name: "All quotes" }).click();
      await page.waitForURL(`${url}/admin/quotes`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
