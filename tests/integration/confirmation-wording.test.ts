import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { useStaffServer } from "../helpers/suite";

/*
 * Issue 43, item 2: the quote request's confirmation is a customer message staff word themselves
 * (docs/decisions/0186). Two requests, one from the website and one entered by staff, each get
 * the saved wording filled with their own name, reference and service; after "Reset to default"
 * the next one says what it always said.
 */
let smtp: SmtpCapture;
beforeAll(async () => void (smtp = await startSmtpCapture()));
afterAll(() => smtp?.close());

const PASSWORD = "confirmation-wording-password-1";
const { cookies, url } = useStaffServer({ admin: { email: "ari@confirmation.test", name: "Ari Admin", role: "admin" } }, PASSWORD, () => ({
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: "100",
  QUOTE_MIN_FILL_MS: "0",
}));
const EDITOR = "/admin/settings/messages/email-quote-request-received";

async function confirmationTo(email: string) {
  await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(email)).length).toBe(1);
  return smtp.messages.find((m) => m.envelopeTo.includes(email))!;
}

describe("the quote request's confirmation in staff's own wording", () => {
  it("sends the saved wording to a website request and a staff-entered one, each with its own details", async () => {
    const saved = await postForm(
      url(),
      EDITOR,
      {
        intent: "save",
        subject: "{first_name}, request {request_number} is in",
        body: "Kia ora {first_name},\n\n{business_name} has your {service} request ({request_number}). We will ring {business_phone} soon.",
      },
      cookies.admin,
    );
    expect(saved.status).toBe(200);

    const web = await postQuote(url(), validQuote({ name: "Aroha Web", email: "aroha@confirmation.test", service: "Plumbing" }));
    expect(web.status).toBe(201);
    const entered = await postForm(
      url(),
      "/admin/leads/new",
      {
        intent: "create",
        source: "phone",
        ...(validQuote({ name: "Tama Phone", email: "tama@confirmation.test", service: "Electrical" }) as Record<string, string>),
        emailCustomer: "yes",
      },
      cookies.admin,
    );
    expect(entered.status).toBe(302);
    const enteredId = Number(/\/admin\/leads\/(\d+)/.exec(entered.headers.get("location") ?? "")?.[1]);

    const aroha = await confirmationTo("aroha@confirmation.test");
    expect(aroha.parsed.subject).toBe(`Aroha, request #${web.body.reference} is in`);
    expect(aroha.parsed.text).toMatch(
      new RegExp(`Kia ora Aroha,\\s+Harbourside Property Maintenance has your Plumbing request \\(#${web.body.reference}\\)`),
    );
    const tama = await confirmationTo("tama@confirmation.test");
    expect(tama.parsed.subject).toBe(`Tama, request #${enteredId} is in`);
    expect(tama.parsed.text).toContain(`has your Electrical request (#${enteredId})`);
    expect(tama.parsed.text).not.toContain("Aroha");
    // The details table and the sign-off stay as built: the wording is what changed.
    expect(tama.parsed.text).toMatch(/Service: Electrical/);
    expect(aroha.parsed.text).toMatch(/Service: Plumbing/);
    expect(aroha.parsed.text).toContain("If anything here is wrong, or the job is urgent");
  });

  it("goes back to the default wording after a reset", async () => {
    expect((await postForm(url(), EDITOR, { intent: "reset" }, cookies.admin)).status).toBe(200);
    const web = await postQuote(url(), validQuote({ name: "Mere Default", email: "mere@confirmation.test" }));
    expect(web.status).toBe(201);
    const mere = await confirmationTo("mere@confirmation.test");
    expect(mere.parsed.subject).toBe("We have your quote request – Harbourside Property Maintenance");
    expect(mere.parsed.text).toContain(`Kia ora Mere Default,`);
    expect(mere.parsed.text).toContain(`We have your request (reference #${web.body.reference}).`);
  });
});
