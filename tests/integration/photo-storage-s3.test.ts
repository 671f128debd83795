import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage, type S3Settings } from "~/platform/storage/s3.server";

/*
 * The S3 storage (docs/decisions/0116) against a real S3-compatible server on loopback:
 * @20minutes/s3rver, which checks AWS Signature V4 as S3 does (the original s3rver accepts any
 * V4 signature). Path-style addressing, as MinIO-like services want.
 */
let server: S3rver;
let directory: string;
let settings: S3Settings;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "hpm-s3-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "photos" }] });
  const { port } = await server.run();
  // s3rver's one account.
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: "photos",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("the S3 storage", () => {
  it("puts, gets (with its type) and deletes files; a missing file is null, deleting one is no error", async () => {
    const storage = s3Storage(settings);
    const avif = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112]);
    await storage.put("photos/p1/256.avif", avif, "image/avif");
    await storage.put("photos/p1/256.webp", new Uint8Array([82, 73, 70, 70]), "image/webp");
    expect(await storage.get("photos/p1/256.avif")).toEqual({ bytes: avif, contentType: "image/avif" });
    expect(await storage.get("photos/p1/512.avif")).toBeNull();

    await storage.put("photos/p1/256.avif", new Uint8Array([1]), "image/avif");
    expect((await storage.get("photos/p1/256.avif"))!.bytes).toEqual(new Uint8Array([1]));

    await storage.delete(["photos/p1/256.avif", "photos/p1/256.webp", "photos/p1/never-there.webp"]);
    expect(await storage.get("photos/p1/256.avif")).toBeNull();
    expect(await storage.get("photos/p1/256.webp")).toBeNull();
  });

  it("is refused with a wrong secret key or an unknown access key, and says what the service said", async () => {
    await s3Storage(settings).put("photos/p2/128.webp", new Uint8Array([7]), "image/webp");
    const wrongSecret = s3Storage({ ...settings, secretAccessKey: "not-the-secret" });
    await expect(wrongSecret.put("photos/p2/128.webp", new Uint8Array([8]), "image/webp")).rejects.toThrow(
      "Object storage refused to store photos/p2/128.webp: 403 SignatureDoesNotMatch",
    );
    await expect(wrongSecret.get("photos/p2/128.webp")).rejects.toThrow("403 SignatureDoesNotMatch");
    await expect(wrongSecret.delete(["photos/p2/128.webp"])).rejects.toThrow("403 SignatureDoesNotMatch");
    const unknownKey = s3Storage({ ...settings, accessKeyId: "SOMEONE-ELSE" });
    await expect(unknownKey.get("photos/p2/128.webp")).rejects.toThrow("403 InvalidAccessKeyId");
    // Nothing the refused requests sent changed the file.
    expect((await s3Storage(settings).get("photos/p2/128.webp"))!.bytes).toEqual(new Uint8Array([7]));
  });

  it("names a missing bucket", async () => {
    await expect(s3Storage({ ...settings, bucket: "no-such-bucket" }).put("a/b.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(
      "404 NoSuchBucket",
    );
  });
});
