import { priceQuote, type Discount, type QuoteLine } from "~/features/quotes/pricing";
import {
  gstBreakdown,
  gstInInclusive,
  lineAmount,
  storableAmount,
  type AmountsAre,
  type Cents,
  type GstBreakdown,
  type GstRounding,
} from "~/lib/money";

/*
 * An invoice's lines (docs/decisions/0112): pure and isomorphic. The work comes from the job's
 * accepted lines priced exactly as the quote priced them (priceQuote), a deposit already
 * invoiced is taken off as a line of its own, and the totals are the money module's.
 */
export type InvoiceLineKind = "labour" | "material" | "item" | "discount" | "deposit" | "text";

export interface InvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  quantity: number | null;
  unitPriceCents: Cents | null;
  amountCents: Cents | null;
  accountCode: string;
}

export interface AccountCodes {
  /** Labour, price-list items, discounts and deposits. */
  sales: string;
  materials: string;
}

function accountFor(kind: InvoiceLineKind, accounts: AccountCodes): string {
  if (kind === "text") return "";
  return kind === "material" ? accounts.materials : accounts.sales;
}

/** The job's accepted lines as invoice lines, in the job's basis; the whole-quote discount becomes a line. */
export function linesFromJob(
  job: { lines: readonly QuoteLine[]; amountsAre: AmountsAre; gstRounding: GstRounding; discount?: Discount },
  accounts: AccountCodes,
): InvoiceLine[] {
  const priced = priceQuote({ lines: job.lines, amountsAre: job.amountsAre, gstRounding: job.gstRounding, discount: job.discount });
  const lines: InvoiceLine[] = priced.lines
    .filter((l) => l.included || l.kind === "text" || l.kind === "heading")
    .map((l) => {
      const kind: InvoiceLineKind = l.kind === "heading" || l.kind === "text" ? "text" : l.kind;
      return {
        kind,
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        amountCents: l.amountCents,
        accountCode: accountFor(kind, accounts),
      };
    });
  if (priced.quoteDiscountCents !== 0)
    lines.push({
      kind: "discount",
      description: "Discount",
      quantity: null,
      unitPriceCents: null,
      amountCents: priced.quoteDiscountCents,
      accountCode: accounts.sales,
    });
  return lines;
}

/**
 * The line that takes an invoiced deposit off the final invoice: its GST-inclusive amount (less
 * anything credited on it), negative, in the invoice's basis, so the two invoices' GST adds up
 * to the GST on the whole job.
 */
export function depositDeduction(
  deposit: { number: string; owedCents: Cents; paid: boolean },
  basis: AmountsAre,
  accounts: AccountCodes,
): InvoiceLine {
  const amount = basis === "inclusive" ? deposit.owedCents : deposit.owedCents - gstInInclusive(deposit.owedCents);
  return {
    kind: "deposit",
    description: `Less deposit, invoice ${deposit.number}${deposit.paid ? " (paid)" : ""}`,
    quantity: null,
    unitPriceCents: null,
    amountCents: -amount,
    accountCode: accounts.sales,
  };
}

/** A line staff typed: a description, a quantity (three decimals at most) and a unit price in the invoice's basis. */
export function enteredLine(entry: { description: string; quantity: number; unitPriceCents: Cents }, accounts: AccountCodes): InvoiceLine {
  return {
    kind: "item",
    description: entry.description,
    quantity: entry.quantity,
    unitPriceCents: entry.unitPriceCents,
    amountCents: lineAmount(entry.quantity, entry.unitPriceCents),
    accountCode: accounts.sales,
  };
}

/** An invoice's totals, each within the stored limit (an AmountOverLimit past it). */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, "amountCents">[],
  amountsAre: AmountsAre,
  rounding: GstRounding,
): GstBreakdown {
  const amounts = lines.flatMap((l) => (l.amountCents === null ? [] : [l.amountCents]));
  const totals = gstBreakdown(amounts, amountsAre, rounding);
  for (const total of [totals.exclusive, totals.inclusive]) storableAmount(total, "The invoice's total");
  return totals;
}
