import { describe, expect, it } from "vitest";
import { normaliseNzPhone } from "./phone";

describe("normaliseNzPhone", () => {
  it.each([
    ["09 280 4471", "09 280 4471"],
    ["(09) 280-4471", "09 280 4471"],
    ["+64 9 280 4471", "09 280 4471"],
    ["0212345678", "021 234 5678"],
    ["+64 21 480 4471", "021 480 4471"],
    ["022 123 456", "022 123 456"],
    ["027 1234 5678", "027 123 45678"],
    ["0800 123 456", "0800 123 456"],
    ["0508 123 4567", "0508 123 4567"],
    ["03 477 1234", "03 477 1234"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normaliseNzPhone(input)).toBe(expected);
  });

  it.each(["", "12345", "09 280 447", "09 280 44711", "05 123 4567", "023 123 4567", "021 12345", "+61 2 9999 9999", "0800 12345", "call us"])(
    "refuses %j",
    (input) => {
      expect(normaliseNzPhone(input)).toBeUndefined();
    },
  );
});
