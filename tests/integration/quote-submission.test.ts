import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postQuote, queryAfterStop, validQuote } from "../helpers/quote";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from "../helpers/smtp";

/** A quote becomes one lead and two emails, exactly once, whatever the browser or a bot does. */
let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", QUOTE_MIN_FILL_MS: "3000" } });
}, 180_000);
afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

/** The customer an email is about: the notification's reply-to, the confirmation's recipient. */
function customerOf(mail: CapturedMail): string | undefined {
  return mail.envelopeTo.includes("leads@harbourside.co.nz") ? mail.parsed.replyTo?.[0].address : mail.envelopeTo[0];
}

describe("a valid quote request", () => {
  it("answers 201 and emails the business and the customer", async () => {
    const res = await postQuote(server.url, validQuote({ fillTimeMs: 45_000 }), { "idempotency-key": "first-quote-0001" });
    expect(res.status).toBe(201);
    // The reference both emails and the thank-you page show: the lead's number.
    expect(res.body).toEqual({ success: true, reference: expect.any(Number), photoToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const reference = res.body.reference as number;

    const mail = await smtp.waitFor(2);
    const notification = mail.find((m) => m.parsed.subject?.startsWith("New quote request"))!;
    const confirmation = mail.find((m) => m.parsed.subject?.startsWith("We have your quote request"))!;

    expect(notification.envelopeTo).toEqual(["leads@harbourside.co.nz"]);
    expect(notification.parsed.subject).toBe(`New quote request #${reference}: Plumbing in Henderson`);
    expect(confirmation.parsed.text).toContain(`reference #${reference}`);
    expect(notification.parsed.replyTo?.[0].address).toBe("mere@example.co.nz");
    expect(notification.parsed.html).toContain('href="tel:+64215550199"');
    expect(notification.parsed.text).toContain("Hot water cylinder is leaking onto the floor.");
    expect(notification.parsed.text).toContain("14 Karaka Street");

    expect(confirmation.envelopeTo).toEqual(["mere@example.co.nz"]);
    expect(confirmation.parsed.replyTo?.[0].address).toBe("hello@harbourside.co.nz");
    expect(confirmation.parsed.text).toContain("Kia ora Mere Tautahi,");
    expect(confirmation.parsed.text).toContain(", 10 am");
  });
});

describe("idempotency", () => {
  let doubleClickReference = 0;
  let doubleClickToken = "";

  it("stores one lead for 50 simultaneous submissions with one key, and answers them all alike", async () => {
    const before = smtp.messages.length;
    const body = validQuote({ name: "Double Clicker", email: "double@example.co.nz", fillTimeMs: 30_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postQuote(server.url, body, { "idempotency-key": "same-key-for-all-50" })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const replies = new Set(answers.map((a) => JSON.stringify(a.body)));
    expect(replies.size).toBe(1);
    expect(answers[0].body).toEqual({
      success: true,
      reference: expect.any(Number),
      photoToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    doubleClickReference = answers[0].body.reference as number;
    doubleClickToken = answers[0].body.photoToken as string;

    // One more, different, quote: its emails come after any duplicates would have.
    await postQuote(server.url, validQuote({ name: "After Marker", email: "after@example.co.nz" }));
    const mail = await smtp.waitFor(before + 4);
    const doubles = mail.filter((m) => customerOf(m) === "double@example.co.nz");
    expect(doubles).toHaveLength(2);
  });

  it("refuses a key reused for a different request", async () => {
    const res = await postQuote(server.url, validQuote({ name: "Someone Else" }), { "idempotency-key": "same-key-for-all-50" });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("This Idempotency-Key was already used for a different quote request. Send a new key with new details.");
  });

  it("answers a retry after success the same way, whitespace and all", async () => {
    const res = await postQuote(server.url, validQuote({ name: "  Double Clicker ", email: "double@example.co.nz", fillTimeMs: 31_000 }), {
      "idempotency-key": "same-key-for-all-50",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, reference: doubleClickReference, photoToken: doubleClickToken });
  });
});

describe("bots", () => {
  it.each([
    ["a filled honeypot", { website: "http://cheap-pills.example", fillTimeMs: 60_000 }],
    ["a form sent faster than a person could fill it", { website: "", fillTimeMs: 900 }],
  ])("%s gets the same answer as a person, and nothing is stored or sent", async (_name, signals) => {
    const before = smtp.messages.length;
    const res = await postQuote(server.url, validQuote({ name: "Bot McBotface", email: "bot@example.com", ...signals }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });

    await postQuote(server.url, validQuote({ name: "Real Person", email: "real@example.co.nz" }));
    const mail = await smtp.waitFor(before + 2);
    expect(mail.slice(before).map(customerOf)).toEqual(["real@example.co.nz", "real@example.co.nz"]);
  });
});

it("kept exactly the expected leads, each new, with the date as sent", async () => {
  const leads = await queryAfterStop<{ name: string; status: string; preferred_date: string | Date; idempotency_key: string | null }>(
    server,
    "select name, status, preferred_date::text as preferred_date, idempotency_key from leads order by id",
  );
  expect(leads.map((l) => l.name)).toEqual(["Mere Tautahi", "Double Clicker", "After Marker", "Real Person", "Real Person"]);
  expect(new Set(leads.map((l) => l.status))).toEqual(new Set(["new"]));
  expect(leads[0].preferred_date).toBe(validQuote().preferredDate);
  expect(leads.filter((l) => l.idempotency_key === "same-key-for-all-50")).toHaveLength(1);
  expect(smtp.messages).toHaveLength(leads.length * 2);
});
