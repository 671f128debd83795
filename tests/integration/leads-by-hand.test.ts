import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { aucklandDay, validQuote } from "../helpers/quote";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { useStaffServer } from "../helpers/suite";

/*
 * Leads staff enter and correct by hand (issue 16): a phone call, a walk-in, an email to the
 * office. The public form's checks and messages, where it came from and who entered it on the
 * lead, the audit trail, and no email unless staff ask for the customer's confirmation; then
 * correcting a lead's details from its page.
 */
let smtp: SmtpCapture;
beforeAll(async () => void (smtp = await startSmtpCapture()));
afterAll(() => smtp?.close());

const PASSWORD = "entered-leads-password-1";
const USERS = {
  admin: { email: "ari@entered.test", name: "Ari Admin", role: "admin" as const },
  manager: { email: "mia@entered.test", name: "Mia Manager", role: "manager" as const },
};
const { cookies, url } = useStaffServer(USERS, PASSWORD, () => ({ SMTP_URL: smtp.url, MAIL_POLL_MS: "100" }));

const phoneCall = (overrides: Record<string, string> = {}) =>
  ({ intent: "create", source: "phone", ...validQuote({ name: "Hemi Phone", email: "hemi@example.co.nz" }), ...overrides }) as Record<
    string,
    string
  >;
const enter = (form: Record<string, string>, cookie = cookies.manager) => postForm(url(), "/admin/leads/new", form, cookie);
const page = async (path: string, cookie = cookies.manager) => parse(await (await get(`${url()}${path}`, cookie)).text());
const leadIdFrom = (res: Response) => Number(/\/admin\/leads\/(\d+)\?notice=created$/.exec(res.headers.get("location") ?? "")?.[1]);

describe("entering a lead by hand", () => {
  it("stores a phone enquiry with its source and who entered it, audited, and emails no one", async () => {
    const res = await enter(phoneCall());
    expect(res.status).toBe(302);
    const id = leadIdFrom(res);
    expect(id).toBeGreaterThan(0);

    const lead = await page(`/admin/leads/${id}?notice=created`);
    expect(lead.querySelector('[role="status"]')?.text ?? lead.text).toContain(`Lead #${id} has been added.`);
    expect(lead.text).toContain("Phone call");
    expect(lead.text).toContain("Phone call, entered by staff.");
    expect(lead.text).toMatch(/Entered by staff[\s\S]*Mia Manager|Mia Manager[\s\S]*Entered by staff/);
    expect(lead.text).not.toContain("Email:");

    const audit = await page("/admin/audit?type=lead", cookies.admin);
    expect(audit.text).toContain("lead.create");
    expect(audit.text).toContain("Mia Manager");

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.envelopeTo.includes("hemi@example.co.nz"))).toEqual([]);
    expect((await page("/admin/leads?q=Hemi")).querySelectorAll("tbody a[href^='/admin/leads/']").map((a) => a.text.trim())).toEqual([
      "Hemi Phone",
    ]);
  });

  it("sends the customer the usual confirmation when staff tick the box, and only that email", async () => {
    const before = smtp.messages.length;
    const res = await enter(phoneCall({ source: "walk-in", name: "Wiremu Walkin", email: "wiremu@example.co.nz", emailCustomer: "yes" }));
    expect(res.status).toBe(302);
    const [mail] = await smtp.waitFor(before + 1, 20_000).then((all) => all.slice(before));
    expect(mail.envelopeTo).toEqual(["wiremu@example.co.nz"]);
    expect(mail.parsed.text).toContain("Kia ora Wiremu Walkin,");
    expect(mail.parsed.text).toContain(`reference #${leadIdFrom(res)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.length).toBe(before + 1);
  });

  it("takes a caller with a phone number only and a walk-in with an email only, each a lead of their own", async () => {
    const caller = leadIdFrom(await enter(phoneCall({ name: "Pita Phoneonly", email: "", phone: "021 777 4321" })));
    const walkIn = leadIdFrom(
      await enter(phoneCall({ source: "walk-in", name: "Erena Emailonly", email: "erena@example.co.nz", phone: "" })),
    );
    expect(caller).toBeGreaterThan(0);
    expect(walkIn).toBeGreaterThan(caller);
    const callerPage = await page(`/admin/leads/${caller}`);
    expect(callerPage.querySelector('a[href^="tel:"]')?.text).toContain("021 777 4321");
    expect(callerPage.querySelector('a[href^="mailto:"]')).toBeNull();
    const walkInPage = await page(`/admin/leads/${walkIn}`);
    expect(walkInPage.querySelector('a[href^="mailto:"]')?.text).toContain("erena@example.co.nz");
    expect(walkInPage.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it("keeps how the customer wants to be kept posted when staff ask, and refuses a choice that is not one", async () => {
    const texter = leadIdFrom(await enter(phoneCall({ name: "Tama Texter", email: "", phone: "021 777 5001", contactPreference: "text" })));
    const both = leadIdFrom(
      await enter(phoneCall({ name: "Bex Both", email: "bex@example.co.nz", phone: "021 777 5002", contactPreference: "both" })),
    );
    const keptPostedBy = async (leadId: number) => {
      const customer = (await page(`/admin/leads/${leadId}`)).querySelector('a[href^="/admin/customers/"]')!.getAttribute("href")!;
      return /Keep posted by: (Email|Text message|Both)/.exec((await page(customer)).text)?.[1];
    };
    expect(await keptPostedBy(texter)).toBe("Text message");
    expect(await keptPostedBy(both)).toBe("Both");
    const refused = await enter(phoneCall({ name: "Faxon", contactPreference: "fax" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("How we keep you posted must be email, text or both");
  });

  it("refuses an enquiry with no way to reach the person, or a confirmation to send with no email, storing nothing", async () => {
    const count = (await page("/admin/leads?status=all")).querySelectorAll("tbody tr").length;
    const neither = await enter(phoneCall({ email: "", phone: "  " }));
    expect(neither.status).toBe(400);
    const doc = parse(await neither.text());
    for (const field of ["phone", "email"])
      expect(doc.querySelector(`#lead-${field}-error`)?.text.trim()).toBe("Enter a phone number or an email address");
    const noAddress = await enter(phoneCall({ email: "", emailCustomer: "yes" }));
    expect(noAddress.status).toBe(400);
    expect(
      parse(await noAddress.text())
        .querySelector("#lead-email-error")
        ?.text.trim(),
    ).toBe("Enter the customer's email to send them the confirmation");
    expect((await page("/admin/leads?status=all")).querySelectorAll("tbody tr").length).toBe(count);
  });

  it.each([
    ["no name", { name: "" }, "name", "Name is required"],
    ["a phone number too short", { phone: "12345" }, "phone", "Phone number must be at least 10 digits"],
    ["a day in the past", { preferredDate: aucklandDay(-2) }, "preferredDate", "Preferred date cannot be in the past"],
    ["an email that is not one", { email: "not-an-email" }, "email", "Invalid email address"],
    ["a NUL byte in the message", { message: "Leaking\u0000 tap" }, "message", undefined],
    ["no source", { source: "" }, "source", "Choose how the enquiry came in"],
    ["a source we do not know", { source: "carrier-pigeon" }, "source", "Choose how the enquiry came in"],
  ])("refuses %s with the public form's message, storing nothing", async (_label, change, field, message) => {
    const count = (await page("/admin/leads?status=all")).querySelectorAll("tbody tr").length;
    const res = await enter(phoneCall(change));
    expect(res.status).toBe(400);
    const doc = parse(await res.text());
    const shown = doc.querySelector(`#lead-${field}-error`)?.text.trim();
    expect(shown).toBeTruthy();
    if (message) expect(shown).toBe(message);
    expect(doc.querySelector(`#lead-${field}`)?.getAttribute("aria-invalid")).toBe("true");
    expect((await page("/admin/leads?status=all")).querySelectorAll("tbody tr").length).toBe(count);
  });

  it("keeps what was typed when it refuses the form", async () => {
    const res = await enter(phoneCall({ phone: "12345", suburb: "Te Atatū Peninsula" }));
    const doc = parse(await res.text());
    expect(doc.querySelector("#lead-suburb")?.getAttribute("value")).toBe("Te Atatū Peninsula");
    expect(doc.querySelector("#lead-source option[selected]")?.getAttribute("value")).toBe("phone");
  });

  it("offers the form from the leads list to those who may use it", async () => {
    expect((await page("/admin/leads")).querySelector('a[href="/admin/leads/new"]')?.text).toContain("New lead");
    const form = await page("/admin/leads/new");
    for (const label of ["How it came in", "Service", "Preferred date", "Name", "Phone number", "Email", "Suburb", "Address"]) {
      expect(
        form.querySelectorAll("label").map((l) => l.text.trim()),
        label,
      ).toContain(label);
    }
  });
});

