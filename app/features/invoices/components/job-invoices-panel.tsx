import { Link } from "react-router";
import { Panel } from "~/components/admin/panel";
import { IntentForm } from "~/components/form/intent-form";
import { formatMoney } from "~/lib/money";
import { INVOICE_KIND_LABELS, type InvoiceKind } from "../statuses";
import { InvoiceStatusBadge } from "./invoice-status-badge";

interface JobInvoice {
  id: number;
  number: string;
  kind: string;
  status: string;
  inclusiveCents: number;
  balanceCents: number;
}

/** A job's invoices (its own, the quote's deposit, credit notes), and "Create invoice" while it has no live one. */
export function JobInvoicesPanel({
  invoices,
  canCreate,
  jobStatus,
}: {
  invoices: readonly JobInvoice[];
  canCreate: boolean;
  jobStatus: string;
}) {
  const hasLive = invoices.some((i) => i.kind === "invoice" && i.status !== "void");
  if (invoices.length === 0 && (!canCreate || jobStatus === "cancelled")) return null;
  return (
    <Panel
      id="job-invoices"
      title="Invoices"
      description={jobStatus === "done" && !hasLive ? "The job is done: invoice the work." : undefined}
    >
      {invoices.length ? (
        <ul className="mb-3 space-y-2">
          {invoices.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/invoices/${i.id}`} className="font-semibold text-brand-700 underline">
                {i.number}
              </Link>
              <span className="text-sm">{`${INVOICE_KIND_LABELS[i.kind as InvoiceKind] ?? i.kind}, ${formatMoney(i.inclusiveCents)}`}</span>
              <InvoiceStatusBadge status={i.status} kind={i.kind} />
            </li>
          ))}
        </ul>
      ) : null}
      {canCreate && !hasLive && jobStatus !== "cancelled" ? <IntentForm intent="new-invoice" submit="Create the invoice" /> : null}
    </Panel>
  );
}
