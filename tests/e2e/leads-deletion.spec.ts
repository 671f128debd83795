import { expect, test } from "./fixtures";
import { signInTo } from "../helpers/admin-browser";
import { useStaffBrowserSuite } from "./suites";
import { axeViolations, DESKTOP, openPage, PHONE, waitForToastsSettled } from "../helpers/browser";

// A story: each test builds on the one before, on a business of its own, so one failing stops the rest.
test.describe.configure({ mode: "serial" });

const ADMIN = { name: "Ari Admin", email: "admin@deletion.test", password: "deletion-password-1", role: "admin" as const };
const LEAD_NAME = "Tama Forgotten";
const suite = useStaffBrowserSuite(ADMIN, [LEAD_NAME, "Pita Forgotten"]);

test.describe("deleting a lead in a browser", () => {
  test("asks for the word, deletes the lead, confirms with a toast on the list, and the lead's page is gone", async () => {
    const { url } = suite;
    const { context, page, errors } = await openPage(suite.browser, DESKTOP);
    try {
      await signInTo(page, url, ADMIN, "/admin/leads/1");
      const panel = page.getByRole("region", { name: "Delete permanently" });
      await panel.waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await panel.getByLabel('Type "delete" to confirm').fill("remove");
      await panel.getByRole("button", { name: "Delete this lead permanently" }).click();
      await panel.getByText('Type "delete" to confirm.').waitFor();
      expect(page.url()).toBe(`${url}/admin/leads/1`);

      await page.getByRole("region", { name: "Delete permanently" }).getByLabel('Type "delete" to confirm').fill("delete");
      await page.getByRole("region", { name: "Delete permanently" }).getByRole("button", { name: "Delete this lead permanently" }).click();
      await page.waitForURL(`${url}/admin/leads`);
      await page.getByText("Lead #1 has been deleted permanently.").waitFor();
      await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
      expect(await axeViolations(page)).toEqual([]); // with the success toast showing (issue 20.1)
      expect(await page.getByRole("link", { name: LEAD_NAME }).count()).toBe(0);
      // The refused confirmation is a 400, which Chromium logs; nothing else may be.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);

      const gone = await page.goto(`${url}/admin/leads/1`);
      expect(gone?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  test("shows the success toast on a phone, passing axe while it is shown", async () => {
    const { context, page } = await openPage(suite.browser, PHONE);
    try {
      await signInTo(page, suite.url, ADMIN, "/admin/leads/2");
      const panel = page.getByRole("region", { name: "Delete permanently" });
      await panel.getByLabel('Type "delete" to confirm').fill("delete");
      await panel.getByRole("button", { name: "Delete this lead permanently" }).click();
      await page.waitForURL(`${suite.url}/admin/leads`);
      await page.getByText("Lead #2 has been deleted permanently.").waitFor();
      await waitForToastsSettled(page);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
