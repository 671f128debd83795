import type { DocumentRow, TotalRow } from "~/features/documents/printed";
import { formatMoney } from "~/lib/money";
import { priceQuote, type QuoteInput, type QuoteTotals } from "./pricing";

/*
 * What the customer's page and the PDF both print of a priced quote (docs/decisions/0103), so
 * the two match line for line: the same words, quantities and amounts, formatted once here.
 */

function quantityText(quantity: number | null): string {
  return quantity === null ? "" : String(quantity);
}

function documentRows(totals: QuoteTotals): DocumentRow[] {
  return totals.lines.map((l) => ({
    line: l.line,
    kind: l.kind === "heading" || l.kind === "text" || l.kind === "discount" ? l.kind : "priced",
    description: l.description,
    quantity: quantityText(l.quantity),
    unitPrice: l.unitPriceCents === null ? "" : formatMoney(l.unitPriceCents),
    amount: l.amountCents === null ? "" : formatMoney(l.amountCents),
    optional: l.optional,
    included: l.included,
  }));
}

/** The totals block: subtotal, the quote's discount, GST and the total, then any deposit. */
function totalRows(totals: QuoteTotals, amountsAre: "inclusive" | "exclusive"): TotalRow[] {
  const rows: TotalRow[] = [];
  if (totals.quoteDiscountCents !== 0) {
    rows.push({ label: "Subtotal", amount: formatMoney(totals.subtotalCents) });
    rows.push({ label: "Discount", amount: formatMoney(totals.quoteDiscountCents) });
  }
  if (amountsAre === "exclusive") {
    rows.push({ label: "Total excluding GST", amount: formatMoney(totals.gst.exclusive) });
    rows.push({ label: "GST 15%", amount: formatMoney(totals.gst.gst) });
    rows.push({ label: "Total including GST", amount: formatMoney(totals.gst.inclusive), strong: true });
  } else {
    rows.push({ label: "Total including GST", amount: formatMoney(totals.gst.inclusive), strong: true });
    rows.push({ label: "Includes GST of", amount: formatMoney(totals.gst.gst) });
  }
  if (totals.depositCents > 0) rows.push({ label: "Deposit to book the work", amount: formatMoney(totals.depositCents) });
  return rows;
}

export interface DocumentHeader {
  businessName: string;
  gstNumber: string;
  phone: string;
  email: string;
  postalAddress: string;
  number: string;
  /** "Sent 3 March 2026" or "Draft". */
  issued: string;
  validUntil: string;
  customerName: string;
  site: string;
  scope: string;
  terms: string;
}

/** The rows and totals of a quote with these optional lines ticked, as the page and the PDF print them. */
export function printedQuote(input: QuoteInput, chosen: readonly number[]) {
  const totals = priceQuote(input, new Set(chosen));
  return { rows: documentRows(totals), totals: totalRows(totals, input.amountsAre) };
}
