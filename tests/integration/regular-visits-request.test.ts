import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { useStaffServer } from "../helpers/suite";

/*
 * Issue 44, item 4: "Regular visits" on the quote form (docs/decisions/0203). Two requests for
 * services that repeat say how often, a third says nothing; each lead shows its own, the office's
 * email names it, a plan made from the lead starts with it, and a frequency that is not listed, or not text, is a 400 with nothing stored.
 */
let smtp: SmtpCapture;
beforeAll(async () => void (smtp = await startSmtpCapture()));
afterAll(() => smtp?.close());
const PASSWORD = "regular-visits-password-1";
const staff = useStaffServer({ manager: { email: "mia@regular.test", name: "Mia Manager", role: "manager" } }, PASSWORD, () => ({
  QUOTE_MIN_FILL_MS: "0",
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: "100",
}));

const leadPage = async (id: number) => parse(await (await get(`${staff.url()}/admin/leads/${id}`, staff.cookies.manager)).text());
/** The "Regular visits" line of a lead's details, or null when it has none. */
const regularVisitsOn = async (id: number) => {
  const doc = await leadPage(id);
  const term = doc.querySelectorAll("dt").find((dt) => dt.text.trim() === "Regular visits");
  return term ? term.nextElementSibling!.text.trim() : null;
};

describe("regular visits asked for on the quote form", () => {
  it("keeps each request's own frequency, and none for a one-off", async () => {
    const lawns = await postQuote(
      staff.url(),
      validQuote({ service: "Lawn Care", visitsEvery: "2-weeks", name: "Aroha Lawns", email: "aroha@regular.test" }),
    );
    const gutters = await postQuote(
      staff.url(),
      validQuote({ service: "Gutter Cleaning", visitsEvery: "6-months", name: "Tama Gutters", email: "tama@regular.test" }),
    );
    const once = await postQuote(staff.url(), validQuote({ service: "Lawn Care", name: "Mere Once", email: "mere@regular.test" }));
    expect([lawns.status, gutters.status, once.status]).toEqual([201, 201, 201]);
    expect(await regularVisitsOn(lawns.body.reference!)).toBe("Every 2 weeks");
    expect(await regularVisitsOn(gutters.body.reference!)).toBe("Every 6 months");
    expect(await regularVisitsOn(once.body.reference!)).toBeNull();

    // The office's email names it, beside the service.
    await expect.poll(() => smtp.messages.filter((m) => /^New quote request/.test(m.parsed.subject ?? "")).length).toBe(3);
    const officeEmail = (name: string) =>
      smtp.messages.find((m) => m.parsed.subject?.startsWith("New quote request") && m.parsed.text?.includes(name))!;
    expect(officeEmail("Aroha Lawns").parsed.text).toContain("Regular visits: Every 2 weeks");
    expect(officeEmail("Tama Gutters").parsed.text).toContain("Regular visits: Every 6 months");
    expect(officeEmail("Mere Once").parsed.text).not.toContain("Regular visits");
    // And so does each customer's own confirmation.
    const confirmation = async (email: string) => {
      await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(email)).length).toBe(1);
      return smtp.messages.find((m) => m.envelopeTo.includes(email))!.parsed.text ?? "";
    };
    expect(await confirmation("aroha@regular.test")).toContain("Regular visits: Every 2 weeks");
    expect(await confirmation("tama@regular.test")).toContain("Regular visits: Every 6 months");
    expect(await confirmation("mere@regular.test")).not.toContain("Regular visits");

    // A plan made from each lead starts with the rule the customer asked for; a one-off's, with the form's own.
    const ruleOnPlanForm = async (leadId: number) => {
      const doc = parse(await (await get(`${staff.url()}/admin/plans/new?lead=${leadId}`, staff.cookies.manager)).text());
      const frequency = doc.querySelector('select[name="rules.0.frequency"] option[selected]')?.getAttribute("value");
      return [frequency, doc.querySelector('input[name="rules.0.interval"]')?.getAttribute("value")];
    };
    expect(await ruleOnPlanForm(lawns.body.reference!)).toEqual(["weekly", "2"]);
    expect(await ruleOnPlanForm(gutters.body.reference!)).toEqual(["monthly", "6"]);
  });

  it("refuses a frequency that is not listed, or not text, and stores nothing", async () => {
    const before = (await leadPage(1)).text;
    for (const visitsEvery of ["daily", 14, "", "\u0000week", { every: "week" }]) {
      const res = await postQuote(staff.url(), validQuote({ service: "Lawn Care", visitsEvery, email: "bad@regular.test" }));
      expect(res.status, JSON.stringify(visitsEvery)).toBe(400);
      expect(res.body.fields?.visitsEvery).toBe("How often must be one of the listed choices");
    }
    const list = await (await get(`${staff.url()}/admin/leads?q=bad%40regular.test`, staff.cookies.manager)).text();
    expect(parse(list).querySelectorAll("tbody a[href^='/admin/leads/']")).toHaveLength(0);
    expect((await leadPage(1)).text).toBe(before);
  });
});
