import { documentPdf } from "~/features/documents/pdf.server";
import type { PrintedInvoice } from "./views.server";

/** The invoice or credit note as a PDF: the same rows, totals and payment details as its page. */
export function invoicePdf(printed: PrintedInvoice): Promise<Buffer> {
  const closing = printed.howToPay ? [{ heading: "How to pay", text: printed.howToPay }] : [];
  return documentPdf({
    title: printed.header.title,
    subject: `${printed.header.title} for ${printed.header.buyerName}`,
    seller: printed.seller,
    dates: [printed.header.dates, printed.header.reference ? `Reference ${printed.header.reference}` : ""].filter(Boolean).join(" · "),
    addressee: { name: printed.header.buyerName, lines: printed.header.buyerLines },
    rows: printed.rows,
    totals: printed.totals,
    note: printed.note || null,
    closing,
    signatures: printed.signatures.map(({ caption, image }) => ({ caption, image })),
  });
}
