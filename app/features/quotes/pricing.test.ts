import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstInInclusive, gstOnExclusive, sumCents, type AmountsAre } from "~/lib/money";
import { priceQuote, type QuoteInput, type QuoteLine } from "./pricing";

const basis = fc.constantFrom<AmountsAre>("inclusive", "exclusive");
// Prices from $1 to $5,000 and quantities up to 50: every line stays under the $1,000,000 a line may come to.
const cents = fc.integer({ min: 100, max: 500_000 });
// An amount off is at most 20 cents: the smallest line, a quarter of $1 entered with GST on a
// quote without it, comes to 22 cents, and a discount past its line is refused (a run found 23).
const discount = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 5000 }).map((bp) => ({ percent: bp / 100 })),
    fc.integer({ min: 0, max: 20 }).map((amountCents) => ({ amountCents })),
  ),
  { nil: undefined },
);
const priced = <T extends object>(shape: fc.Arbitrary<T>) =>
  fc
    .record({ description: fc.string({ maxLength: 20 }), optional: fc.boolean(), amountsAre: basis, discount })
    .chain((base) => shape.map((rest) => ({ ...base, ...rest })));
const line: fc.Arbitrary<QuoteLine> = fc.oneof(
  priced(
    fc.record({
      kind: fc.constant("item" as const),
      quantity: fc.integer({ min: 4, max: 200 }).map((q) => q / 4),
      unitPriceCents: cents,
    }),
  ),
  priced(fc.record({ kind: fc.constant("labour" as const), hours: fc.integer({ min: 1, max: 160 }).map((q) => q / 4), rateCents: cents })),
  priced(
    fc.record({
      kind: fc.constant("material" as const),
      quantity: fc.integer({ min: 1, max: 50 }),
      costCents: cents,
      markupPercent: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
    }),
  ),
  fc.record({ kind: fc.constant("text" as const), description: fc.string() }),
  fc.record({ kind: fc.constant("heading" as const), description: fc.string() }),
);
const quote: fc.Arbitrary<QuoteInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 30 }),
  amountsAre: basis,
  gstRounding: fc.constantFrom("total" as const, "line" as const),
  deposit: fc.constantFrom(
    { kind: "none" as const },
    { kind: "percent" as const, percent: 20 },
    { kind: "percent" as const, percent: 12.5 },
  ),
});
const chosen = fc.array(fc.integer({ min: 0, max: 29 })).map((ids) => new Set(ids));

describe("quote totals (property-based)", () => {
  it("the total is the sum of the lines the customer sees, with the quote's discount", () => {
    fc.assert(
      fc.property(quote, chosen, (input, ticks) => {
        const totals = priceQuote(input, ticks);
        const shown = totals.lines.filter((l) => l.included && l.amountCents !== null).map((l) => l.amountCents!);
        expect(totals.subtotalCents).toBe(sumCents(shown));
        const total = input.amountsAre === "inclusive" ? totals.gst.inclusive : totals.gst.exclusive;
        expect(total).toBe(totals.subtotalCents + totals.quoteDiscountCents);
      }),
    );
  });

  it("exclusive plus GST is the inclusive total, and GST is 3/23 of it within the rounding rule", () => {
    fc.assert(
      fc.property(quote, chosen, (input, ticks) => {
        const { gst, lines } = priceQuote(input, ticks);
        expect(gst.exclusive + gst.gst).toBe(gst.inclusive);
        const counted = lines.filter((l) => l.included && l.amountCents !== null).length + 1;
        if (input.gstRounding === "total")
          expect(gst.gst).toBe(input.amountsAre === "inclusive" ? gstInInclusive(gst.inclusive) : gstOnExclusive(gst.exclusive));
        // Rounded per line, each line's GST is within half a cent of exact.
        else expect(Math.abs(gst.gst * 23 - gst.inclusive * 3)).toBeLessThanOrEqual(23 * counted);
      }),
    );
  });

  it("an optional line counts only when ticked, and ticking it adds exactly its amount", () => {
    fc.assert(
      fc.property(quote, (input) => {
        const plain = { ...input, discount: undefined };
        const without = priceQuote(plain);
        for (const [index, l] of plain.lines.entries()) {
          if (l.kind === "text" || l.kind === "heading" || !l.optional) continue;
          const withIt = priceQuote(plain, new Set([index]));
          const added = withIt.lines.filter((p) => p.line === index).reduce((sum, p) => sum + (p.amountCents ?? 0), 0);
          expect(withIt.subtotalCents - without.subtotalCents).toBe(added);
        }
      }),
    );
  });

  it("a deposit is never more than the total", () => {
    fc.assert(
      fc.property(quote, chosen, (input, ticks) => {
        const totals = priceQuote(input, ticks);
        expect(totals.depositCents).toBeGreaterThanOrEqual(0);
        expect(totals.depositCents).toBeLessThanOrEqual(Math.max(0, totals.gst.inclusive));
      }),
    );
  });
});

