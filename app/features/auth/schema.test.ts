import { describe, expect, it } from "vitest";
import { throttledMessage } from "./throttle-message";
import { changePasswordSchema, MISSING_CREDENTIALS_MESSAGE, signInSchema } from "./schema";
import { fieldErrors } from "~/lib/field-errors";

describe("signInSchema", () => {
  it.each([{}, { email: "a@b.nz" }, { password: "x" }, { email: " ", password: "x" }, { email: 42, password: "x" }])(
    "gives the spec's message for %j",
    (input) => {
      const result = signInSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!)).toEqual({ form: MISSING_CREDENTIALS_MESSAGE });
    },
  );

  it("normalises the email", () => {
    expect(signInSchema.parse({ email: "  Sam@Example.NZ ", password: "pw" })).toEqual({ email: "sam@example.nz", password: "pw" });
  });
});

describe("changePasswordSchema", () => {
  it("wants a long enough new password, typed the same twice", () => {
    const result = changePasswordSchema.safeParse({ currentPassword: "old", password: "short", confirmPassword: "other" });
    expect(fieldErrors(result.error!)).toMatchObject({ password: "Password must be at least 12 characters" });
    const mismatch = changePasswordSchema.safeParse({ currentPassword: "old", password: "long-enough-password", confirmPassword: "other" });
    expect(fieldErrors(mismatch.error!)).toEqual({ confirmPassword: "The two passwords do not match" });
  });
});

describe("throttledMessage", () => {
  it("says how long to wait and until when, in Auckland time", () => {
    const now = new Date("2026-11-21T02:00:00Z");
    expect(throttledMessage(new Date("2026-11-21T02:15:00Z"), { now })).toBe(
      "Too many failed sign-in attempts. Please wait 15 minutes and try again (after 3:15 pm).",
    );
    expect(throttledMessage(new Date("2026-11-21T02:00:40Z"), { now, what: "attempts" })).toBe(
      "Too many attempts. Please wait 40 seconds and try again (after 3 pm).",
    );
  });
});
