import { formatMoney, type Cents } from "~/lib/money";
import type { InvoiceBuyer } from "./tables";

/*
 * New Zealand's taxable supply information (Goods and Services Tax Act 1985, s 19F–19I, since
 * 1 April 2023), by the supply's GST-inclusive value (docs/decisions/0112):
 * - over $200: the supplier's name and GST number, the date, a description, and the total with
 *   the GST (or a statement that it includes GST);
 * - over $1,000: also the buyer's name and one identifier (address, phone, email, NZBN…).
 * The product prints all of it on every invoice; these checks stop one going out without it.
 */
const OVER_SUPPLIER_DETAILS: Cents = 20_000;
const OVER_BUYER_DETAILS: Cents = 100_000;

/** The buyer's identifier for a supply over $1,000: the address, else the email, else the phone. */
export function buyerIdentifier(buyer: InvoiceBuyer): string {
  const address = [buyer.address, buyer.suburb].filter((part) => part.trim() !== "").join(", ");
  return address || buyer.email || buyer.phone;
}

/** Why an invoice cannot go out as it is, in words staff can act on; empty when it may. */
export function taxInvoiceProblems(
  invoice: { inclusiveCents: Cents; buyer: InvoiceBuyer; pricedLines: number },
  seller: { gstNumber: string },
) {
  const problems: string[] = [];
  if (invoice.pricedLines === 0) problems.push("Add at least one line with an amount before sending the invoice.");
  if (invoice.inclusiveCents <= 0) problems.push("The invoice's total must be more than $0.00: use a credit note to give money back.");
  if (seller.gstNumber === "" && invoice.inclusiveCents > OVER_SUPPLIER_DETAILS)
    problems.push(`An invoice over ${formatMoney(OVER_SUPPLIER_DETAILS)} must show the business's GST number: add it in Settings.`);
  if (invoice.inclusiveCents > OVER_BUYER_DETAILS && (invoice.buyer.name.trim() === "" || buyerIdentifier(invoice.buyer) === ""))
    problems.push(`An invoice over ${formatMoney(OVER_BUYER_DETAILS)} must show the customer's name and their address, email or phone.`);
  return problems;
}

/** "Tax invoice" once the business is registered for GST; a plain "Invoice" before. */
export function documentTitle(kind: string, gstNumber: string): string {
  if (kind === "credit_note") return "Credit note";
  return gstNumber ? "Tax invoice" : "Invoice";
}
