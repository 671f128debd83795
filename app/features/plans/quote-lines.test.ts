import { describe, expect, it } from "vitest";
import type { QuoteLine } from "~/features/quotes/pricing";
import { planLinesFromQuote } from "./quote-lines";

/* A quote's accepted lines as a plan charges them each visit (docs/decisions/0215). */
const LINES: QuoteLine[] = [
  { kind: "heading", description: "Lawns" },
  { kind: "item", description: "Lawn mow", quantity: 2, unitPriceCents: 3_000, unit: "area", amountsAre: "inclusive" },
  { kind: "labour", description: "Weeding", hours: 1.5, rateCents: 8_000, amountsAre: "exclusive" },
  { kind: "material", description: "Fertiliser", quantity: 1, costCents: 2_000, markupPercent: 50, amountsAre: "inclusive" },
  { kind: "item", description: "Hedge trim", quantity: 1, unitPriceCents: 5_000, amountsAre: "inclusive", optional: true },
  { kind: "item", description: "Edges", quantity: 4, unitPriceCents: 1_000, amountsAre: "inclusive", discount: { percent: 25 } },
];

describe("planLinesFromQuote", () => {
  it("keeps the priced lines in the quote's basis, drops headings and the options left unticked, folds a line's discount", () => {
    const lines = planLinesFromQuote(LINES, [], "inclusive");
    expect(lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.unit, l.itemId])).toEqual([
      ["Lawn mow", 2, 3_000, "area", null],
      ["Weeding", 1.5, 9_200, "hour", null],
      ["Fertiliser", 1, 3_000, "", null],
      ["Edges", 1, 3_000, "", null],
    ]);
    expect(lines.every((l) => l.amountsAre === "inclusive")).toBe(true);
  });

  it("takes a ticked option as an ordinary line, and another basis as the quote has it", () => {
    const ticked = planLinesFromQuote(LINES, [4], "exclusive");
    expect(ticked.map((l) => l.description)).toEqual(["Lawn mow", "Weeding", "Fertiliser", "Hedge trim", "Edges"]);
    expect(ticked.find((l) => l.description === "Weeding")).toMatchObject({ unitPriceCents: 8_000, amountsAre: "exclusive" });
  });
});
