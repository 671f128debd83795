import { beforeAll, describe, expect, it } from "vitest";
import { renderedEmail, type OutgoingEmail } from "~/features/mail/outbox.server";
import { templateBook } from "~/features/mail/templates";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { leadConfirmationBody, leadConfirmationEmail, leadNotificationBody, leadNotificationEmail } from "./quote-emails.server";

const lead = {
  id: 42,
  service: "Plumbing",
  preferredDate: "2026-08-15",
  preferredTime: "10:00 AM",
  name: "Tama <b>Ngata</b>",
  email: "tama@example.co.nz",
  phone: "021 555 0199",
  address: "3 Karaka Street",
  suburb: "Henderson",
  message: "Hot water cylinder leaking.\nPlease call after 3pm & before 6pm.",
};
/** As the mail worker renders them when they are sent. */
const rendered = (email: OutgoingEmail) => renderedEmail(email, templateBook(leadNotificationBody, leadConfirmationBody));

const business = { ...DEFAULT_SETTINGS, notificationEmails: ["leads@harbourside.co.nz", "owner@harbourside.co.nz"] };

describe("the notification to the business", () => {
  let email: ReturnType<typeof rendered>;
  beforeAll(async () => {
    email = rendered(leadNotificationEmail(lead, business, new Date("2026-08-01T00:30:00Z"), "https://example.co.nz/admin/leads/42"));
  });

  it("goes to every notification address, with replies going to the customer", () => {
    expect(email.to).toEqual(["leads@harbourside.co.nz", "owner@harbourside.co.nz"]);
    expect(email.replyTo).toBe("tama@example.co.nz");
    expect(email.subject).toBe("New quote request #42: Plumbing in Henderson");
    expect(email).toMatchObject({ kind: "lead-notification", subjectType: "lead", subjectId: 42 });
  });

  it("links straight to the lead, in HTML and plain text", () => {
    expect(email.html).toContain('href="https://example.co.nz/admin/leads/42"');
    expect(email.text).toContain("Open lead #42 https://example.co.nz/admin/leads/42");
  });

  it("links the phone number and the email address", () => {
    expect(email.html).toContain('href="tel:+64215550199"');
    expect(email.html).toContain('href="mailto:tama@example.co.nz"');
  });

  it("escapes what the customer typed", () => {
    expect(email.html).toContain("Tama &lt;b&gt;Ngata&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Ngata</b>");
    expect(email.html).toContain("Please call after 3pm &amp; before 6pm.");
  });

  it("has a plain-text part with every detail and the date as a day, in Auckland time", () => {
    for (const value of [
      "Plumbing",
      "Saturday 15 August 2026, 10 am",
      "021 555 0199",
      "tama@example.co.nz",
      "3 Karaka Street",
      "Henderson",
      "Hot water cylinder leaking.",
    ]) {
      expect(email.text).toContain(value);
    }
    expect(email.text).toContain("Received Saturday, 1 August 2026 at 12:30 pm");
  });

  // Issue 40.16: times read "10:00 AM" here and "10 am" everywhere else.
  it("writes each request's preferred time as the clock module does", () => {
    for (const [time, shown] of [
      ["10:00 AM", "Saturday 15 August 2026, 10 am"],
      ["2:30 PM", "Saturday 15 August 2026, 2:30 pm"],
    ])
      expect(
        rendered(leadNotificationEmail({ ...lead, preferredTime: time }, business, new Date(), "https://example.co.nz/admin/leads/42"))
          .text,
      ).toContain(shown);
  });

  it("keeps the subject on one line whatever the customer typed", async () => {
    const sneaky = leadNotificationEmail(
      { ...lead, service: "Plumbing\r\nBcc: x@example.com", suburb: "Te\tAtatū" },
      business,
      new Date(),
      "https://example.co.nz/admin/leads/42",
    );
    expect(sneaky.subject).toBe("New quote request #42: Plumbing Bcc: x@example.com in Te Atatū");
  });
});

describe("the confirmation to the customer", () => {
  let email: ReturnType<typeof rendered>;
  beforeAll(async () => {
    email = rendered(leadConfirmationEmail(lead, business));
  });

  it("goes to the customer, with replies going to the business", () => {
    expect(email.to).toEqual(["tama@example.co.nz"]);
    expect(email.replyTo).toBe(DEFAULT_SETTINGS.email);
    expect(email.subject).toBe("We have your quote request – Harbourside Property Maintenance");
  });

  it("summarises the request and says what happens next, in HTML and plain text", () => {
    for (const body of [email.html, email.text]) {
      expect(body).toContain("Saturday 15 August 2026, 10 am");
      expect(body).not.toContain("10:00 AM");
      expect(body).toContain("3 Karaka Street, Henderson");
      expect(body).toContain("within one working day");
      expect(body).toContain("#42");
    }
    expect(email.html).toContain('href="tel:+6492804471"');
    expect(email.text).toContain("Kia ora Tama <b>Ngata</b>,");
  });
});
