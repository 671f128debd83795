import { describe, expect, it } from "vitest";
import { readIdempotencyKey, requestFingerprint } from "./idempotency.server";

describe("readIdempotencyKey", () => {
  it("is null when the header is absent", () => expect(readIdempotencyKey(undefined)).toBeNull());
  it.each(["0f8fad5b-d9cb-469f-a165-70867728950e", "abcdefgh", "A_b-".repeat(32)])("accepts %s", (key) =>
    expect(readIdempotencyKey(key)).toBe(key),
  );
  it.each(["", "short", "has space inside", "a".repeat(129), "semi;colon12", "ключ-ключ-ключ"])("refuses %j", (key) =>
    expect(readIdempotencyKey(key)).toBeUndefined(),
  );
});

describe("requestFingerprint", () => {
  const order = ["a", "b"];
  it("depends on the values in a fixed order, not on key order", () => {
    expect(requestFingerprint({ a: 1, b: "x" }, order)).toBe(requestFingerprint({ b: "x", a: 1 }, order));
    expect(requestFingerprint({ a: 1, b: "x" }, order)).not.toBe(requestFingerprint({ a: 1, b: "y" }, order));
  });
});
