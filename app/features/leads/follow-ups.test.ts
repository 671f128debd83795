import { describe, expect, it } from "vitest";
import { FOLLOW_UP_COUNT_CAP, followUpCount } from "./follow-ups";

describe("followUpCount", () => {
  it("names one lead, several, and the cap as a floor", () => {
    expect(followUpCount(1)).toBe("1 lead");
    expect(followUpCount(2)).toBe("2 leads");
    expect(followUpCount(FOLLOW_UP_COUNT_CAP - 1)).toBe("99 leads");
    expect(followUpCount(FOLLOW_UP_COUNT_CAP)).toBe("100+ leads");
  });
});
