import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { formatIsoDay, formatWhen } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { QuoteStatusBadge } from "./quote-status-badge";

interface QuoteRow {
  id: number;
  label: string;
  status: string;
  sentAt: Date | string | null;
  validUntil: string;
  inclusiveCents: number;
  accepted: number | null;
  customer: string;
  leadId: number;
  staff: string;
}

export function QuoteTable({ quotes }: { quotes: readonly QuoteRow[] }) {
  return (
    <DataTable
      caption="Quotes"
      rows={quotes}
      empty="No quotes match these filters. Clear them to see every quote, or start one from a lead."
      columns={[
        {
          header: "Quote",
          nowrap: true,
          cell: (r) => (
            <Link to={`/admin/quotes/${r.id}`} className="font-semibold text-brand-700 underline">
              {r.label}
            </Link>
          ),
        },
        {
          header: "Customer",
          cell: (r) => (
            <Link to={`/admin/leads/${r.leadId}`} className="underline">
              {r.customer}
            </Link>
          ),
        },
        { header: "Status", cell: (r) => <QuoteStatusBadge status={r.status} /> },
        { header: "Total", nowrap: true, cell: (r) => formatMoney(r.accepted ?? r.inclusiveCents) },
        { header: "Sent", nowrap: true, cell: (r) => (r.sentAt ? formatWhen(r.sentAt) : "Not yet") },
        { header: "Valid until", nowrap: true, cell: (r) => formatIsoDay(r.validUntil) },
        { header: "Prepared by", cell: (r) => r.staff },
      ]}
    />
  );
}
