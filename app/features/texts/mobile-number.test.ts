import { describe, expect, it } from "vitest";
import { textableNumber } from "./mobile-number";
import { shownNumber } from "./shown-number";

describe("textableNumber", () => {
  it("gives New Zealand mobiles in E.164, however they were typed", () => {
    expect(textableNumber("021 480 4471")).toBe("+64214804471");
    expect(textableNumber("+64 27 123 4567")).toBe("+64271234567");
    expect(textableNumber("(022) 555-0199")).toBe("+64225550199");
    expect(textableNumber("0064 21 480 4471")).toBe("+64214804471");
  });

  it("refuses landlines, freephone, other countries and nonsense", () => {
    expect(textableNumber("09 280 4471")).toBeUndefined();
    expect(textableNumber("0800 123 456")).toBeUndefined();
    expect(textableNumber("+61 412 345 678")).toBeUndefined();
    expect(textableNumber("021")).toBeUndefined();
    expect(textableNumber("")).toBeUndefined();
    expect(textableNumber(null)).toBeUndefined();
  });
});

describe("shownNumber", () => {
  it("shows two numbers the New Zealand way", () => {
    expect(shownNumber("+64214804471")).toBe("021 480 4471");
    expect(shownNumber("+64271234567")).toBe("027 123 4567");
  });
});
