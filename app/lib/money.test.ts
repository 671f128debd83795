import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateCents,
  AMOUNT_LIMIT_CENTS,
  AmountOverLimit,
  centsToDecimal,
  costOfMinutes,
  formatMoney,
  gstBreakdown,
  gstInInclusive,
  gstOnExclusive,
  lineAmount,
  marginPercent,
  parseMoney,
  percentOf,
  storableAmount,
  sumCents,
  type AmountsAre,
  type GstRounding,
} from "./money";

describe("GST test vectors (after-the-lead reference)", () => {
  it("$100.00 inclusive holds $13.04 GST, $86.96 exclusive", () => {
    expect(gstInInclusive(10_000)).toBe(1_304);
    expect(gstBreakdown([10_000], "inclusive", "total")).toEqual({ exclusive: 8_696, gst: 1_304, inclusive: 10_000 });
  });

  it("$0.30 exclusive: exactly half a cent is dropped, 4c GST", () => expect(gstOnExclusive(30)).toBe(4));

  it("$10.11 exclusive: $1.52 GST", () => expect(gstOnExclusive(1_011)).toBe(152));

  it("three $9.99 inclusive lines: $3.90 rounded per line, $3.91 on the total", () => {
    expect(gstBreakdown([999, 999, 999], "inclusive", "line").gst).toBe(390);
    expect(gstBreakdown([999, 999, 999], "inclusive", "total").gst).toBe(391);
  });

  it("credits round the same way, mirrored", () => {
    expect(gstInInclusive(-10_000)).toBe(-1_304);
    expect(gstOnExclusive(-30)).toBe(-4);
  });

  it("gives a credit too small for any GST zero, not negative zero (toBe tells them apart)", () => {
    expect(gstInInclusive(-1)).toBe(0);
    expect(gstOnExclusive(-3)).toBe(0);
    expect(gstBreakdown([-1], "inclusive", "total").gst).toBe(0);
  });
});

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
const lines = fc.array(cents, { minLength: 1, maxLength: 200 });
const amountsAre = fc.constantFrom<AmountsAre>("inclusive", "exclusive");
const rounding = fc.constantFrom<GstRounding>("line", "total");

