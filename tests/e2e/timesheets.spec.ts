import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { todayInAuckland } from "~/lib/clock";
import { postForm } from "../helpers/auth";
import { crewLinkIn, crewSession } from "../helpers/crew";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { postQuote, validQuote } from "../helpers/quote";
import { useMailBrowserSuite } from "./suites";

test.describe.configure({ mode: "serial" });

/*
 * Time on the job as its people live it (issue 46, item 4): the tradie on a phone starts, pauses,
 * goes back to work and finishes two visits today; the office on a laptop approves the week and
 * downloads it for payroll.
 */
const ADMIN = { name: "Ari Admin", email: "admin@timesheets.test", password: "timesheets-password-1", role: "admin" as const };
const TRADIE_EMAIL = "aroha.ngata@example.co.nz";
const TODAY = todayInAuckland();
let crewCookie = "";

const suite = useMailBrowserSuite(ADMIN, async ({ url, cookie }) => {
  for (const [i, email] of ["one@timesheets.test", "two@timesheets.test"].entries()) {
    expect((await postQuote(url, validQuote({ email, fillTimeMs: 20_000 }))).status).toBe(201);
    await postForm(url, `/admin/leads/${i + 1}`, { intent: "new-job", title: `Fence repairs ${i + 1}`, scope: "" }, cookie);
    const visit = { intent: "add-visit", day: TODAY, timing: "fixed", start: `2${i}:00`, end: `2${i}:30`, tradieId: "1", instructions: "" };
    expect((await postForm(url, `/admin/jobs/${i + 1}`, visit, cookie)).status).toBe(200);
  }
});

test("the tradie starts, pauses, goes back to work and finishes two visits on a phone", async () => {
  const [offer] = await suite.mails(TRADIE_EMAIL, /^Work offered/, 1);
  crewCookie = (await crewSession(suite.url, crewLinkIn(offer))).cookie;
  for (const id of [1, 2]) expect((await postForm(suite.url, `/crew/visits/${id}`, { intent: "accept" }, crewCookie)).status).toBe(200);
  const { context, page } = await openPage(suite.browser, PHONE);
  const [name, value] = crewCookie.split("=");
  await context.addCookies([{ name, value, url: suite.url }]);
  for (const id of [1, 2]) {
    await page.goto(`${suite.url}/crew/visits/${id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Started", exact: true }).click();
    await expect(page.getByText("Marked as started.")).toBeVisible();
    await page.getByRole("radio", { name: id === 1 ? "Travel" : "Materials run" }).check();
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    await expect(page.getByText(/^Paused since/)).toBeVisible();
    if (id === 1) await expectAccessible(page, "a paused visit on a phone");
    await page.getByRole("button", { name: "Back to work" }).click();
    await expect(page.getByText("Back to work: the pause has ended.")).toBeVisible();
    await page.getByLabel("The customer is not here to sign").check();
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await expect(page.getByText(/^Started .*, finished .* · 1 pause$/)).toBeVisible();
  }
  await expectAccessible(page, "a finished visit's time on a phone");
  await context.close();
});

test("the office approves the week on a laptop and downloads it for payroll", async () => {
  const { context, page } = await openPage(suite.browser, DESKTOP);
  const [name, value] = suite.cookie.split("=");
  await context.addCookies([{ name, value, url: suite.url }]);
  await page.goto(`${suite.url}/admin/timesheets?week=${TODAY}`);
  await waitForHydration(page);
  await expectAccessible(page, "the timesheets on a laptop");
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await page.getByRole("button", { name: /^Approve .*'s week$/ }).click();
  await expect(page.getByText(/^Approved by Ari Admin/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the week as CSV" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("Tradie,Date,Visits,Hours,Hours (h:mm),Approved");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^[^,]+,${TODAY},2,\\d+\\.\\d{2},\\d+:\\d{2},yes$`));
  await page.setViewportSize(PHONE);
  await expectAccessible(page, "the timesheets on a phone");
  await context.close();
});
