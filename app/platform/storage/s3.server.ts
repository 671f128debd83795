import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import pLimit from "p-limit";
import { assertObjectKey, type ObjectStorage } from "./object-storage";

export interface S3Settings {
  /** The service's address, e.g. https://s3.ap-southeast-2.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (endpoint/bucket/key), as MinIO and most self-hosted services want, rather than as a host name (bucket.endpoint/key). */
  forcePathStyle: boolean;
}

const TIMEOUT_MS = 30_000;

/** What the service said, from its XML error body: "SignatureDoesNotMatch", "NoSuchBucket"… */
async function refusal(response: Response, action: string, key: string): Promise<Error> {
  const code = /<Code>([^<]*)<\/Code>/.exec(await response.text().catch(() => ""))?.[1];
  return new Error(`Object storage refused to ${action} ${key}: ${response.status}${code ? ` ${code}` : ""}`);
}

/**
 * Files in a bucket of any S3-compatible service (AWS S3, Cloudflare R2, Backblaze B2, MinIO…),
 * every request signed with AWS Signature Version 4 by aws4fetch. Uploads carry the SHA-256
 * of their body, so the service refuses bytes changed on the way.
 */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    retries: 3,
  });
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, "");
  const urlOf = (key: string) => {
    const encoded = assertObjectKey(key).split("/").map(encodeURIComponent).join("/");
    return settings.forcePathStyle
      ? `${endpoint.origin}${basePath}/${encodeURIComponent(settings.bucket)}/${encoded}`
      : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}/${encoded}`;
  };
  const send = (key: string, init: RequestInit = {}) => client.fetch(urlOf(key), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const deleting = pLimit(4);

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const response = await send(key, {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: {
          "content-type": contentType,
          "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      if (!response.ok) throw await refusal(response, "store", key);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send(key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await refusal(response, "read", key);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async delete(keys) {
      await Promise.all(
        keys.map((key) =>
          deleting(async () => {
            const response = await send(key, { method: "DELETE" });
            if (!response.ok && response.status !== 404) throw await refusal(response, "delete", key);
            await response.body?.cancel();
          }),
        ),
      );
    },
  };
}
