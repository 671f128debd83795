import { SellerDetails } from "~/features/documents/components/seller-details";
import { SignOffSignatures } from "~/features/jobs/components/sign-off-signatures";
import { QuoteLinesTable } from "~/features/quotes/components/quote-document-view";
import type { PrintedInvoice } from "../views.server";

const NONE = new Set<number>();

/** The invoice as a document, as the customer's page and staff's preview print it (the PDF draws the same). */
export function InvoiceDocumentView({ printed }: { printed: PrintedInvoice }) {
  const { header, seller } = printed;
  return (
    <article aria-labelledby="invoice-title" className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <SellerDetails seller={seller} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:justify-self-end">
          <dt className="text-muted">For</dt>
          <dd className="font-medium">{header.buyerName}</dd>
          {header.buyerLines.map((line) => (
            <div key={line} className="contents">
              <dt className="sr-only">Address or contact</dt>
              <dd className="col-start-2">{line}</dd>
            </div>
          ))}
          {header.reference ? (
            <>
              <dt className="text-muted">Reference</dt>
              <dd>{header.reference}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div>
        <h2 id="invoice-title" className="text-xl font-bold text-ink">
          {header.title}
        </h2>
        <p className="text-sm text-muted">{header.dates}</p>
      </div>
      <QuoteLinesTable rows={printed.rows} totals={printed.totals} chosen={NONE} caption="The invoice's lines" />
      {printed.note ? <p className="text-sm whitespace-pre-line">{printed.note}</p> : null}
      {printed.howToPay ? (
        <section aria-labelledby="how-to-pay" className="rounded-md bg-slate-50 p-4">
          <h3 id="how-to-pay" className="font-semibold">
            How to pay
          </h3>
          <p className="mt-1 text-sm">{printed.howToPay}</p>
        </section>
      ) : null}
      <SignOffSignatures signatures={printed.signatures} />
    </article>
  );
}
