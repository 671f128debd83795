import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { s3Storage, type S3Settings } from "./s3.server";

const SETTINGS: S3Settings = {
  endpoint: "https://s3.ap-southeast-2.amazonaws.com",
  region: "ap-southeast-2",
  bucket: "harbourside-photos",
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
  forcePathStyle: false,
};

/** The requests the storage sends, answered 200 with nothing. */
function capture() {
  const sent: Request[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    sent.push(request);
    return new Response(null, { status: 200 });
  });
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

describe("the S3 storage's requests", () => {
  it("address the bucket as a host name by default, signed for the region, with the body's SHA-256", async () => {
    const sent = capture();
    const bytes = new Uint8Array([1, 2, 3]);
    await s3Storage(SETTINGS).put("photos/p1/256.avif", bytes, "image/avif");
    const [put] = sent;
    expect([put.method, put.url]).toEqual(["PUT", "https://harbourside-photos.s3.ap-southeast-2.amazonaws.com/photos/p1/256.avif"]);
    expect(put.headers.get("content-type")).toBe("image/avif");
    expect(put.headers.get("x-amz-content-sha256")).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(put.headers.get("authorization")).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=[^,]*x-amz-content-sha256[^,]*, Signature=[0-9a-f]{64}$/,
    );
  });

  it("put the bucket in the path when asked (MinIO and most self-hosted services), under the endpoint's own path", async () => {
    const sent = capture();
    await s3Storage({ ...SETTINGS, endpoint: "http://127.0.0.1:9000/storage/", forcePathStyle: true }).delete(["photos/p1/128.webp"]);
    expect([sent[0].method, sent[0].url]).toEqual(["DELETE", "http://127.0.0.1:9000/storage/harbourside-photos/photos/p1/128.webp"]);
  });

  it("refuse a key that is not plain before sending anything", async () => {
    const sent = capture();
    await expect(s3Storage(SETTINGS).get("../other-bucket/x")).rejects.toThrow("Not a storage key");
    expect(sent).toEqual([]);
  });
});
