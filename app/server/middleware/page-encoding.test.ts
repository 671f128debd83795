import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePage, preferredEncoding } from "./page-encoding";

describe("how a page is compressed", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["GZIP", "gzip"],
    ["gzip;q=1, br;q=0.8", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["gzip;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %j gets %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it("gives back the same page in either encoding, brotli smaller than gzip's default", async () => {
    const html = Buffer.from(
      `<!DOCTYPE html><html><body>${'<p class="mt-2 text-muted">Fixed, tidy and guaranteed.</p>'.repeat(400)}</body></html>`,
    );
    const br = await encodePage(html, "br");
    const gz = await encodePage(html, "gzip");
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gunzipSync(gz).equals(html)).toBe(true);
    expect(br.length).toBeLessThan(gzipSync(html).length);
  });
});
