import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postQuote, validQuote } from "../helpers/quote";
import { startServer, type TestServer } from "../helpers/server";

/** The per-address limit: small here (3) so that it is quick to reach. */
const LIMIT = { QUOTE_RATE_LIMIT_MAX: "3", QUOTE_RATE_LIMIT_WINDOW_SECONDS: "600" };

let direct: TestServer;
let behindProxy: TestServer;

beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([
    startServer({ env: LIMIT }),
    startServer({ env: { ...LIMIT, TRUSTED_PROXIES: "127.0.0.1" } }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([direct?.dispose(), behindProxy?.dispose()]);
});

const forged = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });

describe("without a trusted proxy", () => {
  it("never blocks a person correcting mistakes: refused submissions do not count", async () => {
    for (let i = 0; i < 25; i++) {
      const res = await postQuote(direct.url, validQuote({ email: `typo-${i}@` }));
      expect(res.status).toBe(400);
    }
  });

  it("allows the limit, then answers 429 with Retry-After, however X-Forwarded-For is forged", async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await postQuote(direct.url, validQuote({ name: `Customer ${i}` }), {
        ...forged(i),
        "idempotency-key": `limit-key-${i}-abcdef`,
      });
      expect(res.status).toBe(201);
    }
    const refused = await postQuote(direct.url, validQuote({ name: "Customer 4" }), forged(4));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      "You have sent several quote requests in a short time. Please try again in about 4 minutes, or give us a call.",
    );
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(180);
    expect(retryAfter).toBeLessThanOrEqual(200);
  });

  it("still answers a retry of a stored request with success while limited", async () => {
    const res = await postQuote(direct.url, validQuote({ name: "Customer 2" }), { ...forged(9), "idempotency-key": "limit-key-2-abcdef" });
    expect(res.status).toBe(201);
  });

  it("still checks the fields first, so the message is about them", async () => {
    const res = await postQuote(direct.url, validQuote({ suburb: "" }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ suburb: "Suburb is required" });
  });
});

describe("behind a trusted proxy", () => {
  it("limits each forwarded client on its own", async () => {
    for (let i = 1; i <= 3; i++) expect((await postQuote(behindProxy.url, validQuote(), forged(50))).status).toBe(201);
    expect((await postQuote(behindProxy.url, validQuote(), forged(50))).status).toBe(429);
    expect((await postQuote(behindProxy.url, validQuote(), forged(51))).status).toBe(201);
  });
});
