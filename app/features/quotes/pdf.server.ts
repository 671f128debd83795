import { documentPdf } from "~/features/documents/pdf.server";
import type { DocumentRow, TotalRow } from "~/features/documents/printed";
import type { DocumentHeader } from "./quote-document";

/** The quote as a PDF (docs/decisions/0104): the same rows and totals as the customer's page. */
export function quotePdf(header: DocumentHeader, rows: DocumentRow[], totals: TotalRow[], chosenNote: string | null): Promise<Buffer> {
  return documentPdf({
    title: `Quote ${header.number}`,
    subject: `Quote for ${header.customerName}`,
    seller: header,
    dates: `${header.issued} · Valid until ${header.validUntil}`,
    addressee: { name: header.customerName, lines: [header.site] },
    intro: header.scope ? { heading: "Scope of work", text: header.scope } : undefined,
    rows,
    totals,
    note: chosenNote,
    closing: [{ heading: "Terms", text: header.terms }],
  });
}
