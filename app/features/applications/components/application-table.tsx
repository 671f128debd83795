import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { formatWhen } from "~/lib/clock";
import type { ApplicationListRow } from "../review.server";
import { ApplicationStatusBadge } from "./application-status-badge";

/** Applications, newest first; the applicant's name opens the application. */
export function ApplicationTable({ applications }: { applications: ApplicationListRow[] }) {
  return (
    <DataTable
      caption="Tradie applications"
      rows={applications}
      empty="No applications match."
      columns={[
        {
          header: "Applicant",
          cell: (a) => (
            <>
              <Link to={`/admin/applications/${a.id}`} className="font-semibold text-brand-700 hover:underline">
                {a.fullName}
              </Link>
              <p className="text-muted">{a.businessName}</p>
              <p className="break-all text-muted">{a.email}</p>
            </>
          ),
        },
        { header: "Trades", cell: (a) => a.trades.join(", ") },
        { header: "Areas", cell: (a) => a.areas.join(", ") },
        { header: "Received", nowrap: true, cell: (a) => <span className="text-muted">{formatWhen(a.createdAt)}</span> },
        { header: "Status", cell: (a) => <ApplicationStatusBadge status={a.status} /> },
      ]}
    />
  );
}
