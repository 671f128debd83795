import { afterEach, describe, expect, it, vi } from "vitest";
import { QUOTE_ENDPOINT, QUOTE_FALLBACK_ERROR, QuoteSubmitError, newIdempotencyKey, sendQuoteRequest } from "./send-quote-request";
import type { QuoteRequest } from "./schema";

const request = {
  service: "Plumbing",
  preferredDate: "2026-08-15",
  preferredTime: "10:00 AM",
  name: "A",
  email: "a@b.nz",
  phone: "0211234567",
  address: "1 St",
  suburb: "X",
  message: "m",
} as QuoteRequest;

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

async function failure(): Promise<QuoteSubmitError> {
  const error = await sendQuoteRequest(request, { website: "", fillTimeMs: 5000 }, "key-12345678").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(QuoteSubmitError);
  return error as QuoteSubmitError;
}

describe("sendQuoteRequest", () => {
  it("posts the fields, the bot signals and the idempotency key as JSON", async () => {
    const token = "A".repeat(43);
    const fetch = respond(201, { success: true, reference: 12, photoToken: token });
    vi.stubGlobal("fetch", fetch);
    expect(await sendQuoteRequest(request, { website: "", fillTimeMs: 5000 }, "key-12345678")).toEqual({
      reference: 12,
      photoToken: token,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(QUOTE_ENDPOINT);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", "Idempotency-Key": "key-12345678" });
    expect(JSON.parse(init.body as string)).toEqual({ ...request, website: "", fillTimeMs: 5000 });
  });

  it("throws the server's own message and field messages", async () => {
    vi.stubGlobal("fetch", respond(400, { error: "Please check the highlighted fields.", fields: { email: "Invalid email address" } }));
    const error = await failure();
    expect(error.message).toBe("Please check the highlighted fields.");
    expect(error.fromServer).toBe(true);
    expect(error.fields).toEqual({ email: "Invalid email address" });
  });

  it.each([
    ["a body without an error", respond(500, { nope: 1 })],
    ["a body that is not JSON", respond(502, "<html>Bad gateway</html>")],
    ["a network failure", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")))],
  ])("falls back to the spec's message on %s", async (_name, fetch) => {
    vi.stubGlobal("fetch", fetch);
    const error = await failure();
    expect(error.message).toBe(QUOTE_FALLBACK_ERROR);
    expect(error.message).toBe("Failed to submit quote request");
    expect(error.fromServer).toBe(false);
  });
});

describe("newIdempotencyKey", () => {
  it("is 32 hex characters and different every time", () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
