import { describe, expect, it } from "vitest";
import { telHref, toE164NZ } from "./phone";

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
