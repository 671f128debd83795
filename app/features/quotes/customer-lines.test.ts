import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customerLines } from "./customer-lines";
import { priceQuote, type QuoteLine } from "./pricing";

describe("customerLines", () => {
  it("hides a material's cost and markup and prices every quote to the same cent", () => {
    const material = fc.record({
      kind: fc.constant("material" as const),
      description: fc.constant("Timber"),
      quantity: fc.integer({ min: 1, max: 50_000 }).map((q) => q / 1000),
      costCents: fc.integer({ min: 1, max: 500_000 }),
      markupPercent: fc.integer({ min: 0, max: 10_000 }).map((m) => m / 100),
      amountsAre: fc.constantFrom("inclusive" as const, "exclusive" as const),
    });
    fc.assert(
      fc.property(
        fc.array(material, { minLength: 1, maxLength: 10 }),
        fc.constantFrom("inclusive" as const, "exclusive" as const),
        (lines, basis) => {
          const input = { lines: lines as QuoteLine[], amountsAre: basis, gstRounding: "total" as const };
          const shown = customerLines(input.lines);
          expect(JSON.stringify(shown)).not.toMatch(/costCents|markupPercent/);
          expect(priceQuote({ ...input, lines: shown }).gst).toEqual(priceQuote(input).gst);
        },
      ),
    );
  });
});
