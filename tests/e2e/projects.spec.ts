import type { Browser, Locator } from "@playwright/test";
import sharp from "sharp";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { todayInAuckland } from "~/lib/clock";
import { signInTo } from "../helpers/admin-browser";
import { get, postForm, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from "../helpers/browser";
import { crewLinkIn, jobLinkIn } from "../helpers/crew";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

/*
 * The project gallery end to end (issue 19, docs/decisions/0117): the tradie takes a before and
 * an after photo on a phone and the customer, signing off, ticks yes to photos on the website;
 * staff make the job's project, write it up and publish it; it shows on /projects, the painting
 * page and the West Auckland page with its photos served to anyone; the customer then says no on
 * their job page and it is gone from every page, its photos with it. axe on every new page.
 */
const ADMIN = { name: "Gala Gallery", email: "admin@projects-e2e.test", password: "projects-e2e-password-1", role: "admin" as const };
const CUSTOMER = { name: "Wiremu Hohepa", email: "wiremu@projects-e2e.test" };
const TRADIE = "aroha.ngata@example.co.nz"; // demo tradie 1
const WRITE_UP = "Sanded back the flaking weatherboards, primed bare timber and finished in two coats.";

let smtp: SmtpCapture;
let seeded: SeededServer;
let browser: Browser;
let url = "";
let cookie = "";

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  smtp = await startSmtpCapture(await freePort());
  seeded = await startServerWithStaff([ADMIN], { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100" });
  url = seeded.server.url;
  cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
  expect((await postQuote(url, validQuote({ ...CUSTOMER, service: "Painting", fillTimeMs: 20_000 }))).status).toBe(201);
});
test.afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

async function photoFile(name: string, colour: string) {
  const file = path.join(tmpdir(), `${name}-${Date.now()}.jpg`);
  await writeFile(
    file,
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);

test.describe("a project in the gallery, from the tradie's photos to the site", () => {
  test("is photographed and consented at sign-off, published by staff, shown everywhere it belongs, and gone when the customer says no", async () => {
    // The job, booked today with tradie 1, who accepts it on a phone.
    const made = await postForm(url, "/admin/leads/1", { intent: "new-job", title: "Repaint the weatherboards" }, cookie);
    const jobPath = made.headers.get("location")!;
    const visit = {
      intent: "add-visit",
      day: todayInAuckland(),
      timing: "fixed",
      start: "08:00",
      end: "16:00",
      tradieId: "1",
      instructions: "",
    };
    expect((await postForm(url, jobPath, visit, cookie)).status).toBe(200);
    const [offer] = await mailsTo(smtp, TRADIE, /^Work offered/, 1);
    const tradie = await openPage(browser, PHONE);
    await tradie.page.goto(url + crewLinkIn(offer));
    await tradie.page.getByRole("button", { name: "Open my jobs" }).click();
    await tradie.page.waitForURL(/\/crew\/visits\/\d+$/);
    await waitForHydration(tradie.page);
    await tradie.page.getByRole("button", { name: "Accept the visit" }).click();
    await tradie.page.getByText("Thanks: the visit is yours.").waitFor();

    // A before and an after photo, then the customer signs and says yes to photos on the website.
    const photos = () => tradie.page.getByRole("img", { name: /^(Before|After) the work$/ }).count();
    for (const [kind, colour] of [
      ["Before", "#7a6a55"],
      ["After", "#3e6b70"],
    ] as const) {
      const before = await photos();
      await tradie.page.getByRole("radio", { name: kind }).check();
      await tradie.page.getByLabel("Choose or take a photo").setInputFiles(await photoFile(kind, colour));
      await tradie.page.getByRole("button", { name: "Add the photo" }).click();
      // "Photo added." is still on the page from the first photo: wait for the second to be listed.
      await expect.poll(photos).toBe(before + 1);
    }
    await tradie.page.getByLabel("Customer's name, to sign off the work").fill(CUSTOMER.name);
    await tradie.page.getByLabel(/happy for photos of this work to go on our website/).check();
    await expectAccessible(tradie.page, "sign-off with the photo question");
    await tradie.page.getByRole("button", { name: "Done", exact: true }).click();
    await tradie.page.getByText("Done: thank you.").waitFor();

    // Staff: the job page says yes at sign-off; make the project, write it up, publish it.
    const staff = await openPage(browser, DESKTOP);
    await signInTo(staff.page, url, ADMIN, jobPath);
    const panel = staff.page.getByRole("region", { name: "Photos on the website" });
    await panel.getByText(`Yes, at sign-off (${CUSTOMER.name})`).waitFor();
    await expectAccessible(staff.page, "a done job with its gallery panel");
    await panel.getByRole("button", { name: "Make a gallery project" }).click();
    await staff.page.waitForURL(/\/admin\/projects\/\d+$/);
    await waitForHydration(staff.page);
    await expect.poll(() => staff.page.getByRole("checkbox", { name: /Show (before|after) photo/ }).count()).toBe(2);
    await expectAccessible(staff.page, "the project editor");
    await staff.page.getByRole("button", { name: "Publish on the site" }).click();
    await staff.page.getByText("Check the photos first: no house numbers, faces or number plates").first().waitFor();
    await staff.page.getByLabel("I have checked the photos: no house numbers, faces or number plates").check();
    await staff.page.getByRole("button", { name: "Publish on the site" }).click();
    await staff.page.getByText("Write a few words about the work first.").waitFor();
    await staff.page.getByLabel("Title").fill("Weatherboards repainted in Henderson");
    await staff.page.getByLabel("Write-up").fill(WRITE_UP);
    await staff.page.getByRole("button", { name: "Save the project" }).click();
    await staff.page.getByText("Saved.").waitFor();
    await staff.page.getByLabel("I have checked the photos: no house numbers, faces or number plates").check();
    await staff.page.getByRole("button", { name: "Publish on the site" }).click();
    await staff.page.getByText("The project is on the site.").waitFor();
    await expectAccessible(staff.page, "a published project");

    // On /projects (desktop and phone), the painting page and the West Auckland page; its photos open to anyone.
    const visitor = await openPage(browser, DESKTOP);
    await visitor.page.goto(`${url}/projects`);
    const card = visitor.page.locator("article").filter({ hasText: "Weatherboards repainted in Henderson" });
    await card.getByText(WRITE_UP).waitFor();
    expect(await card.getByText("Painting · Henderson").count()).toBe(1);
    await loaded(card.getByRole("img", { name: "After: Repaint the weatherboards" }));
    await expectAccessible(visitor.page, "the project gallery");
    const phone = await openPage(browser, PHONE);
    await phone.page.goto(`${url}/projects`);
    await expectAccessible(phone.page, "the project gallery on a phone");
    for (const page of ["/painting", "/west-auckland"])
      expect(await (await get(url + page)).text(), page).toContain("Weatherboards repainted in Henderson");
    const photoSrc = await card.locator("img").first().getAttribute("src");
    const photo = await get(url + photoSrc!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cache-control")).toContain("public");
    // Public only while the customer says yes: kept a short time and asked for again, purged by its key (decision 0146).
    expect(photo.headers.get("cache-control")).toBe("public, max-age=3600, s-maxage=86400, must-revalidate");
    expect(photo.headers.get("surrogate-key")).toBe("project-photos");

    // The customer changes their mind on their job page: the project leaves every page, and its photos stop being public.
    const [booking] = await mailsTo(smtp, CUSTOMER.email, /^Your visit is booked/, 1);
    const customer = await openPage(browser, PHONE);
    await customer.page.goto(url + jobLinkIn(booking));
    await waitForHydration(customer.page);
    await customer.page.getByText("You said yes. Thank you.").waitFor();
    await expectAccessible(customer.page, "the customer's job page with the photo question");
    await customer.page.getByRole("button", { name: "No, please take them down" }).click();
    await customer.page.getByText("Thanks: we will not show photos of this work on our website.").waitFor();
    for (const page of ["/projects", "/painting", "/west-auckland"])
      expect(await (await get(url + page)).text(), page).not.toContain("Weatherboards repainted in Henderson");
    expect((await get(url + photoSrc!)).status).toBe(404);
    await staff.page.reload();
    await staff.page.getByText("Published, but the site hides it until the customer says yes.").waitFor();
    for (const context of [tradie, staff, visitor, phone, customer]) await context.context.close();
  });
});
