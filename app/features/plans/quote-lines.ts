import { acceptedLines } from "~/features/jobs/job-lines";
import { priceQuote, type Discount, type QuoteLine } from "~/features/quotes/pricing";
import { allocateCents, lineAmount, type AmountsAre } from "~/lib/money";
import type { PlanLine } from "./plan-schema";

/**
 * The accepted lines as the plan charges them each visit: the options the customer ticked, a
 * material at its selling price, labour by the hour, and a line's own discount taken off its price.
 * The quote's own discount is shared over the lines by their amounts (a line then charges its
 * discounted amount once), so each visit comes to what the quote came to.
 */
export function planLinesFromQuote(
  lines: readonly QuoteLine[],
  chosen: readonly number[],
  basis: AmountsAre,
  quoteDiscount?: Discount | null,
): PlanLine[] {
  const accepted = acceptedLines(lines, chosen);
  const planLines = accepted.flatMap((line): PlanLine[] => {
    if (line.kind === "text" || line.kind === "heading" || line.kind === "material") return [];
    const priced = priceQuote({ lines: [line], amountsAre: basis, gstRounding: "line" }).lines;
    const [own, discount] = priced;
    const common = { itemId: null, description: line.description, amountsAre: basis };
    if (discount?.amountCents)
      return [{ ...common, code: "", unit: "", quantity: 1, unitPriceCents: (own.amountCents ?? 0) + discount.amountCents }];
    const unit = line.kind === "labour" ? "hour" : (line.unit ?? "");
    return [{ ...common, code: "", unit, quantity: own.quantity ?? 1, unitPriceCents: own.unitPriceCents ?? 0 }];
  });
  if (!quoteDiscount || planLines.length === 0) return planLines;
  const off = priceQuote({ lines: accepted, amountsAre: basis, gstRounding: "line", discount: quoteDiscount }).quoteDiscountCents;
  if (off === 0) return planLines;
  const amounts = planLines.map((line) => lineAmount(line.quantity, line.unitPriceCents));
  const shares = allocateCents(off, amounts);
  // A line the discount takes whole (a 100 % discount) charges nothing, so it is not a line.
  return planLines.flatMap((line, i) => {
    if (shares[i] === 0) return [line];
    const price = amounts[i] + shares[i];
    return price > 0 ? [{ ...line, unit: "", quantity: 1, unitPriceCents: price }] : [];
  });
}