const item = (unitPriceCents: number, amountsAre: AmountsAre = "inclusive", extra: Partial<QuoteLine> = {}): QuoteLine =>
  ({ kind: "item", description: "Item", quantity: 1, unitPriceCents, amountsAre, ...extra }) as QuoteLine;

describe("quote totals (the reference file's vectors)", () => {
  it("$100.00 inclusive: GST $13.04, $86.96 exclusive", () => {
    expect(priceQuote({ lines: [item(10_000)], amountsAre: "inclusive", gstRounding: "total" }).gst).toEqual({
      exclusive: 8_696,
      gst: 1_304,
      inclusive: 10_000,
    });
  });

  it("$0.30 exclusive: GST 4c (exactly half a cent dropped); $10.11 exclusive: GST $1.52", () => {
    expect(priceQuote({ lines: [item(30, "exclusive")], amountsAre: "exclusive", gstRounding: "total" }).gst.gst).toBe(4);
    expect(priceQuote({ lines: [item(1_011, "exclusive")], amountsAre: "exclusive", gstRounding: "total" }).gst.gst).toBe(152);
  });

  it("three $9.99 inclusive lines: $3.90 GST rounded per line, $3.91 on the total", () => {
    const lines = [item(999), item(999), item(999)];
    expect(priceQuote({ lines, amountsAre: "inclusive", gstRounding: "line" }).gst.gst).toBe(390);
    expect(priceQuote({ lines, amountsAre: "inclusive", gstRounding: "total" }).gst.gst).toBe(391);
  });

  it("prints labour, marked-up materials, discounts and the deposit as a homeowner reads them", () => {
    const totals = priceQuote(
      {
        lines: [
          { kind: "heading", description: "Gutters" },
          { kind: "labour", description: "Labour", hours: 2.5, rateCents: 9_500, amountsAre: "exclusive" },
          {
            kind: "material",
            description: "Downpipe",
            quantity: 2,
            costCents: 4_000,
            markupPercent: 25,
            amountsAre: "exclusive",
            discount: { percent: 10 },
          },
          { ...item(15_000), optional: true, description: "Gutter guard" } as QuoteLine,
        ],
        amountsAre: "inclusive",
        gstRounding: "total",
        discount: { amountCents: 2_000 },
        deposit: { kind: "percent", percent: 20 },
      },
      new Set([3]),
    );
    // Labour: $95.00 + GST = $109.25 an hour × 2.5 = $273.13 (half a cent up). Downpipe: $50.00 + GST = $57.50 × 2 = $115.00, less 10 %.
    expect(totals.lines.map((l) => [l.kind, l.amountCents, l.included])).toEqual([
      ["heading", null, false],
      ["labour", 27_313, true],
      ["material", 11_500, true],
      ["discount", -1_150, true],
      ["item", 15_000, true],
    ]);
    expect(totals.subtotalCents).toBe(52_663);
    expect(totals.quoteDiscountCents).toBe(-2_000);
    expect(totals.gst.inclusive).toBe(50_663);
    expect(totals.depositCents).toBe(10_133);
  });

  it("refuses what no quote may hold", () => {
    expect(() =>
      priceQuote({
        lines: [{ kind: "labour", description: "x", hours: 0.3, rateCents: 100, amountsAre: "exclusive" }],
        amountsAre: "inclusive",
        gstRounding: "total",
      }),
    ).toThrow(RangeError);
    expect(() => priceQuote({ lines: [item(100_000_001)], amountsAre: "inclusive", gstRounding: "total" })).toThrow(RangeError);
    expect(() =>
      priceQuote({
        lines: [item(1_000, "inclusive", { discount: { amountCents: 2_000 } })],
        amountsAre: "inclusive",
        gstRounding: "total",
      }),
    ).toThrow(RangeError);
    expect(() =>
      priceQuote({ lines: Array.from({ length: 201 }, () => item(100)), amountsAre: "inclusive", gstRounding: "total" }),
    ).toThrow(RangeError);
  });
});
