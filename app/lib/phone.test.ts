import { describe, expect, it } from "vitest";
import { normaliseNzPhone, telHref, toE164NZ } from "./phone";

describe("NZ phone numbers", () => {
  it.each([
    ["09 280 4471", "+6492804471"],
    ["021 480 4471", "+64214804471"],
    ["0800 123 456", "+64800123456"],
    ["+64 9 280 4471", "+6492804471"],
    ["64 21 123 4567", "+64211234567"],
  ])("%s → %s", (input, expected) => {
    expect(toE164NZ(input)).toBe(expected);
  });

  it("builds tel: links", () => {
    expect(telHref("09 280 4471")).toBe("tel:+6492804471");
  });
});

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

  it.each([
    "",
    "12345",
    "09 280 447",
    "09 280 44711",
    "05 123 4567",
    "023 123 4567",
    "021 12345",
    "+61 2 9999 9999",
    "0800 12345",
    "call us",
  ])("refuses %j", (input) => {
    expect(normaliseNzPhone(input)).toBeUndefined();
  });
});
