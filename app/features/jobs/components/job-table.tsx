import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { formatWhen } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { JobStatusBadge } from "./job-status-badge";

interface JobRow {
  id: number;
  label: string;
  title: string;
  status: string;
  reviewed: boolean;
  valueCents: number;
  createdAt: Date | string;
  leadId: number;
  customer: string;
  suburb: string;
}

export function JobTable({ jobs }: { jobs: readonly JobRow[] }) {
  return (
    <DataTable
      caption="Jobs"
      rows={jobs}
      empty="No jobs match these filters. Jobs are made when a customer accepts a quote, or from a lead's page."
      columns={[
        {
          header: "Job",
          nowrap: true,
          cell: (r) => (
            <Link to={`/admin/jobs/${r.id}`} className="font-semibold text-brand-700 underline">
              {r.label}
            </Link>
          ),
        },
        { header: "Work", cell: (r) => r.title },
        {
          header: "Customer",
          cell: (r) => (
            <Link to={`/admin/leads/${r.leadId}`} className="underline">
              {`${r.customer}, ${r.suburb}`}
            </Link>
          ),
        },
        {
          header: "Status",
          cell: (r) => (
            <>
              <JobStatusBadge status={r.status} />
              {r.status === "done" && !r.reviewed ? <span className="ml-2 text-xs text-muted">to review</span> : null}
            </>
          ),
        },
        { header: "Value", nowrap: true, cell: (r) => (r.valueCents ? formatMoney(r.valueCents) : "No quote") },
        { header: "Made", nowrap: true, cell: (r) => formatWhen(r.createdAt) },
      ]}
    />
  );
}
