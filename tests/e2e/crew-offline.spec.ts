import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { todayInAuckland } from "~/lib/clock";
import { signInTo } from "../helpers/admin-browser";
import { get, postForm } from "../helpers/auth";
import { bookAcceptedVisit } from "../helpers/crew";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import sharp from "sharp";
import { postQuote, validQuote } from "../helpers/quote";
import { drawSignature, portalLinkPath } from "../helpers/crew-browser";
import { mailsTo } from "../helpers/smtp";
import { useMailBrowserSuite } from "./suites";

/*
 * Issue 46 item 1 (docs/decisions/0228), as a tradie lives it: the phone opens My jobs once with
 * signal, then loses it (Playwright's setOffline). Today's visit still opens; on my way, started,
 * a note, a photo and done with a drawn signature are kept on the phone, "5 changes waiting to
 * send"; the office sees none of it yet. Back online, they go in order, once each, and the office
 * sees them; the customer is told "on my way" once. The phone is then handed to a second tradie:
 * nothing of the first one's pages is left in its caches, and the worker never keeps an admin
 * page or a customer's link.
 */
const ADMIN = { name: "Ari Admin", email: "admin@crew-offline.test", password: "crew-offline-password-1", role: "admin" as const };
const CUSTOMERS = [
  { name: "Mere Offline", email: "mere@crew-offline.test" },
  { name: "Hemi Offline", email: "hemi@crew-offline.test" },
];
const AROHA = "aroha.ngata@example.co.nz";

const suite = useMailBrowserSuite(ADMIN);

async function signInOnPhone(page: Page, tradieId: number) {
  await page.goto(suite.url + (await portalLinkPath(suite.url, suite.cookie, tradieId)));
  await page.getByRole("button", { name: "Open my jobs" }).click();
  await page.waitForURL(`${suite.url}/crew`);
}

/** The addresses (paths) the phone's caches hold, by cache. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

/** Waits until the worker controls the page and has kept these pages. */
async function keptOnPhone(page: Page, paths: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await expect.poll(async () => (await cachedPaths(page))["crew-pages"] ?? [], { timeout: 15_000 }).toEqual(expect.arrayContaining(paths));
}

const afterPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .toBuffer();

