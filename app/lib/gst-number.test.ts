import { describe, expect, it } from "vitest";
import { normaliseGstNumber } from "./gst-number";

describe("GST numbers", () => {
  it("accepts the IRD's valid test numbers, written with or without hyphens", () => {
    expect(normaliseGstNumber("49091850")).toBe("49-091-850");
    expect(normaliseGstNumber("35901981")).toBe("35-901-981");
    expect(normaliseGstNumber("49-098-576")).toBe("49-098-576");
    expect(normaliseGstNumber("136410132")).toBe("136-410-132");
  });

  it("refuses the IRD's invalid test numbers and anything that is not a number", () => {
    for (const bad of ["136410133", "9125568", "150000001", "12345678", "49091851", "abc", "49O91850", ""])
      expect(normaliseGstNumber(bad), bad).toBeUndefined();
  });
});
