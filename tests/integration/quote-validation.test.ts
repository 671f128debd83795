import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aucklandDay, postQuote, QUOTE_PATH, queryAfterStop, validQuote, type QuoteResponse } from "../helpers/quote";
import { startServer, type TestServer } from "../helpers/server";

/** Bad input: always a 4xx with a JSON `error`, never a 5xx, and nothing stored. */
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 180_000);
afterAll(() => server?.dispose());

function expectRefused(res: QuoteResponse, status = 400) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(typeof res.body.error).toBe("string");
  expect(res.body.error!.length).toBeGreaterThan(10);
}

function without(field: string) {
  const body = validQuote();
  delete body[field];
  return body;
}

const MISSING = [
  ["service", "Service type is required"],
  ["preferredDate", "Preferred date is required"],
  ["preferredTime", "Preferred time is required"],
  ["name", "Name is required"],
  ["email", "Email is required"],
  ["phone", "Phone number is required"],
  ["address", "Address is required"],
  ["suburb", "Suburb is required"],
  ["message", "Message is required"],
] as const;

describe("each field missing", () => {
  it.each(MISSING)("%s → %s", async (field, message) => {
    const res = await postQuote(server.url, without(field));
    expectRefused(res);
    expect(res.body.error).toBe("Please check the highlighted fields.");
    expect(res.body.fields).toEqual({ [field]: message });
  });

  it.each(MISSING.filter(([f]) => f !== "phone"))("%s blank after trimming → %s", async (field, message) => {
    const res = await postQuote(server.url, validQuote({ [field]: "   \t " }));
    expectRefused(res);
    expect(res.body.fields).toEqual({ [field]: message });
  });

  it("reports every field at once for an empty object", async () => {
    const res = await postQuote(server.url, {});
    expectRefused(res);
    expect(Object.keys(res.body.fields!).sort()).toEqual(MISSING.map(([f]) => f).sort());
  });
});

describe("each field too long", () => {
  it.each([
    ["service", 101, "Service type must be less than 100 characters"],
    ["name", 101, "Name must be less than 100 characters"],
    ["email", 256, "Email must be less than 255 characters"],
    ["phone", 16, "Phone number must be less than 15 digits"], // digits
    ["address", 501, "Address must be less than 500 characters"],
    ["suburb", 101, "Suburb must be less than 100 characters"],
    ["message", 1001, "Message must be less than 1000 characters"],
  ])("%s of %i characters → %s", async (field, length, message) => {
    const value = field === "email" ? `${"a".repeat(length - 12)}@example.com` : (field === "phone" ? "1" : "x").repeat(length);
    const res = await postQuote(server.url, validQuote({ [field]: value }));
    expectRefused(res);
    expect(res.body.fields).toEqual({ [field]: message });
  });
});

describe("malformed values", () => {
  it.each([
    ["email", "not-an-email", "Invalid email address"],
    ["email", "jo@example", "Invalid email address"],
    ["phone", "021 123", "Phone number must be at least 10 digits"],
    ["phone", "09 280 447", "Phone number must be at least 10 digits"], // ten characters, eight digits
    ["preferredDate", "2026-02-30", "Preferred date must be a real date written as YYYY-MM-DD"],
    ["preferredDate", "15/08/2026", "Preferred date must be a real date written as YYYY-MM-DD"],
    ["preferredDate", "2026-08-15T00:00:00.000Z", "Preferred date must be a real date written as YYYY-MM-DD"],
    ["preferredDate", aucklandDay(-1), "Preferred date cannot be in the past"],
    ["preferredTime", "07:00 AM", "Preferred time must be one of the listed times"],
    ["preferredTime", "midday", "Preferred time must be one of the listed times"],
  ])("%s = %j → %s", async (field, value, message) => {
    const res = await postQuote(server.url, validQuote({ [field]: value }));
    expectRefused(res);
    expect(res.body.fields).toEqual({ [field]: message });
  });
});

describe("wrong types", () => {
  it.each([
    ["service", 12],
    ["preferredDate", 20260815],
    ["preferredTime", true],
    ["name", ["Mere"]],
    ["email", { address: "mere@example.co.nz" }],
    ["phone", 211234567890],
    ["address", false],
    ["suburb", 0],
    ["message", ["a", "b"]],
  ])("%s as %j says it must be text", async (field, value) => {
    const res = await postQuote(server.url, validQuote({ [field]: value }));
    expectRefused(res);
    expect(res.body.fields![field]).toMatch(/ must be text$/);
  });

  it("counts null as missing", async () => {
    const res = await postQuote(server.url, validQuote({ name: null }));
    expectRefused(res);
    expect(res.body.fields).toEqual({ name: "Name is required" });
  });

  it("refuses a fill time that is not a whole number of milliseconds", async () => {
    const res = await postQuote(server.url, validQuote({ fillTimeMs: "fast" }));
    expectRefused(res);
    expect(res.body.fields).toEqual({ fillTimeMs: "fillTimeMs must be a number of milliseconds" });
  });
});

