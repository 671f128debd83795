import { Link } from "react-router";
import { formatIsoDay } from "~/lib/clock";
import type { ScheduledVisit } from "../schedule-codec";
import type { TimeSchedule } from "../schedule.server";
import { spokenSpan } from "../visit-times";
import { VisitStatusBadge } from "./job-status-badge";

/** The schedule on a phone: the visits of the days shown as a list, day by day. */
export function ScheduleAgenda({ schedule, visits: all }: { schedule: TimeSchedule; visits: readonly ScheduledVisit[] }) {
  const names = new Map(schedule.tradies.map((t) => [t.id, t.name]));
  return (
    <ol className="space-y-4" aria-label="Visits by day">
      {schedule.days.map((d) => {
        const visits = all.filter((v) => v.time.day === d.day);
        return (
          <li key={d.day}>
            <h2 className="text-sm font-semibold text-ink">
              {formatIsoDay(d.day)}
              {d.holiday ? <span className="font-normal text-amber-900">{` · ${d.holiday}`}</span> : null}
            </h2>
            {visits.length === 0 ? (
              <p className="mt-1 text-sm text-muted">No visits.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {visits.map((v) => (
                  <li key={v.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
                    <div className="flex items-center justify-between gap-2">
                      <Link
                        to={v.jobId ? `/admin/jobs/${v.jobId}` : `/admin/leads/${v.leadId}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {`${spokenSpan(v.time.startMinute, v.time.endMinute)} · ${v.label}`}
                      </Link>
                      <VisitStatusBadge status={v.status} />
                    </div>
                    <p className="mt-1">{`${v.title} for ${v.customer}, ${v.suburb}`}</p>
                    <p className="text-muted">
                      {v.tradieIds.length ? v.tradieIds.map((id) => names.get(id) ?? "A tradie").join(", ") : "No tradie yet"}
                    </p>
                    {v.warnings.length ? <p className="mt-1 text-amber-900">{v.warnings.join(" ")}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
