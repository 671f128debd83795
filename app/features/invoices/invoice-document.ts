import type { DocumentRow, TotalRow } from "~/features/documents/printed";
import { formatIsoDay } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { balanceDue } from "./statuses";
import { buyerIdentifier, documentTitle } from "./tax-invoice";
import type { InvoiceBuyer } from "./tables";

/*
 * What the customer's invoice page, staff's preview and the PDF print (docs/decisions/0112), so
 * they match line for line. Isomorphic and pure.
 */
export interface PrintableInvoice {
  number: string;
  kind: string;
  title: string;
  reference: string;
  buyer: InvoiceBuyer;
  issueDate: string | null;
  dueDate: string | null;
  amountsAre: "inclusive" | "exclusive";
  exclusiveCents: number;
  gstCents: number;
  inclusiveCents: number;
  paidCents: number;
  creditedCents: number;
  note: string;
  lines: { kind: string; description: string; quantity: number | null; unitPriceCents: number | null; amountCents: number | null }[];
}

export interface InvoiceHeader {
  /** "Tax invoice INV-000123", "Credit note CN-000004". */
  title: string;
  dates: string;
  buyerName: string;
  buyerLines: string[];
  reference: string;
}

export function invoiceHeader(invoice: PrintableInvoice, gstNumber: string): InvoiceHeader {
  const dates = invoice.issueDate
    ? [
        `Date ${formatIsoDay(invoice.issueDate)}`,
        invoice.kind !== "credit_note" && invoice.dueDate ? `Due ${formatIsoDay(invoice.dueDate)}` : "",
      ]
    : ["Draft: not yet issued"];
  return {
    title: `${documentTitle(invoice.kind, gstNumber)} ${invoice.number}`,
    dates: dates.filter(Boolean).join(" · "),
    buyerName: invoice.buyer.name,
    buyerLines: [buyerIdentifier(invoice.buyer)].filter(Boolean),
    reference: invoice.reference,
  };
}

export function invoiceRows(invoice: PrintableInvoice): DocumentRow[] {
  return invoice.lines.map((line, index) => ({
    line: index,
    kind: line.kind === "text" ? "text" : line.kind === "discount" || line.kind === "deposit" ? "discount" : "priced",
    description: line.description,
    quantity: line.quantity === null ? "" : String(line.quantity),
    unitPrice: line.unitPriceCents === null ? "" : formatMoney(line.unitPriceCents),
    amount: line.amountCents === null ? "" : formatMoney(line.amountCents),
    optional: false,
    included: true,
  }));
}

/** The totals, then (for an invoice) what has been paid or credited and the balance due, or a refund due. */
export function invoiceTotalRows(invoice: PrintableInvoice): TotalRow[] {
  const rows: TotalRow[] =
    invoice.amountsAre === "exclusive"
      ? [
          { label: "Total excluding GST", amount: formatMoney(invoice.exclusiveCents) },
          { label: "GST 15%", amount: formatMoney(invoice.gstCents) },
          { label: "Total including GST", amount: formatMoney(invoice.inclusiveCents), strong: true },
        ]
      : [
          { label: "Total including GST", amount: formatMoney(invoice.inclusiveCents), strong: true },
          { label: "Includes GST of", amount: formatMoney(invoice.gstCents) },
        ];
  if (invoice.kind === "credit_note") return rows;
  if (invoice.paidCents > 0) rows.push({ label: "Paid", amount: formatMoney(-invoice.paidCents) });
  if (invoice.creditedCents > 0) rows.push({ label: "Credited", amount: formatMoney(-invoice.creditedCents) });
  const balance = balanceDue(invoice);
  rows.push(
    balance < 0
      ? { label: "Refund due to you", amount: formatMoney(-balance), strong: true }
      : { label: "Balance due", amount: formatMoney(balance), strong: true },
  );
  return rows;
}

/** How to pay, for the page and the PDF: the bank account and the reference to use; the business's phone when no account is set. */
export function howToPay(
  invoice: Pick<PrintableInvoice, "number" | "kind">,
  settings: { bankAccount: string; phone: string; businessName: string },
): string | null {
  if (invoice.kind === "credit_note") return null;
  if (!settings.bankAccount) return `Call us on ${settings.phone} to arrange payment.`;
  return `Pay by bank transfer to ${settings.businessName}, account ${settings.bankAccount}, with the reference ${invoice.number}.`;
}
