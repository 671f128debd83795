import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { postQuote, validQuote } from "../helpers/quote";
import { useTestServer } from "../helpers/suite";

/*
 * The photo link after a quote request is a link's secret like any other (issue 40.26): one
 * address may use links 60 times in ten minutes, uploads and guesses alike, then gets 429 with
 * Retry-After, even with a real token; another link's page counts in the same budget.
 */
const suite = useTestServer({ env: { QUOTE_MIN_FILL_MS: "0", QUOTE_RATE_LIMIT_MAX: "100" } });
const url = () => suite.server.url;

async function photoToken(email: string): Promise<string> {
  const res = await postQuote(url(), validQuote({ email, name: `Customer ${email}`, fillTimeMs: 20_000 }));
  expect(res.status).toBe(201);
  return res.body.photoToken!;
}

async function upload(token: string, photo: Buffer) {
  const body = new FormData();
  body.set("token", token);
  body.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "job.jpg");
  return fetch(`${url()}/api/request-photos`, { method: "POST", body });
}

describe("guessing photo-upload tokens", () => {
  it("answers 429 with Retry-After from the 61st use of a link from one address, guesses and real tokens alike", async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#6a9" } })
      .jpeg()
      .toBuffer();
    const [first, second] = [await photoToken("first@example.co.nz"), await photoToken("second@example.co.nz")];
    // Two real customers' uploads count as two uses.
    expect((await upload(first, photo)).status).toBe(201);
    expect((await upload(second, photo)).status).toBe(201);
    for (let i = 3; i <= 60; i++) {
      const guess = await upload(`guess-${i}-${"x".repeat(40)}`, photo);
      expect(guess.status, `try ${i}`).toBe(404);
    }
    const refused = await upload(`guess-61-${"x".repeat(40)}`, photo);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe("Too many requests. Please wait a few minutes and try again.");
    // Now a real token waits too, and so does any other link from this address.
    for (const token of [first, second]) expect((await upload(token, photo)).status).toBe(429);
    expect((await fetch(`${url()}/q/${"y".repeat(43)}`)).status).toBe(429);
  });
});