describe("extra fields", () => {
  it("names the unknown fields", async () => {
    const res = await postQuote(server.url, validQuote({ status: "won", isAdmin: true }));
    expectRefused(res);
    expect(res.body.error).toBe('Unknown fields "status", "isAdmin": send only the quote request\'s fields.');
  });

  it("names a prototype-polluting key like any other", async () => {
    const res = await postQuote(server.url, `{"service":"Plumbing","__proto__":{"polluted":true}}`);
    expectRefused(res);
    expect(res.body.error).toContain('"__proto__"');
  });
});

describe("bodies that are not a quote request", () => {
  it.each([
    ["malformed JSON", '{"service": "Plumbing",', "The request body is not valid JSON."],
    ["an empty body", "", "The request body is not valid JSON."],
    ["a JSON array", "[]", "The request body must be a JSON object with the quote request's fields."],
    ["JSON null", "null", "The request body must be a JSON object with the quote request's fields."],
    ["a JSON string", '"Plumbing"', "The request body must be a JSON object with the quote request's fields."],
    ["a JSON number", "42", "The request body must be a JSON object with the quote request's fields."],
  ])("%s → 400", async (_name, body, message) => {
    const res = await postQuote(server.url, body);
    expectRefused(res);
    expect(res.body.error).toBe(message);
  });

  it.each([
    ["a form post", "application/x-www-form-urlencoded"],
    ["plain text", "text/plain"],
    ["JSON-looking but not JSON", "application/jsonp"],
  ])("%s → 415", async (_name, type) => {
    const res = await postQuote(server.url, JSON.stringify(validQuote()), { "content-type": type });
    expectRefused(res, 415);
    expect(res.body.error).toBe("Send the quote request as JSON, with the header Content-Type: application/json.");
  });

  it("accepts JSON with a charset", async () => {
    const res = await postQuote(server.url, { ...validQuote(), email: "nope" }, { "content-type": "application/json; charset=utf-8" });
    expect(res.body.fields).toEqual({ email: "Invalid email address" });
  });

  const QUOTE_TOO_LARGE = "The request is too large. Please shorten your message and try again.";

  it("refuses an oversized body with 413, by its length", async () => {
    const res = await postQuote(server.url, validQuote({ message: "x".repeat(40_000) }));
    expectRefused(res, 413);
    expect(res.body.error).toBe(QUOTE_TOO_LARGE);
  });

  /** The body's UTF-8 sent in chunks of `size` bytes with no Content-Length, as a stream. */
  const postInChunks = (text: string, size = 8192) => {
    const bytes = new TextEncoder().encode(text);
    return fetch(server.url + QUOTE_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
  };

  it("refuses an oversized body with 413 when sent in chunks without a length", async () => {
    const res = await postInChunks(JSON.stringify(validQuote({ message: "y".repeat(100_000) })));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
  });

  it("refuses a body over the quote's own limit, under the server's, with its own 413 when sent in chunks", async () => {
    const res = await postInChunks(JSON.stringify(validQuote({ message: "z".repeat(40_000) })));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(QUOTE_TOO_LARGE);
  });

  it("reads a body sent in chunks split inside its characters as the UTF-8 it is", async () => {
    // A message at its limit of 1,000 letters, each two bytes, in chunks of 7 bytes: were a chunk decoded on its
    // own, each letter cut in two would become two replacement characters and the message would be over its limit.
    const res = await postInChunks(JSON.stringify({ ...validQuote(), message: "ā".repeat(1000), email: "nope" }), 7);
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ email: "Invalid email address" });
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const res = await postQuote(server.url, validQuote(), { "idempotency-key": "not a key!" });
    expectRefused(res);
    expect(res.body.error).toBe("The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores.");
  });

  it.each(["GET", "PUT", "DELETE"])("answers %s with 405 and Allow: POST", async (method) => {
    const res = await fetch(server.url + QUOTE_PATH, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await res.json()).error).toBe("Use POST to send a quote request.");
  });
});

it("never answered with a 5xx or stored anything for all that", async () => {
  expect(server.output()).not.toMatch(/"status":5\d\d/);
  expect(server.output()).not.toContain("unhandled error");
  const [{ count }] = await queryAfterStop<{ count: number }>(server, "select count(*)::int as count from leads");
  expect(count).toBe(0);
});
