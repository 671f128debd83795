import { formatIsoDay } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { CustomerInvoiceView } from "../views.server";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../statuses";
import { InvoiceDocumentView } from "./invoice-document-view";

function StatusLine({ view }: { view: CustomerInvoiceView }) {
  if (view.kind === "credit_note") return <p className="mt-2">This credit note has been applied to your invoice.</p>;
  if (view.status === "paid") return <p className="mt-2 font-semibold text-emerald-800">Paid in full. Thank you.</p>;
  return (
    <p className={view.status === "overdue" ? "mt-2 font-semibold text-red-800" : "mt-2 font-semibold"}>
      {view.status === "overdue"
        ? `${formatMoney(view.balanceCents)} is overdue. Please pay as soon as you can.`
        : `${formatMoney(view.balanceCents)} to pay${view.dueDate ? ` by ${formatIsoDay(view.dueDate)}` : ""}.`}
    </p>
  );
}

function paymentLine(p: CustomerInvoiceView["payments"][number]) {
  const method = PAYMENT_METHOD_LABELS[p.method as PaymentMethod]?.toLowerCase() ?? p.method;
  // Money given back (a card refund) is a payment line of its own, negative.
  if (p.amountCents < 0) return `${formatMoney(-p.amountCents)} refunded to your ${method} on ${formatIsoDay(p.paidOn)}`;
  return `${formatMoney(p.amountCents)} by ${method} on ${formatIsoDay(p.paidOn)}`;
}

/**
 * The customer's invoice or credit note: where it stands, the document, how to pay, what they
 * have paid, and the PDF. `payment` is what the route offers besides the bank account (paying by
 * card, docs/decisions/0160), shown under where the invoice stands.
 */
export function CustomerInvoicePage({ view, pdfHref, payment }: { view: CustomerInvoiceView; pdfHref: string; payment?: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 py-8 focus:outline-none">
      <p className="text-sm text-muted">{view.printed.seller.businessName}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {view.kind === "credit_note" ? `Credit note ${view.number}` : `Invoice ${view.number}`}
      </h1>
      <StatusLine view={view} />
      {payment}
      <p className="mt-3">
        <a href={pdfHref} className="font-semibold text-brand-700 underline" download>
          Download a PDF
        </a>
      </p>
      <div className="mt-6">
        <InvoiceDocumentView printed={view.printed} />
      </div>
      {view.payments.length ? (
        <section aria-labelledby="payments-heading" className="mt-6">
          <h2 id="payments-heading" className="text-lg font-semibold">
            Payments received
          </h2>
          <ul className="mt-2 space-y-1">
            {view.payments.map((p, index) => (
              <li key={index}>{paymentLine(p)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8 text-sm text-muted">{`Questions about this ${view.kind === "credit_note" ? "credit note" : "invoice"}? Call ${view.printed.seller.phone} or email ${view.printed.seller.email}.`}</p>
    </main>
  );
}
