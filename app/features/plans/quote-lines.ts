import { acceptedLines } from "~/features/jobs/job-lines";
import { priceQuote, type QuoteLine } from "~/features/quotes/pricing";
import type { AmountsAre } from "~/lib/money";
import type { PlanLine } from "./plan-schema";

/**
 * The accepted lines as the plan charges them each visit: the options the customer ticked, a
 * material at its selling price, labour by the hour, and a line's own discount taken off its price.
 */
export function planLinesFromQuote(lines: readonly QuoteLine[], chosen: readonly number[], basis: AmountsAre): PlanLine[] {
  return acceptedLines(lines, chosen).flatMap((line): PlanLine[] => {
    if (line.kind === "text" || line.kind === "heading" || line.kind === "material") return [];
    const priced = priceQuote({ lines: [line], amountsAre: basis, gstRounding: "line" }).lines;
    const [own, discount] = priced;
    const common = { itemId: null, description: line.description, amountsAre: basis };
    if (discount?.amountCents)
      return [{ ...common, code: "", unit: "", quantity: 1, unitPriceCents: (own.amountCents ?? 0) + discount.amountCents }];
    const unit = line.kind === "labour" ? "hour" : (line.unit ?? "");
    return [{ ...common, code: "", unit, quantity: own.quantity ?? 1, unitPriceCents: own.unitPriceCents ?? 0 }];
  });
}
