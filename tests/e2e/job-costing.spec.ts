import sharp from "sharp";
import { expect, test } from "./fixtures";
import { todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { crewLinkIn, crewSession } from "../helpers/crew";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { postQuote, validQuote } from "../helpers/quote";
import { sendFirstQuote } from "../helpers/staff-quotes";
import { useMailBrowserSuite } from "./suites";

test.describe.configure({ mode: "serial" });

/*
 * What a job earned as its people live it (issue 46, item 5): the tradie on a phone adds a material
 * with a photo of the receipt on their visit; the office on a laptop sets the tradie's cost rate and
 * sees the job's margin and the margin figures.
 */
const ADMIN = { name: "Ari Admin", email: "admin@job-costing.test", password: "job-costing-password-1", role: "admin" as const };
const TRADIE_EMAIL = "aroha.ngata@example.co.nz";
const CUSTOMER = "costing@job-costing.test";
const TODAY = todayInAuckland();

const suite = useMailBrowserSuite(ADMIN, async ({ url, cookie }) => {
  expect((await postQuote(url, validQuote({ email: CUSTOMER, fillTimeMs: 20_000 }))).status).toBe(201);
  const { token } = await sendFirstQuote(url, cookie);
  const accepted = await postForm(url, `/q/${token}`, { intent: "accept", name: "Mere Tautahi", agree: "yes" });
  expect(accepted.status).toBeLessThan(400);
  // The job is made from the accepted quote by the background worker.
  await expect.poll(async () => (await get(`${url}/admin/jobs/1`, cookie)).status, { timeout: 15_000 }).toBe(200);
  const visit = { intent: "add-visit", day: TODAY, timing: "fixed", start: "22:00", end: "22:30", tradieId: "1", instructions: "" };
  expect((await postForm(url, "/admin/jobs/1", visit, cookie)).status).toBe(200);
});

test("the tradie adds a material with a receipt photo on a phone", async () => {
  const [offer] = await suite.mails(TRADIE_EMAIL, /^Work offered/, 1);
  const crewCookie = (await crewSession(suite.url, crewLinkIn(offer))).cookie;
  expect((await postForm(suite.url, "/crew/visits/1", { intent: "accept" }, crewCookie)).status).toBe(200);
  const { context, page } = await openPage(suite.browser, PHONE);
  const [name, value] = crewCookie.split("=");
  await context.addCookies([{ name, value, url: suite.url }]);
  await page.goto(`${suite.url}/crew/visits/1`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Started", exact: true }).click();
  await expect(page.getByText("Marked as started.")).toBeVisible();
  const materials = page.getByRole("region", { name: "Materials you bought" });
  await materials.getByLabel("What was bought").fill("Copper elbow 15 mm");
  await materials.getByLabel("Quantity").fill("3");
  await materials.getByLabel("Cost of one, ex GST ($)").fill("4.20");
  const receipt = await sharp({ create: { width: 600, height: 900, channels: 3, background: "#c8b" } })
    .jpeg()
    .toBuffer();
  await materials.getByLabel("Receipt photo (optional)").setInputFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: receipt });
  await materials.getByRole("button", { name: "Add the material" }).click();
  await expect(page.getByText("Material added: 3 × $4.20.")).toBeVisible();
  await expect(page.getByText("Copper elbow 15 mm: 3 × $4.20 = $12.60 (receipt kept)")).toBeVisible();
  await expectAccessible(page, "a visit with a material on a phone");
  await page.getByLabel("The customer is not here to sign").check();
  await page.getByRole("button", { name: "Done", exact: true }).click();
  await expect(page.getByText(/^Started .*, finished /)).toBeVisible();
  await context.close();
});

test("the office sets the cost rate, and sees the job's margin and the figures on a laptop", async () => {
  const { context, page } = await openPage(suite.browser, DESKTOP);
  const [name, value] = suite.cookie.split("=");
  await context.addCookies([{ name, value, url: suite.url }]);
  await page.goto(`${suite.url}/admin/tradies/1`);
  await waitForHydration(page);
  const rate = page.getByRole("region", { name: "Cost rate" });
  await rate.getByLabel("What an hour costs the business ($)").fill("45");
  await rate.getByRole("button", { name: "Save the cost rate" }).click();
  await expect(page.getByText("The cost rate is now $45.00 an hour.")).toBeVisible();
  await expectAccessible(page, "a tradie's page with the cost rate");

  await page.goto(`${suite.url}/admin/jobs/1`);
  await waitForHydration(page);
  const earned = page.getByRole("region", { name: "What the job earned" });
  await expect(earned.getByText("Copper elbow 15 mm · 3 × $4.20 · ")).toBeVisible();
  await expect(earned.getByRole("link", { name: "Receipt for Copper elbow 15 mm" })).toBeVisible();
  await expect(earned.getByText("$45.00/h")).toBeVisible();
  // The quote's $300.00 with GST is $260.87 without; the visit took under a minute, so its labour is $0.00.
  const margin = earned.getByRole("definition");
  await expect(margin).toHaveText(["$260.87", "$0.00", "$12.60", "$248.27 (95.2 %)"]);
  await expectAccessible(page, "a job's margin on a laptop");

  await page.goto(`${suite.url}/admin/figures`);
  await waitForHydration(page);
  const margins = page.getByRole("region", { name: "Job margins" });
  await expect(margins.getByRole("rowheader", { name: "Plumbing" })).toBeVisible();
  await expect(margins.getByRole("table", { name: "By month" }).locator("tbody tr")).toHaveCount(1);
  await expectAccessible(page, "the figures with job margins on a laptop");
  await context.close();
});
