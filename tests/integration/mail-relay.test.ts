import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postQuote, queryAfterStop, validQuote } from "../helpers/quote";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * Issue 13.15: 25 quote requests with one stranger's email queued 25 confirmations to them,
 * each carrying the submitter's text. Confirmations are now limited to 3 an address and 10 a
 * client a day; every request is still stored and the business still told.
 */
const BUSINESS = "leads@harbourside.co.nz";
let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startServer({
    env: { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0", QUOTE_RATE_LIMIT_MAX: "1000", TRUSTED_PROXIES: "127.0.0.1" },
  });
});
afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

const send = (email: string, client: string, message: string) =>
  postQuote(server.url, validQuote({ email, message, fillTimeMs: 20_000 }), { "x-forwarded-for": client });

const to = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address));

describe("the quote form as a mail relay", () => {
  it("sends one address at most 3 confirmations a day, from any number of clients, and stores every request", async () => {
    for (let i = 0; i < 25; i++) {
      expect((await send("stranger@example.com", `10.1.0.${i + 1}`, `Buy cheap watches ${i}`)).status).toBe(201);
    }
    await smtp.waitFor(28, 30_000);
    await new Promise((r) => setTimeout(r, 1_000)); // any extra confirmation would be out by now
    expect(to("stranger@example.com")).toHaveLength(3);
    expect(to(BUSINESS)).toHaveLength(25);
    expect(server.output()).toContain("customer confirmation skipped");
    expect(server.output()).not.toContain("stranger@example.com");
  });

  it("sends one client at most 10 confirmations a day, whatever the addresses", async () => {
    const before = smtp.messages.length;
    for (let i = 0; i < 12; i++) expect((await send(`person${i}@example.co.nz`, "10.2.0.1", "Gutters please")).status).toBe(201);
    await smtp.waitFor(before + 22, 30_000);
    await new Promise((r) => setTimeout(r, 1_000));
    const confirmations = smtp.messages.slice(before).filter((m) => !m.envelopeTo.includes(BUSINESS));
    expect(confirmations).toHaveLength(10);
    const [{ count }] = await queryAfterStop<{ count: number }>(server, "select count(*)::int as count from leads");
    expect(count).toBe(37);
  });
});

describe("a request sent again", () => {
  let again: TestServer;
  beforeAll(async () => {
    again = await startServer({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", QUOTE_MIN_FILL_MS: "0", TRUSTED_PROXIES: "127.0.0.1" } });
  });
  afterAll(async () => {
    await again?.dispose();
  });

  it("counts once towards the confirmations an address may get: a replay takes no token", async () => {
    const before = smtp.messages.length;
    const post = (client: string, message: string, key?: string) =>
      postQuote(again.url, validQuote({ email: "again@example.com", message, fillTimeMs: 20_000 }), {
        "x-forwarded-for": client,
        ...(key ? { "idempotency-key": key } : {}),
      });
    const key = randomUUID();
    const first = await post("10.3.0.1", "The same request, sent four times", key);
    expect(first.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const replay = await post("10.3.0.1", "The same request, sent four times", key);
      expect(replay.status).toBe(201);
      expect(replay.body).toMatchObject({ reference: first.body.reference });
    }
    for (let i = 0; i < 2; i++) expect((await post(`10.3.0.${i + 2}`, `Another job ${i}`)).status).toBe(201);
    // Three stored requests: three notifications and, within the limit of 3 an address, three confirmations.
    await smtp.waitFor(before + 6, 30_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(smtp.messages.slice(before).filter((m) => m.envelopeTo.includes("again@example.com"))).toHaveLength(3);
  });
});
