import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { hoursField, settingsFormValues } from "~/features/settings/form";
import { get, postForm, sendJson } from "../helpers/auth";
import { fetchPage } from "../helpers/html";
import { useStaffServer } from "../helpers/suite";

/*
 * The settings page: who may read and change it, the validation of every field (a 400 with
 * the field's message, never a 5xx), a saved change on every public page at the next load
 * (past both caches), and the audit trail of settings and staff changes.
 */

const PASSWORD = "settings-password-123";
const USERS = {
  admin: { email: "ada@settings.test", name: "Ada Admin", role: "admin" as const },
  manager: { email: "max@settings.test", name: "Max Manager", role: "manager" as const },
  spare: { email: "sam@settings.test", name: "Sam Spare", role: "manager" as const },
};
const staff = useStaffServer(USERS, PASSWORD);
const { cookies, url } = staff;

const validForm = (overrides: Record<string, string> = {}) => ({ ...settingsFormValues(DEFAULT_SETTINGS), ...overrides });
const withoutField = (name: string) => Object.fromEntries(Object.entries(validForm()).filter(([key]) => key !== name));
const save = (form: Record<string, string>, cookie = cookies.admin) => postForm(url(), "/admin/settings", form, cookie);

describe("who may use the settings page", () => {
  it("shows managers the settings read-only, and refuses their changes", async () => {
    const page = await fetchPage(`${url()}/admin/settings`, { headers: { cookie: cookies.manager } });
    expect(page.status).toBe(200);
    expect(page.html).toContain("Only an administrator can change them.");
    expect(page.doc.querySelector("fieldset[disabled]")).not.toBeNull();
    expect(page.html).not.toContain("Save settings");
    const res = await save(validForm({ businessName: "Manager Was Here" }), cookies.manager);
    expect(res.status).toBe(403);
    expect((await fetchPage(`${url()}/`)).html).not.toContain("Manager Was Here");
  });

  it("sends visitors who are not signed in to sign in", async () => {
    const res = await save(validForm(), "");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});

describe("settings validation", () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ["an empty business name", validForm({ businessName: "  " }), "Enter the business name"],
    ["a business name that is too long", validForm({ businessName: "x".repeat(101) }), "Keep the business name to 100 characters or fewer"],
    ["a phone number that is too short", validForm({ phone: "12345" }), "Enter the phone number as a New Zealand number"],
    ["an Australian number", validForm({ phone: "+61 2 9999 9999" }), "Enter the phone number as a New Zealand number"],
    [
      "a mobile with a prefix NZ does not use",
      validForm({ emergencyPhone: "023 123 4567" }),
      "Enter the emergency number as a New Zealand number",
    ],
    ["a missing emergency number", withoutField("emergencyPhone"), "Enter the emergency number"],
    ["an email without an @", validForm({ email: "hello.harbourside.co.nz" }), "Enter an email address such as hello@example.co.nz"],
    [
      "closing before opening",
      validForm({ [hoursField("monday", "opens")]: "18:00", [hoursField("monday", "closes")]: "07:00" }),
      "The closing time must be after the opening time",
    ],
    ["an empty opening time on an open day", validForm({ [hoursField("tuesday", "opens")]: "" }), "Enter a time such as 07:00"],
    ["a time that is not a time", validForm({ [hoursField("friday", "closes")]: "25:00" }), "Enter a time such as 07:00"],
    ["a review delay of no hours", validForm({ "reviews.requestDelayHours": "0" }), "Ask at least 1 hour after the job"],
    ["a portal sign-in of no days", validForm({ "crew.sessionDays": "0" }), "A phone stays signed in for at least 1 day"],
    ["a portal sign-in of over a year", validForm({ "crew.sessionDays": "9999999999" }), "Keep it to 365 days or fewer"],
    [
      "a portal sign-in that is not a number",
      validForm({ "crew.sessionDays": "thirty\u0000" }),
      "Enter how many days a tradie's phone stays signed in, such as 30",
    ],
    [
      "a Google link that is not Google's",
      validForm({ "reviews.googleReviewUrl": "https://example.com/review" }),
      "Paste the review link from your Google Business Profile",
    ],
    [
      "a bank account that is not one",
      validForm({ "invoicing.bankAccount": "12-3456" }),
      "Enter the account number as bank, branch, account and suffix",
    ],
    [
      "payment terms on the 32nd",
      validForm({ "invoicing.termsKind": "following-month", "invoicing.termsValue": "32" }),
      "Enter a day of the month from 1 to 31",
    ],
    [
      "an account code with spaces",
      validForm({ "invoicing.salesAccount": "2 00" }),
      "Enter the sales account code from your chart of accounts",
    ],
    ["no payment methods", validForm({ paymentsAccepted: "\n \n" }), "List at least one payment method"],
    ["no service areas", validForm({ serviceAreas: "" }), "List at least one service area"],
    [
      "a bad notification address among good ones",
      validForm({ notificationEmails: "leads@harbourside.co.nz\nnot-an-address" }),
      "Check the email addresses: one per line",
    ],
    [
      "a social link without https",
      validForm({ "socialLinks.facebook": "facebook.com/harbourside" }),
      "Enter the full Facebook address, starting with https://",
    ],
    ["an empty form", {}, "Enter the business name"],
    ["a GST number that fails the IRD's check", validForm({ gstNumber: "136410133" }), "Enter the GST number the IRD gave you"],
    ["a quote valid for no days", validForm({ "quoting.validDays": "0" }), "A quote is valid for at least 1 day"],
    ["a quote valid for over a year", validForm({ "quoting.validDays": "400" }), "Keep it to 365 days or fewer"],
    ["no labour rates", validForm({ "quoting.labourRates": "" }), "List at least one labour rate"],
    [
      "a labour rate without a price",
      validForm({ "quoting.labourRates": "Standard labour" }),
      "Write each labour rate as a name and an hourly rate",
    ],
    ["an unknown GST rounding", validForm({ "quoting.gstRounding": "sometimes" }), "Choose how GST is rounded"],
    ["empty quote terms", validForm({ "quoting.terms": " " }), "Enter the quote terms"],
  ];

  it.each(cases)("refuses %s with the field's message", async (_, form, message) => {
    const res = await save(form);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it("saves the quote settings: GST number as the IRD writes it, labour rates in exact cents", async () => {
    const res = await save(
      validForm({
        gstNumber: "49098576",
        "quoting.validDays": "14",
        "quoting.gstRounding": "line",
        "quoting.labourRates": "Standard labour: 98.50\nAfter hours = $1,250",
      }),
    );
    expect(res.status).toBe(200);
    const form = await (await get(`${url()}/admin/settings`, cookies.admin)).text();
    expect(form).toContain('value="49-098-576"');
    expect(form).toContain('value="14"');
    expect(form).toContain("Standard labour: 98.50\nAfter hours: 1250.00");
    expect(form).toMatch(/<option value="line" selected="">/);
    // Put back what the other tests expect.
    expect((await save(validForm())).status).toBe(200);
  });

  it("keeps what was typed in the fields after a refused save", async () => {
    const res = await save(validForm({ phone: "12345", businessName: "Typed Name Ltd" }));
    const page = await res.text();
    expect(page).toContain('value="Typed Name Ltd"');
    expect(page).toContain('aria-invalid="true"');
  });
});

describe("a saved change", () => {
  it("shows on the public pages at the next load, in text, call links and structured data", async () => {
    // Both pages are in the page cache before the change.
    for (const path of ["/", "/contact", "/"]) expect((await fetchPage(url() + path)).status).toBe(200);

    const res = await save(
      validForm({
        phone: "+64 9 555 0123",
        [hoursField("monday", "opens")]: "06:30",
        [hoursField("monday", "closes")]: "17:00",
        [hoursField("sunday", "closed")]: "on",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Settings saved.");

    for (const path of ["/", "/contact"]) {
      const page = await fetchPage(url() + path);
      expect(page.html, path).toContain("09 555 0123");
      expect(page.html, path).not.toContain("09 280 4471");
      expect(page.doc.querySelector('a[href="tel:+6495550123"]'), path).not.toBeNull();
      const business = page.jsonLd.find((j) => j["@type"] === "HomeAndConstructionBusiness") as {
        telephone: string;
        openingHoursSpecification: Array<{ dayOfWeek: string[]; opens: string }>;
      };
      expect(business.telephone).toBe("+6495550123");
      expect(business.openingHoursSpecification.find((s) => s.dayOfWeek.includes("Monday"))?.opens).toBe("06:30");
      expect(business.openingHoursSpecification.some((s) => s.dayOfWeek.includes("Sunday"))).toBe(false);
    }
    const contact = (await fetchPage(`${url()}/contact`)).doc.text;
    expect(contact).toContain("6:30 am – 5 pm");
    expect(contact).toContain("Closed");
  });

  it("is recorded in the audit trail with who made it and the values before and after", async () => {
    const text = await auditText("?type=settings");
    expect(text).toContain("Ada Admin");
    expect(text).toContain("settings.update");
    expect(text).toContain("09 280 4471");
    expect(text).toContain("09 555 0123");
    expect(text).toContain("Opening hours › Monday › Opens");
  });
});

/** The audit page's list, without the data the page carries for the browser. */
async function auditText(query: string) {
  const page = await fetchPage(`${url()}/admin/audit${query}`, { headers: { cookie: cookies.admin } });
  expect(page.status).toBe(200);
  return page.doc.querySelector("main")!.text;
}

describe("the audit trail", () => {
  it("records staff account changes from the page and the API", async () => {
    const spare = staff.seeded.ids[USERS.spare.email];
    expect((await postForm(url(), "/admin/staff", { intent: "set-role", id: spare, role: "admin" }, cookies.admin)).status).toBe(200);
    expect((await sendJson(url(), "POST", `/api/admin/staff/${spare}/deactivate`, undefined, cookies.admin)).status).toBe(200);
    expect((await postForm(url(), "/admin/staff", { intent: "reactivate", id: spare }, cookies.admin)).status).toBe(200);
    const created = await sendJson(
      url(),
      "POST",
      "/api/admin/staff",
      { name: "Nia New", email: "nia@settings.test", role: "manager", password: "a-long-password-1" },
      cookies.admin,
    );
    expect(created.status).toBe(201);

    const text = await auditText("?type=staff");
    for (const action of ["staff.set-role", "staff.deactivate", "staff.reactivate", "staff.create"]) expect(text).toContain(action);
    expect(text).toContain("Nia New");
    expect(text).not.toContain("settings.update");
    expect(text).not.toContain("a-long-password-1");
  });

  it("filters by who made the change", async () => {
    const all = await fetchPage(`${url()}/admin/audit`, { headers: { cookie: cookies.admin } });
    expect(all.doc.querySelectorAll("#audit-actor option").map((o) => o.text)).toEqual(["Anyone", "Ada Admin"]);
    expect(await auditText(`?actor=${staff.seeded.ids[USERS.manager.email]}`)).toContain("No changes match these filters.");
    expect(await auditText(`?actor=${staff.seeded.ids[USERS.admin.email]}`)).toContain("settings.update");
  });

  it("is for administrators only", async () => {
    expect((await get(`${url()}/admin/audit`, cookies.manager)).status).toBe(403);
  });
});
