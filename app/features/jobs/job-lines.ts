import type { AmountsAre, GstRounding } from "~/lib/money";
import { customerLines } from "~/features/quotes/customer-lines";
import type { Discount, QuoteLine } from "~/features/quotes/pricing";

/** How a job's lines are priced: the accepted quote's basis, rounding and whole-quote discount. */
export interface JobPricing {
  amountsAre: AmountsAre;
  gstRounding: GstRounding;
  discount?: Discount;
}

/**
 * The work the customer accepted, as the job keeps it: the optional lines they ticked become
 * ordinary lines, the ones they left are dropped, and a material shows at its selling price
 * (the cost and markup stay on the quote).
 */
export function acceptedLines(lines: readonly QuoteLine[], chosen: readonly number[]): QuoteLine[] {
  const ticked = new Set(chosen);
  return customerLines(lines).flatMap((line, index) => {
    if (!("optional" in line) || !line.optional) return [line];
    if (!ticked.has(index)) return [];
    return [{ ...line, optional: false }];
  });
}
