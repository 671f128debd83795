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

describe("planLinesFromQuote with the quote's own discount", () => {
  it("shares a percentage off over the lines, so a visit comes to the quote's total", () => {
    const lines = planLinesFromQuote(LINES, [], "inclusive", { percent: 10 });
    // 6,000 + 13,800 + 3,000 + 3,000 = 25,800; 10 % off is 2,580, shared by amount.
    expect(lines.map((l) => [l.description, l.quantity, l.unitPriceCents])).toEqual([
      ["Lawn mow", 1, 5_400],
      ["Weeding", 1, 12_420],
      ["Fertiliser", 1, 2_700],
      ["Edges", 1, 2_700],
    ]);
    expect(lines.reduce((sum, l) => sum + l.unitPriceCents, 0)).toBe(25_800 - 2_580);
  });

  it("takes an amount off to the cent, with the ticked option in the share, and nothing off without a discount", () => {
    const lines = planLinesFromQuote(LINES, [4], "inclusive", { amountCents: 1_000 });
    expect(lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0)).toBe(30_800 - 1_000);
    expect(lines.find((l) => l.description === "Hedge trim")!.unitPriceCents).toBeLessThan(5_000);
    expect(planLinesFromQuote(LINES, [4], "inclusive", null)).toEqual(planLinesFromQuote(LINES, [4], "inclusive"));
  });
});
