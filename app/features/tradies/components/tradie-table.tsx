import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import type { TradieListRow } from "../admin.server";
import { expiringWithin, lapses } from "../lapse";
import { tradieStatuses } from "../statuses";
import { StatusBadge } from "~/components/admin/status-badge";
import { TradiePhoto } from "./tradie-photo";

export function TradieStatusBadge({ status }: { status: string }) {
  return <StatusBadge set={tradieStatuses} status={status} />;
}

/** Whether the public can see the profile now, and if not, whether staff meant it to be. */
export function VisibilityBadge({ listed, published }: { listed: boolean; published: boolean }) {
  if (listed) return <StatusBadge label="Public" tone="green" />;
  return <StatusBadge label={published ? "Published, hidden" : "Draft"} tone={published ? "amber" : "grey"} />;
}

function warningsFor(t: TradieListRow, today: string, horizon: string): string[] {
  return [...lapses(t, today), ...expiringWithin(t, today, horizon), ...(t.insuranceExpiresOn ? [] : ["No insurance on record"])];
}

/** Every tradie, with the warnings staff should act on: lapsed or soon-lapsing cover and licences. */
export function TradieTable({ tradies, today, horizon }: { tradies: TradieListRow[]; today: string; horizon: string }) {
  return (
    <DataTable
      caption="Tradies"
      rows={tradies}
      empty="No tradies match."
      columns={[
        {
          header: "Tradie",
          cell: (t) => (
            <div className="flex items-center gap-3">
              <TradiePhoto name={t.name} photoId={t.photoId} size={40} />
              <div>
                <Link to={`/admin/tradies/${t.id}`} className="font-semibold text-brand-700 hover:underline">
                  {t.name}
                </Link>
                {t.businessName ? <p className="text-muted">{t.businessName}</p> : null}
                {t.verifiedAt ? <p className="text-xs font-medium text-emerald-800">Verified</p> : null}
              </div>
            </div>
          ),
        },
        {
          header: "Trades and areas",
          cell: (t) => (
            <>
              <p>{t.trades.join(", ")}</p>
              <p className="text-muted">{t.areas.join(", ")}</p>
            </>
          ),
        },
        { header: "Status", cell: (t) => <TradieStatusBadge status={t.status} /> },
        { header: "Directory", cell: (t) => <VisibilityBadge listed={t.listed} published={t.published} /> },
        {
          header: "Needs attention",
          cell: (t) => {
            const warnings = warningsFor(t, today, horizon);
            return warnings.length ? (
              <ul className="space-y-0.5 text-amber-900">
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : (
              <span className="text-muted">Nothing</span>
            );
          },
        },
      ]}
    />
  );
}