test("without signal the tradie's taps are kept in order and sent once when it returns", async () => {
  const { url, cookie, smtp, browser } = suite;
  const today = todayInAuckland();
  // Two customers, two visits today for Aroha (tradie 1).
  const jobs: string[] = [];
  for (const customer of CUSTOMERS) {
    const request = await postQuote(url, validQuote({ ...customer, fillTimeMs: 20_000 }));
    expect(request.status).toBe(201);
    jobs.push(
      await bookAcceptedVisit(url, cookie, smtp, {
        leadId: Number(request.body.reference),
        title: `Gutters for ${customer.name}`,
        day: today,
        tradieEmail: AROHA,
      }),
    );
  }

  const phone = await openPage(browser, PHONE);
  const { page, context } = phone;
  await signInOnPhone(page, 1);
  // Installable: the manifest is linked, and Chromium finds nothing missing to install it.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/crew/manifest.webmanifest");
  await keptOnPhone(page, ["/crew", "/crew/visits/1", "/crew/visits/2"]);
  const devtools = await context.newCDPSession(page);
  // A test browser is a private window, which Chromium never installs from: every other check passes.
  const installable = async () =>
    (await devtools.send("Page.getInstallabilityErrors")).installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito");
  await expect.poll(installable).toEqual([]);
  const manifest = await devtools.send("Page.getAppManifest");
  expect(manifest.url).toBe(`${url}/crew/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ start_url: "/crew", scope: "/crew", display: "standalone" });

  await context.setOffline(true);
  await page.goto(`${url}/crew`);
  // Not a page the phone kept: it says there is no signal, and how back to the list.
  await page.getByRole("link", { name: "Devices" }).click();
  await page.getByRole("heading", { name: "No signal" }).waitFor();
  await expectAccessible(page, "the no-signal page at phone size");
  await page.getByRole("link", { name: "Back to my jobs" }).click();
  await page.getByRole("link", { name: new RegExp(`Gutters for ${CUSTOMERS[0].name}`) }).click();
  await page.getByRole("heading", { name: `Gutters for ${CUSTOMERS[0].name}` }).waitFor();
  await expect(page.getByText(CUSTOMERS[0].name, { exact: true })).toBeVisible();

  // "On my way" tapped before the page's script has come to life: a plain form post, kept by the worker.
  await page.locator('form:has(input[name="intent"][value="on-my-way"])').evaluate((form: HTMLFormElement) => form.submit());
  await page.getByRole("heading", { name: "1 change waiting to send" }).waitFor();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Started" }).click();
  await page.getByRole("heading", { name: "2 changes waiting to send" }).waitFor();
  await page.getByLabel("Note for the office").fill("Downpipe at the back was blocked with leaves");
  await page.getByRole("button", { name: "Add the note" }).click();
  await page.getByRole("heading", { name: "3 changes waiting to send" }).waitFor();
  await page.getByLabel("After").check();
  await page.getByLabel("Choose or take a photo").setInputFiles({ name: "after.jpg", mimeType: "image/jpeg", buffer: await afterPhoto() });
  await page.getByRole("button", { name: "Add the photo" }).click();
  await page.getByRole("heading", { name: "4 changes waiting to send" }).waitFor();
  await page.getByLabel("Customer's name, to sign off the work").fill(CUSTOMERS[0].name);
  await drawSignature(page);
  await page.getByRole("button", { name: "Done", exact: true }).click();
  await page.getByRole("heading", { name: "5 changes waiting to send" }).waitFor();
  await expect(page.getByRole("status").filter({ hasText: "waiting to send" })).toBeVisible();
  await expectAccessible(page, "a visit with changes waiting, without signal, at phone size");

  // The second visit: "On my way", kept too; meanwhile the office cancels that visit.
  await page.getByRole("link", { name: "← My jobs" }).click();
  await page.getByRole("link", { name: new RegExp(`Gutters for ${CUSTOMERS[1].name}`) }).click();
  await page.getByRole("heading", { name: `Gutters for ${CUSTOMERS[1].name}` }).waitFor();
  await waitForHydration(page);
  await page.getByRole("button", { name: "On my way" }).click();
  await page.getByRole("heading", { name: "6 changes waiting to send" }).waitFor();
  expect((await postForm(url, jobs[1], { intent: "visit-status", visitId: "2", status: "cancelled" }, cookie)).status).toBe(200);

  // The office sees nothing of it yet.
  const before = await (await get(`${url}${jobs[0]}`, cookie)).text();
  expect(before).not.toContain("Downpipe at the back");

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: /waiting to send/ })).toHaveCount(0, { timeout: 20_000 });
  // The cancelled visit's tap is not lost: the phone says what happened, until the tradie has read it.
  await expect(page.getByRole("alert")).toHaveText([/^Not saved: On my way, tapped /]);
  await expect(page.getByText("The office has cancelled this visit, so it was not marked as on your way.")).toBeVisible();
  await expectAccessible(page, "a refused tap at phone size");
  await page.getByRole("button", { name: "Got it" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The office, on a laptop: each change once, in the order tapped.
  const office = await openPage(browser, DESKTOP);
  await signInTo(office.page, url, ADMIN, jobs[0]);
  await office.page.waitForURL(`${url}${jobs[0]}`);
  await expect(office.page.getByText("Downpipe at the back was blocked with leaves")).toBeVisible();
  const timeline = await office.page.locator("main").innerText();
  // The timeline lists the newest first: what was tapped first is lowest.
  const order = [
    ": On the way",
    ": Started",
    "Downpipe at the back was blocked with leaves",
    "Added a photo (after)",
    `Signed off by ${CUSTOMERS[0].name}, with a signature`,
  ];
  const at = order.map((text) => timeline.indexOf(text));
  expect(
    at.every((i) => i >= 0),
    `${JSON.stringify(at)} in ${timeline}`,
  ).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => b - a));
  expect(timeline.split("“On the way” emailed to the customer").length - 1).toBe(1);
  expect(timeline.split("Downpipe at the back was blocked with leaves").length - 1).toBe(1);
  expect(timeline.split("Added a photo (after)").length - 1).toBe(1);
  // The customer of the visit is told once that Aroha is on the way; the other customer is not.
  await mailsTo(smtp, CUSTOMERS[0].email, /on (the|her|his|their) way/i, 1);
  expect(smtp.messages.filter((m) => m.envelopeTo.includes(CUSTOMERS[0].email) && /way/i.test(m.parsed.subject ?? "")).length).toBe(1);
  // The other customer's visit was cancelled before its tap arrived: they are not told anyone is on the way.
  expect(smtp.messages.filter((m) => m.envelopeTo.includes(CUSTOMERS[1].email) && /way/i.test(m.parsed.subject ?? "")).length).toBe(0);

  // The list, opened again with signal, keeps the visits afresh, and the photo the tradie added.
  await page.goto(`${url}/crew`);
  await expect
    .poll(async () => ((await cachedPaths(page))["crew-photos"] ?? []).filter((path) => path.startsWith("/api/photos/")).length)
    .toBeGreaterThan(0);

  // The same phone, handed to another tradie: the first one's pages and photos go at sign-out.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/crew\/sign-in/);
  expect((await cachedPaths(page))["crew-pages"] ?? []).toEqual([]);
  expect((await cachedPaths(page))["crew-photos"] ?? []).toEqual([]);
  await signInOnPhone(page, 2);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.goto(`${url}/crew/visits/1`);
  await page.getByRole("heading", { name: "No signal" }).waitFor();
  await expect(page.getByText(CUSTOMERS[0].name)).toHaveCount(0);
  await context.setOffline(false);

  // Admin pages and a customer's link, opened in the same browser, are never kept.
  const customerLink = smtp.messages
    .filter((m) => m.envelopeTo.includes(CUSTOMERS[0].email))
    .map((m) => /\/(?:c|j)\/[A-Za-z0-9_-]{22,43}/.exec(m.parsed.text ?? "")?.[0])
    .find(Boolean);
  expect(customerLink).toBeTruthy();
  await page.goto(`${url}${customerLink}`);
  await page.goto(`${url}/admin/login`);
  await page.goto(`${url}/crew`);
  const kept = Object.values(await cachedPaths(page)).flat();
  expect(kept.filter((path) => /^\/(admin|c|j|q|i)\//.test(path) || path === "/admin")).toEqual([]);
  expect(kept.length).toBeGreaterThan(0);
});
