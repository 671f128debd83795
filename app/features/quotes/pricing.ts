import {
  gstBreakdown,
  gstInInclusive,
  gstOnExclusive,
  lineAmount,
  percentOf,
  sumCents,
  type AmountsAre,
  type Cents,
  type GstBreakdown,
  type GstRounding,
} from "~/lib/money";

/*
 * A quote's lines and totals (issue 17, docs/decisions/0101): pure and isomorphic, so the
 * builder's live totals, the customer's ticks, the PDF and the stored acceptance all come from
 * this one function. Every sum goes through the money module.
 */

/** A discount on a line or on the whole quote: a percentage (two decimals at most) or an amount. */
export type Discount = { percent: number } | { amountCents: Cents };

interface PricedBase {
  description: string;
  /** Left out of the total until the customer ticks it. */
  optional?: boolean;
  discount?: Discount;
  /** Whether the price was entered with GST in it (price-list items say; labour follows the settings). */
  amountsAre: AmountsAre;
}

export type QuoteLine =
  /** A price-list item, its price copied in when the line was added. */
  | (PricedBase & { kind: "item"; quantity: number; unitPriceCents: Cents; unit?: string })
  /** Hours (in quarter hours) at a charge-out rate. */
  | (PricedBase & { kind: "labour"; hours: number; rateCents: Cents })
  /** A material at cost plus a markup; cost and markup are never shown to the customer. */
  | (PricedBase & { kind: "material"; quantity: number; costCents: Cents; markupPercent: number })
  | { kind: "text"; description: string }
  | { kind: "heading"; description: string };

export type Deposit = { kind: "none" } | { kind: "percent"; percent: number } | { kind: "amount"; amountCents: Cents };

export interface QuoteInput {
  lines: readonly QuoteLine[];
  /** How the quote prints its amounts: with GST in them (homeowners) or without (trade). */
  amountsAre: AmountsAre;
  gstRounding: GstRounding;
  discount?: Discount;
  deposit?: Deposit;
}

interface PricedLine {
  /** The line's place in the input (discount lines share their line's). */
  line: number;
  kind: QuoteLine["kind"] | "discount";
  description: string;
  quantity: number | null;
  /** In the quote's own basis (amountsAre), what the customer sees. */
  unitPriceCents: Cents | null;
  amountCents: Cents | null;
  optional: boolean;
  /** In the total: not optional, or optional and ticked. */
  included: boolean;
}

export interface QuoteTotals {
  lines: PricedLine[];
  /** Included lines and their discounts, before the quote's own discount. */
  subtotalCents: Cents;
  /** The quote's own discount (negative), printed as its own line; 0 when none. */
  quoteDiscountCents: Cents;
  gst: GstBreakdown;
  depositCents: Cents;
}

const MAX_LINES = 200;
const MAX_LINE_CENTS: Cents = 100_000_000;
const LINE_LIMIT = "A line may come to at most $1,000,000";

/** An amount entered one way, in the quote's basis: GST added to an exclusive price, or taken out of an inclusive one. */
function inBasis(amount: Cents, entered: AmountsAre, basis: AmountsAre): Cents {
  if (entered === basis) return amount;
  return basis === "inclusive" ? amount + gstOnExclusive(amount) : amount - gstInInclusive(amount);
}

function discountOf(amount: Cents, discount: Discount | undefined): Cents {
  if (!discount) return 0;
  const off = "percent" in discount ? percentOf(amount, discount.percent) : discount.amountCents;
  if (off < 0 || off > Math.abs(amount)) throw new RangeError("A discount cannot be negative or more than what it is taken from");
  return -off;
}

function quantityAndUnit(line: Extract<QuoteLine, { amountsAre: AmountsAre }>): { quantity: number; unitEntered: Cents } {
  switch (line.kind) {
    case "item":
      return { quantity: line.quantity, unitEntered: line.unitPriceCents };
    case "labour":
      if (Math.round(line.hours * 4) !== line.hours * 4) throw new RangeError("Labour is in quarter hours");
      return { quantity: line.hours, unitEntered: line.rateCents };
    case "material":
      return { quantity: line.quantity, unitEntered: line.costCents + percentOf(line.costCents, line.markupPercent) };
  }
}

/**
 * Prices a quote: each line in the quote's basis, its discount as a line of its own, the optional
 * lines in `chosen` (their indexes) counted, the quote's discount, GST by the chosen rounding, and
 * the deposit of the GST-inclusive total.
 */
export function priceQuote(input: QuoteInput, chosen: ReadonlySet<number> = new Set()): QuoteTotals {
  if (input.lines.length > MAX_LINES) throw new RangeError(`A quote has at most ${MAX_LINES} lines`);
  const lines: PricedLine[] = [];
  input.lines.forEach((line, index) => {
    if (line.kind === "text" || line.kind === "heading") {
      lines.push({
        line: index,
        kind: line.kind,
        description: line.description,
        quantity: null,
        unitPriceCents: null,
        amountCents: null,
        optional: false,
        included: false,
      });
      return;
    }
    const { quantity, unitEntered } = quantityAndUnit(line);
    if (quantity <= 0 || unitEntered <= 0 || unitEntered > MAX_LINE_CENTS)
      throw new RangeError("A line needs a positive quantity and price");
    const unitPrice = inBasis(unitEntered, line.amountsAre, input.amountsAre);
    // Judged before the exact product, which lineAmount refuses past the stored limit in its own words.
    if (quantity * unitPrice > MAX_LINE_CENTS + 1) throw new RangeError(LINE_LIMIT);
    const amount = lineAmount(quantity, unitPrice);
    if (amount > MAX_LINE_CENTS) throw new RangeError(LINE_LIMIT);
    const optional = line.optional === true;
    const included = !optional || chosen.has(index);
    lines.push({
      line: index,
      kind: line.kind,
      description: line.description,
      quantity,
      unitPriceCents: unitPrice,
      amountCents: amount,
      optional,
      included,
    });
    const off = discountOf(amount, line.discount);
    if (off !== 0)
      lines.push({
        line: index,
        kind: "discount",
        description: `Discount: ${line.description}`,
        quantity: null,
        unitPriceCents: null,
        amountCents: off,
        optional,
        included,
      });
  });
  const counted = lines.filter((l) => l.included && l.amountCents !== null).map((l) => l.amountCents!);
  const subtotal = sumCents(counted);
  const quoteDiscount = discountOf(subtotal, input.discount);
  const gst = gstBreakdown(quoteDiscount === 0 ? counted : [...counted, quoteDiscount], input.amountsAre, input.gstRounding);
  return { lines, subtotalCents: subtotal, quoteDiscountCents: quoteDiscount, gst, depositCents: depositOf(gst.inclusive, input.deposit) };
}

function depositOf(inclusive: Cents, deposit: Deposit | undefined): Cents {
  if (!deposit || deposit.kind === "none") return 0;
  const amount = deposit.kind === "percent" ? percentOf(inclusive, deposit.percent) : deposit.amountCents;
  if (amount < 0 || amount > inclusive) throw new RangeError("A deposit cannot be negative or more than the total");
  return amount;
}
