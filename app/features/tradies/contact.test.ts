import { describe, expect, it } from "vitest";
import { formatMobile, isNzbn, isNzMobile, toE164Mobile } from "./contact";

describe("NZ mobile numbers", () => {
  it.each(["021 123 4567", "0211234567", "+64 21 123 4567", "0064211234567", "027-555-0123", "(022) 123 456", "029 1234 5678"])(
    "accepts %s",
    (n) => expect(isNzMobile(n)).toBe(true),
  );
  it.each(["", "09 280 4471", "021 123", "023 123 4567", "021 123 456789", "+61 412 345 678", "021 12a 4567"])("refuses %j", (n) =>
    expect(isNzMobile(n)).toBe(false),
  );
  it("stores +64 and shows the national form", () => {
    expect(toE164Mobile("+64 21 123 4567")).toBe("+64211234567");
    expect(formatMobile("+64211234567")).toBe("021 123 4567");
    expect(formatMobile("+6421123456")).toBe("021 123 456");
    expect(formatMobile("+642912345678")).toBe("029 1234 5678");
    expect(formatMobile("not a number")).toBe("not a number");
  });
});

describe("NZBN", () => {
  it("is 13 digits, spaces ignored", () => {
    expect(isNzbn("9429041234567")).toBe(true);
    expect(isNzbn("9429 0412 34567")).toBe(true);
    expect(isNzbn("942904123456")).toBe(false);
    expect(isNzbn("94290412345678")).toBe(false);
    expect(isNzbn("94290412345a7")).toBe(false);
  });
});
