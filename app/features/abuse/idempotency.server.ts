import { createHash } from "node:crypto";

/** Letters, digits, "-" and "_", 8 to 128 of them: a UUID fits, guessable keys do not. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const INVALID_IDEMPOTENCY_KEY = "The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores.";

/** The header's key; null when absent; undefined when present but malformed. */
export function readIdempotencyKey(header: string | undefined): string | null | undefined {
  if (header === undefined) return null;
  const key = header.trim();
  return KEY_PATTERN.test(key) ? key : undefined;
}

/** A fingerprint of the request's meaning (fields in a fixed order), to spot a key reused for different content. */
export function requestFingerprint(fields: Record<string, unknown>, order: readonly string[]): string {
  return createHash("sha256")
    .update(JSON.stringify(order.map((k) => fields[k])))
    .digest("base64url");
}