describe("correcting a lead from its page", () => {
  const correct = (id: number, form: Record<string, string>) =>
    postForm(url(), `/admin/leads/${id}`, { intent: "edit", ...form }, cookies.manager);
  /**
   * Carla's lead as entered, and her details as the correction form sends them back, from one
   * moment: the preferred date is a week from the Auckland day, which may turn between two calls.
   */
  const entered = async () => {
    const { message: _message, ...asEntered } = validQuote({ name: "Carla Corrected", email: "carla@example.co.nz" });
    return { id: leadIdFrom(await enter(phoneCall(asEntered as Record<string, string>))), asEntered };
  };

  it("saves a corrected phone number and shows it, with the change on the timeline", async () => {
    const { id, asEntered } = await entered();
    const res = await correct(id, { ...asEntered, phone: "09 280 4471" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("The lead&#x27;s details have been corrected.");
    const lead = await page(`/admin/leads/${id}`);
    expect(lead.querySelector('a[href^="tel:"]')?.text).toContain("09 280 4471");
    expect(lead.text).toContain("Details corrected");
    expect(lead.text).toContain("Changed: phone");
  });

  it("says so when a correction changes nothing, and adds nothing to the timeline", async () => {
    const { id, asEntered } = await entered();
    const res = await correct(id, { ...asEntered } as Record<string, string>);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Nothing was changed.");
    expect((await page(`/admin/leads/${id}`)).text).not.toContain("Details corrected");
  });

  it("refuses a bad value with the quote form's message beside it, keeping the panel open", async () => {
    const { id, asEntered } = await entered();
    const res = await correct(id, { ...asEntered, email: "not-an-email" });
    expect(res.status).toBe(400);
    const doc = parse(await res.text());
    expect(doc.querySelector("#edit-email-error")?.text.trim()).toBe("Invalid email address");
    expect(doc.querySelector("section[aria-labelledby=lead-correct] details")?.hasAttribute("open")).toBe(true);
    expect((await page(`/admin/leads/${id}`)).text).toContain("carla@example.co.nz");
  });
});
