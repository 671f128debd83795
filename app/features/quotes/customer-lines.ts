import { percentOf } from "~/lib/money";
import type { QuoteLine } from "./pricing";

/**
 * A quote's lines as the customer may see them (docs/decisions/0103): a material's cost and
 * markup stay with staff, so it reaches the customer as an item at its selling price. The
 * totals are the same to the cent (priceQuote prices a material at cost plus markup per unit).
 */
export function customerLines(lines: readonly QuoteLine[]): QuoteLine[] {
  return lines.map((line) => {
    if (line.kind !== "material") return line;
    const { costCents, markupPercent, ...rest } = line;
    return { ...rest, kind: "item", unitPriceCents: costCents + percentOf(costCents, markupPercent) };
  });
}
