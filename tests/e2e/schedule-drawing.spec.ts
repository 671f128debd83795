import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { clockText } from "~/features/jobs/visit-times";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { signInTo } from "../helpers/admin-browser";
import { DESKTOP, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "./suites";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * How the schedule is drawn (docs/decisions/0118, 0119): the page brings and draws the board's
 * first eight rows (or, for a browser that says it is a phone, the agenda's first visits), and the
 * browser asks for the rest once the page runs; without JavaScript a link asks for every row.
 */
const PASSWORD = "schedule-drawing-password-1";
const ADMIN = { email: "admin@schedule-drawing.test", name: "Ana Admin", role: "admin" as const };
const staff = useStaffServer({ admin: ADMIN }, PASSWORD);
const url = () => staff.url();
let browser: Browser;
/** The first row of the board (tradies in name order): Ari Kahu. */
let ariId = "";
let busyJob = "";

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  // Six demo tradies and four more: ten rows and "No tradie yet".
  for (const name of ["Ari Kahu", "Bex Tane", "Cole Rua", "Dana Hira"]) {
    const res = await postForm(
      url(),
      "/admin/tradies/new",
      {
        intent: "create",
        name,
        businessName: `${name} Ltd`,
        email: `${name.split(" ")[0].toLowerCase()}@schedule-drawing.test`,
        mobile: "027 123 4567",
        trades: "Electrical",
        areas: "South Auckland",
        bio: "A tradie for the schedule test.",
        yearsExperience: "5",
        jobsCompleted: "0",
      },
      staff.cookies.admin,
    );
    expect(res.status, name).toBe(302);
    if (name === "Ari Kahu") ariId = new URL(res.headers.get("location")!, url()).pathname.split("/").at(-1)!;
  }
  // Forty-one visits today with no tradie yet: one more than the phone's agenda draws at first.
  expect((await postQuote(url(), validQuote({ email: "busy@schedule-drawing.test", fillTimeMs: 20_000 }))).status).toBe(201);
  const job = (await postForm(url(), "/admin/leads/1", { intent: "new-job", title: "A busy day" }, staff.cookies.admin)).headers.get(
    "location",
  )!;
  busyJob = job;
  for (let i = 0; i < 41; i += 1) {
    const start = 6 * 60 + i * 15;
    const visit = {
      intent: "add-visit",
      day: todayInAuckland(),
      timing: "fixed",
      start: clockText(start),
      end: clockText(start + 15),
      instructions: "",
    };
    expect((await postForm(url(), job, visit, staff.cookies.admin)).status, String(i)).toBe(200);
  }
});

const rowsIn = (html: string) => (html.match(/<th scope="row"/g) ?? []).length;

test.describe("the week's board", () => {
  test("arrives with its first eight rows and a way to the rest without JavaScript", async () => {
    const html = await (await get(`${url()}/admin/schedule?view=week`, staff.cookies.admin)).text();
    expect(rowsIn(html)).toBe(8);
    expect(html).toContain("3 more rows to come.");
    expect(html).toMatch(/<noscript><a href="\/admin\/schedule\?view=week&amp;day=\d{4}-\d\d-\d\d&amp;rows=all"/);
    expect(html).not.toContain('aria-label="Visits by day"');
    // The page carries only the first rows' visits; the busy day's visits, with no tradie yet, are in the last row.
    expect(html).not.toContain("A busy day");
    const all = await (await get(`${url()}/admin/schedule?view=week&rows=all`, staff.cookies.admin)).text();
    expect(rowsIn(all)).toBe(11);
    expect(all).not.toContain("more rows to come");
    expect(all).toContain("A busy day");
  });

  test("draws every row in the browser once the page runs", async () => {
    const tab = await openPage(browser, DESKTOP);
    await signInTo(tab.page, url(), { ...ADMIN, password: PASSWORD }, "/admin/schedule?view=week");
    await waitForHydration(tab.page);
    await expect.poll(() => tab.page.locator('th[scope="row"]').count()).toBe(11);
    expect(await tab.page.getByText("more rows to come").count()).toBe(0);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});

test.describe("the phone's agenda", () => {
  test("is what the server draws for a browser that says it is a phone, and what a narrow window shows once the page runs", async () => {
    const html = await (await get(`${url()}/admin/schedule?view=week`, staff.cookies.admin, { "sec-ch-ua-mobile": "?1" })).text();
    expect(html).toContain('aria-label="Visits by day"');
    expect(rowsIn(html)).toBe(0);
    expect(html.match(/class="agenda-visit"/g)).toHaveLength(40);
    expect(html).toContain("1 more visit to come.");
    // The 41st visit (4–4:15 pm, packed as its minutes) comes only when asked for.
    expect(html).not.toContain("960,975");
    expect(html).toMatch(/<noscript><a href="\/admin\/schedule\?view=week&amp;day=\d{4}-\d\d-\d\d&amp;rows=all"/);
    const all = await (await get(`${url()}/admin/schedule?view=week&rows=all`, staff.cookies.admin, { "sec-ch-ua-mobile": "?1" })).text();
    expect(all.match(/class="agenda-visit"/g)).toHaveLength(41);
    expect(all).toContain("960,975");
    const tab = await openPage(browser, PHONE);
    await signInTo(tab.page, url(), { ...ADMIN, password: PASSWORD }, "/admin/schedule?view=week");
    await waitForHydration(tab.page);
    await tab.page.getByRole("list", { name: "Visits by day" }).waitFor();
    await expect.poll(() => tab.page.locator(".agenda-visit").count()).toBe(41);
    expect(await tab.page.locator('th[scope="row"]').count()).toBe(0);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});

test.describe("a crowded cell", () => {
  test("draws a screen's height of chips first, says how many more are coming, and draws them once the page runs", async () => {
    // Twenty-six visits a week from today for the board's first row: two more than a cell draws first.
    const day = addDays(todayInAuckland(), 7);
    for (let i = 0; i < 26; i += 1) {
      const start = 6 * 60 + i * 15;
      const visit = {
        intent: "add-visit",
        day,
        timing: "fixed",
        start: clockText(start),
        end: clockText(start + 15),
        tradieId: ariId,
        instructions: "",
      };
      expect((await postForm(url(), busyJob, visit, staff.cookies.admin)).status, String(i)).toBe(200);
    }
    const html = await (await get(`${url()}/admin/schedule?view=week&day=${day}`, staff.cookies.admin)).text();
    const firstRow = html.slice(html.indexOf('<th scope="row"'), html.indexOf("</tr>", html.indexOf('<th scope="row"')));
    expect(firstRow).toContain("Ari Kahu");
    expect(firstRow.match(/class="visit-chip-link"/g)).toHaveLength(24);
    expect(firstRow).toContain("2 more to come");
    const tab = await openPage(browser, DESKTOP);
    await signInTo(tab.page, url(), { ...ADMIN, password: PASSWORD }, `/admin/schedule?view=week&day=${day}`);
    await waitForHydration(tab.page);
    const ari = tab.page.getByRole("row").filter({ has: tab.page.getByRole("rowheader", { name: "Ari Kahu" }) });
    await expect.poll(() => ari.locator(".visit-chip-link").count()).toBe(26);
    expect(await ari.getByText("more to come").count()).toBe(0);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});
