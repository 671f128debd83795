import { Link } from "react-router";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { formatTimeOfDay } from "~/lib/clock";
import { telHref } from "~/lib/phone";
import type { TradieDay, VisitStanding } from "../visits.server";

const STANDINGS: Record<VisitStanding, { label: string; tone: BadgeTone }> = {
  scheduled: { label: "Scheduled", tone: "grey" },
  confirmed: { label: "Confirmed", tone: "blue" },
  on_the_way: { label: "On the way", tone: "blue" },
  started: { label: "Started", tone: "blue" },
  done: { label: "Done", tone: "green" },
  not_completed: { label: "Not completed", tone: "amber" },
  late: { label: "Late", tone: "red" },
};

/** One day's visits, by tradie, each with its standing and the next step (issue 45, item 5). */
export function DayVisits({ id, title, tradies, empty }: { id: string; title: string; tradies: TradieDay[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {tradies.length === 0 ? <p className="mt-2 text-sm text-muted">{empty}</p> : null}
      {tradies.map((t) => (
        <div key={t.tradieId ?? "none"} className="mt-3" data-tradie={t.tradie}>
          <h3 className="text-sm font-semibold text-ink">{t.tradie}</h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {t.visits.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-visit={v.id}>
                <span className="min-w-0">
                  <span className="font-semibold text-ink tabular-nums">
                    {formatTimeOfDay(v.startsAt)}
                    {v.timing === "window" ? `–${formatTimeOfDay(v.endsAt)}` : ""}
                  </span>{" "}
                  <Link to={v.href} className="font-semibold text-brand-700 underline">
                    {v.what}
                  </Link>
                  <span className="block text-muted">
                    {v.customer}, {v.suburb}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <StatusBadge {...STANDINGS[v.standing]} />
                  {v.standing === "late" && t.tradieId !== null ? (
                    <a href={telHref(v.phone)} className="text-brand-700 underline">
                      Call the customer
                    </a>
                  ) : null}
                  {t.tradieId === null ? (
                    <Link to="/admin/schedule" className="text-brand-700 underline">
                      Schedule
                    </Link>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
