import { describe, expect, it } from "vitest";
import { averageRating, screenReview, shownName } from "./moderation";

describe("review rules", () => {
  it("publishes any honest review at once, however low its rating or blunt its words", () => {
    for (const text of ["Terrible job, the gutter still leaks and nobody came back.", "Great work!", "", "Cost more than we hoped."])
      expect(screenReview(text)).toBeNull();
  });

  it("holds back abuse and personal information for staff", () => {
    expect(screenReview("What a fucking cowboy")).toBe("abuse");
    expect(screenReview("Call Sam on 021 555 0101, he is great")).toBe("personal_information");
    expect(screenReview("Email me at aroha@example.co.nz")).toBe("personal_information");
    expect(screenReview("Rang +64 9 280 4471 twice")).toBe("personal_information");
  });

  it("shows a first name and an initial only", () => {
    expect(shownName("Aroha Te Ngata")).toBe("Aroha N.");
    expect(shownName("  mere ")).toBe("mere");
  });

  it("averages to one decimal", () => {
    expect(averageRating(1_122 * 5 + 125 * 4, 1_247)).toBe(4.9);
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(9, 2)).toBe(4.5);
  });
});
