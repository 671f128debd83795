import { Link } from "react-router";
import type { TradieListRow } from "../admin.server";
import { expiringWithin, lapses } from "../lapse";
import { TRADIE_STATUS_INFO, type TradieStatus } from "../statuses";
import { StatusBadge, type BadgeTone } from "../../../components/admin/status-badge";
import { TradiePhoto } from "./tradie-photo";

const STATUS_TONE: Record<TradieStatus, BadgeTone> = { active: "green", paused: "amber", suspended: "red", archived: "grey" };

export function TradieStatusBadge({ status }: { status: string }) {
  const known = status as TradieStatus;
  return <StatusBadge label={TRADIE_STATUS_INFO[known]?.label ?? status} tone={STATUS_TONE[known] ?? "grey"} />;
}

/** Whether the public can see the profile now, and if not, whether staff meant it to be. */
export function VisibilityBadge({ listed, published }: { listed: boolean; published: boolean }) {
  if (listed) return <StatusBadge label="Public" tone="green" />;
  return <StatusBadge label={published ? "Published, hidden" : "Draft"} tone={published ? "amber" : "grey"} />;
}

/** Every tradie, with the warnings staff should act on: lapsed or soon-lapsing cover and licences. */
export function TradieTable({ tradies, today, horizon }: { tradies: TradieListRow[]; today: string; horizon: string }) {
  if (tradies.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-muted">No tradies match.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tradies</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Tradie
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Trades and areas
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Directory
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Needs attention
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tradies.map((t) => {
            const warnings = [
              ...lapses(t, today),
              ...expiringWithin(t, today, horizon),
              ...(t.insuranceExpiresOn ? [] : ["No insurance on record"]),
            ];
            return (
              <tr key={t.id} className="align-top">
                <td className="px-4 py-3">
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
                </td>
                <td className="px-4 py-3">
                  <p>{t.trades.join(", ")}</p>
                  <p className="text-muted">{t.areas.join(", ")}</p>
                </td>
                <td className="px-4 py-3">
                  <TradieStatusBadge status={t.status} />
                </td>
                <td className="px-4 py-3">
                  <VisibilityBadge listed={t.listed} published={t.published} />
                </td>
                <td className="px-4 py-3">
                  {warnings.length ? (
                    <ul className="space-y-0.5 text-amber-900">
                      {warnings.map((w) => (
                        <li key={w}>{w}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-muted">Nothing</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