describe("GST properties", () => {
  it("exclusive + GST is the inclusive total, and the entered side is the exact sum of the lines", () => {
    fc.assert(
      fc.property(lines, amountsAre, rounding, (ls, are, round) => {
        const b = gstBreakdown(ls, are, round);
        expect(b.exclusive + b.gst).toBe(b.inclusive);
        expect(are === "inclusive" ? b.inclusive : b.exclusive).toBe(ls.reduce((a, x) => a + x, 0));
      }),
    );
  });

  it("rounded on the total, GST is 3/23 of the inclusive total to within half a cent", () => {
    fc.assert(
      fc.property(lines, amountsAre, (ls, are) => {
        const b = gstBreakdown(ls, are, "total");
        expect(Math.abs(b.gst * 23 - b.inclusive * 3)).toBeLessThanOrEqual(23 / 2 + 3 / 2 + 1e-9);
      }),
    );
  });

  it("the inclusive and exclusive views of one amount agree to within a cent", () => {
    fc.assert(
      fc.property(cents, (exclusive) => {
        const gst = gstOnExclusive(exclusive);
        expect(Math.abs(gstInInclusive(exclusive + gst) - gst)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("rounded per line, GST is the sum of the lines' GST", () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(gstBreakdown(ls, "inclusive", "line").gst).toBe(sumCents(ls.map(gstInInclusive)));
      }),
    );
  });
});

describe("line amounts and percentages", () => {
  it("multiplies quantities with up to three decimals exactly", () => {
    expect(lineAmount(0.25, 9_500)).toBe(2_375); // a quarter hour at $95
    expect(lineAmount(2.5, 4_999)).toBe(12_498); // 124.975 rounds up
    expect(lineAmount(3, 1_000)).toBe(3_000);
    expect(() => lineAmount(0.0001, 100)).toThrow(RangeError);
  });

  it("refuses a line or a total past the stored limit in words a person reads, however far past", () => {
    expect(lineAmount(10, 100_000_000)).toBe(AMOUNT_LIMIT_CENTS);
    for (const [quantity, price] of [
      [22, 100_000_000],
      [999_999, 100_000_000],
      [11, -100_000_000],
    ])
      expect(() => lineAmount(quantity, price)).toThrow(new AmountOverLimit("A line"));
    expect(() => storableAmount(AMOUNT_LIMIT_CENTS + 1, "The invoice's total")).toThrow(
      "The invoice's total can be at most $10,000,000.00",
    );
    expect(storableAmount(-AMOUNT_LIMIT_CENTS, "A credit")).toBe(-AMOUNT_LIMIT_CENTS);
    expect(() => sumCents([80_000_000_000, 80_000_000_000])).toThrow(AmountOverLimit);
  });

  it("takes percentages to the nearest cent", () => {
    expect(percentOf(10_000, 10)).toBe(1_000);
    expect(percentOf(999, 12.5)).toBe(125); // 124.875
    expect(percentOf(-999, 12.5)).toBe(-125);
    expect(() => percentOf(100, 1.234)).toThrow(RangeError);
  });

  it("a whole amount's percentage parts add up to it when the percentages add to 100 (within a cent each)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const p = bp / 100;
        expect(Math.abs(percentOf(amount, p) + percentOf(amount, 100 - p) - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => gstInInclusive(10.5)).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe("formatting and parsing", () => {
  it("formats NZ dollars the New Zealand way", () => {
    expect(formatMoney(123_456)).toBe("$1,234.56");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(-500)).toBe("-$5.00");
    expect(centsToDecimal(123_456)).toBe("1234.56");
    expect(centsToDecimal(-5)).toBe("-0.05");
  });

  it.each([
    ["1,234.56", 123_456],
    ["$1234.5", 123_450],
    [" 12 ", 1_200],
    ["-3.20", -320],
    ["0.07", 7],
  ])("reads %j as %i cents", (text, value) => expect(parseMoney(text)).toBe(value));

  it.each(["12.345", "1,23.00", "abc", "", "$", "1e5", "12..5"])("refuses %j", (text) => expect(parseMoney(text)).toBeNull());

  it("round-trips every amount through its decimal form", () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(parseMoney(centsToDecimal(c))).toBe(c);
      }),
    );
  });
});

describe("job costing sums (docs/decisions/0216)", () => {
  it("costs minutes at an hourly rate to the nearest cent, half a cent up", () => {
    expect(costOfMinutes(120, 4_500)).toBe(9_000);
    expect(costOfMinutes(95, 3_850)).toBe(6_096); // $60.9583…
    expect(costOfMinutes(1, 30)).toBe(1); // half a cent rounds up
    expect(costOfMinutes(1, 29)).toBe(0);
    expect(costOfMinutes(0, 4_500)).toBe(0);
    expect(() => costOfMinutes(-1, 4_500)).toThrow(RangeError);
    expect(() => costOfMinutes(1.5, 4_500)).toThrow(RangeError);
    expect(() => costOfMinutes(10, 12.5)).toThrow(RangeError);
  });

  it("gives a margin as a percentage of the price to one decimal, or null without a price", () => {
    expect(marginPercent(77_656, 100_000)).toBe(77.7);
    expect(marginPercent(-5_000, 20_000)).toBe(-25);
    expect(marginPercent(100, 0)).toBeNull();
  });
});

describe("allocateCents", () => {
  it("shares an amount by weight to the cent, the shares summing to it exactly", () => {
    expect(allocateCents(-1_000, [6_000, 13_800, 3_000])).toEqual([-263, -605, -132]);
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateCents(500, [0, 2_000])).toEqual([0, 500]);
  });

  it("stays exact where the products pass 2^53", () => {
    const shares = allocateCents(999_999_999, [999_999_999, 1]);
    expect(shares).toEqual([999_999_998, 1]);
    expect(shares[0] + shares[1]).toBe(999_999_999);
  });

  it("refuses weights that cannot share", () => {
    expect(() => allocateCents(100, [0, 0])).toThrow(RangeError);
    expect(() => allocateCents(100, [5, -1])).toThrow(RangeError);
  });
});
