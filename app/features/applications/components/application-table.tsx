import { Link } from "react-router";
import { formatWhen } from "~/lib/clock";
import type { ApplicationListRow } from "../review.server";
import { ApplicationStatusBadge } from "./application-status-badge";

/** Applications, newest first; the applicant's name opens the application. */
export function ApplicationTable({ applications }: { applications: ApplicationListRow[] }) {
  if (applications.length === 0)
    return <p className="rounded-xl border border-slate-200 bg-white p-6 text-muted">No applications match.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tradie applications</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Applicant
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Trades
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Areas
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Received
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {applications.map((a) => (
            <tr key={a.id} className="align-top">
              <td className="px-4 py-3">
                <Link to={`/admin/applications/${a.id}`} className="font-semibold text-brand-700 hover:underline">
                  {a.fullName}
                </Link>
                <p className="text-muted">{a.businessName}</p>
                <p className="break-all text-muted">{a.email}</p>
              </td>
              <td className="px-4 py-3">{a.trades.join(", ")}</td>
              <td className="px-4 py-3">{a.areas.join(", ")}</td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatWhen(a.createdAt)}</td>
              <td className="px-4 py-3">
                <ApplicationStatusBadge status={a.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
