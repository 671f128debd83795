import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, plainWithNonce, prepareNonceGzip } from "./nonce-gzip";

const NONCE_LENGTH = 24;
const nonce = () => Buffer.from(randomBytes(16).toString("base64"));

// Text that barely compresses on its own but repeats across the holes: only a compressor
// that sees the text before each hole (its dictionary) can point back to the first copy.
const WORDS = ["gutter", "deck", "fence", "Auckland", "paint", "lawn", "roof", "drain", "tap", "hedge", "quote", "tradie"];
let seed = 7;
const words = Array.from({ length: 1200 }, () => WORDS[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % WORDS.length]).join(" ");
const pieces = [
  '<html><head><script nonce="',
  `">1</script></head><body><p>${words}</p><script nonce="`,
  `">2</script><p>${words}</p></body></html>`,
].map((text) => Buffer.from(text));

describe("nonce gzip", () => {
  it("gunzips to the page with each request's nonce in every hole", async () => {
    const page = (await prepareNonceGzip(pieces, NONCE_LENGTH))!;
    for (let i = 0; i < 20; i++) {
      const value = nonce();
      expect(gunzipSync(gzipWithNonce(page, value)).equals(plainWithNonce(page, value))).toBe(true);
      expect(plainWithNonce(page, value).toString().split(value.toString())).toHaveLength(pieces.length);
    }
  });

  it("is about as small as gzipping the page in one go: each hole costs only its nonce", async () => {
    const page = (await prepareNonceGzip(pieces, NONCE_LENGTH))!;
    const value = nonce();
    const holes = pieces.length - 1;
    expect(gzipWithNonce(page, value).length).toBeLessThan(gzipSync(plainWithNonce(page, value)).length + holes * (NONCE_LENGTH + 40));
  });

  it("declines a page holding a NUL byte, which could be mistaken for a hole", async () => {
    expect(await prepareNonceGzip([Buffer.from("a\0b"), Buffer.from("c")], NONCE_LENGTH)).toBeUndefined();
  });
});
