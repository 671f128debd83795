import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { formatIsoDayShort } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { INVOICE_KIND_LABELS, type InvoiceKind } from "../statuses";
import { InvoiceStatusBadge } from "./invoice-status-badge";

interface InvoiceRow {
  id: number;
  number: string;
  kind: string;
  customer: string;
  reference: string;
  issueDate: string | null;
  dueDate: string | null;
  status: string;
  inclusiveCents: number;
  balanceCents: number;
}

export function InvoiceTable({ invoices, caption = "Invoices" }: { invoices: readonly InvoiceRow[]; caption?: string }) {
  return (
    <DataTable
      caption={caption}
      rows={invoices}
      empty="No invoices match these filters. A job's invoice is drafted when the job is done, and deposits are invoiced when a quote is accepted."
      columns={[
        {
          header: "Number",
          nowrap: true,
          cell: (r) => (
            <Link to={`/admin/invoices/${r.id}`} className="font-semibold text-brand-700 underline">
              {r.number}
            </Link>
          ),
        },
        { header: "Kind", cell: (r) => INVOICE_KIND_LABELS[r.kind as InvoiceKind] ?? r.kind },
        { header: "Customer", cell: (r) => r.customer },
        { header: "Reference", nowrap: true, cell: (r) => r.reference },
        { header: "Date", nowrap: true, cell: (r) => (r.issueDate ? formatIsoDayShort(r.issueDate) : "Not sent") },
        { header: "Due", nowrap: true, cell: (r) => (r.dueDate && r.kind !== "credit_note" ? formatIsoDayShort(r.dueDate) : "") },
        { header: "Status", cell: (r) => <InvoiceStatusBadge status={r.status} kind={r.kind} /> },
        { header: "Total", nowrap: true, cell: (r) => formatMoney(r.inclusiveCents) },
        { header: "Balance", nowrap: true, cell: (r) => (r.kind === "credit_note" ? "" : formatMoney(r.balanceCents)) },
      ]}
    />
  );
}
