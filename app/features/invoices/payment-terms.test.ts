import { describe, expect, it } from "vitest";
import { describeTerms, dueDateFor } from "./payment-terms";

describe("payment terms", () => {
  it("counts days after the invoice date, across a month and a year", () => {
    expect(dueDateFor("2026-11-26", { kind: "days", days: 7 })).toBe("2026-12-03");
    expect(dueDateFor("2026-12-28", { kind: "days", days: 7 })).toBe("2027-01-04");
  });

  it("falls on a day of the following month, or its last day when the month is short", () => {
    expect(dueDateFor("2026-11-26", { kind: "following-month", day: 20 })).toBe("2026-12-20");
    expect(dueDateFor("2026-12-01", { kind: "following-month", day: 20 })).toBe("2027-01-20");
    expect(dueDateFor("2027-01-31", { kind: "following-month", day: 31 })).toBe("2027-02-28");
    expect(dueDateFor("2028-01-15", { kind: "following-month", day: 30 })).toBe("2028-02-29");
  });

  it("says the terms in words", () => {
    expect(describeTerms({ kind: "days", days: 1 })).toBe("1 day after the invoice date");
    expect(describeTerms({ kind: "following-month", day: 20 })).toBe("the 20th of the month after the invoice");
    expect(describeTerms({ kind: "following-month", day: 22 })).toBe("the 22nd of the month after the invoice");
    expect(describeTerms({ kind: "following-month", day: 11 })).toBe("the 11th of the month after the invoice");
  });
});
