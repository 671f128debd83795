import { formatIsoDay, type IsoDay } from "~/lib/clock";
import { AGENDA_VISITS_DRAWN_FIRST } from "../first-screenful";
import type { ScheduledVisit } from "../schedule-codec";
import type { TimeSchedule } from "../schedule.server";
import { spokenSpan } from "../visit-times";
import { VisitStatusBadge } from "./job-status-badge";
import { agendaDays, scheduleHref } from "../schedule-range";
import { useFollowPlainLinks } from "./plain-links";

type AgendaDay = TimeSchedule["days"][number];

/** One day of the agenda: its visits, each a tap away from its job (or lead). */
function AgendaDayItem({ d, visits, names }: { d: AgendaDay; visits: readonly ScheduledVisit[]; names: Map<number, string> }) {
  return (
    <li>
      <h2 className="text-sm font-semibold text-ink">
        {formatIsoDay(d.day)}
        {d.holiday ? <span className="font-normal text-amber-900">{` · ${d.holiday}`}</span> : null}
      </h2>
      {visits.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No visits.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {visits.map((v) => (
            <li key={v.id} className="agenda-visit">
              <div className="flex items-center justify-between gap-2">
                <a href={v.jobId ? `/admin/jobs/${v.jobId}` : `/admin/leads/${v.leadId}`} data-plain-link="" className="agenda-link">
                  {`${spokenSpan(v.time.startMinute, v.time.endMinute)} · ${v.label}`}
                </a>
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
}

/** The schedule on a phone: the visits of the days shown as a list, day by day, from today (the week's past days after, folded away). */
export function ScheduleAgenda({
  schedule,
  visits: all,
  complete,
  today,
}: {
  schedule: TimeSchedule;
  visits: readonly ScheduledVisit[];
  /** Every visit is here (else the first screenful's: see first-screenful.ts). */
  complete: boolean;
  today: IsoDay;
}) {
  const names = new Map(schedule.tradies.map((t) => [t.id, t.name]));
  const followPlainLinks = useFollowPlainLinks();
  // As the board does with its rows: the page brings the first screenful, the browser the rest.
  // The visits come earliest first, so the first ones drawn are the first days' (a day past the cut is left out).
  const drawn = complete ? all : all.slice(0, AGENDA_VISITS_DRAWN_FIRST);
  const waiting = schedule.visitCount - drawn.length;
  const lastDay = waiting > 0 ? drawn.at(-1)?.time.day : undefined;
  const { ahead, earlier } = agendaDays(lastDay ? schedule.days.filter((d) => d.day <= lastDay) : schedule.days, today);
  const dayItem = (d: AgendaDay) => <AgendaDayItem key={d.day} d={d} visits={drawn.filter((v) => v.time.day === d.day)} names={names} />;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- only forwards its links' own clicks (Enter on a link is a click)
    <div onClick={followPlainLinks}>
      <ol className="space-y-4" aria-label="Visits by day">
        {ahead.map(dayItem)}
      </ol>
      {earlier.length ? (
        <details className="mt-6 rounded-md border border-slate-200 bg-white p-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">{`Earlier this week (${earlier.length} ${earlier.length === 1 ? "day" : "days"})`}</summary>
          <ol className="mt-3 space-y-4" aria-label="Earlier days">
            {earlier.map(dayItem)}
          </ol>
        </details>
      ) : null}
      {waiting > 0 ? (
        <p className="mt-4 text-sm text-muted">
          {`${waiting} more ${waiting === 1 ? "visit" : "visits"} to come. `}
          <noscript>
            <a
              href={`${scheduleHref({ view: schedule.days.length === 1 ? "day" : "week", day: schedule.days[0].day })}&rows=all`}
              className="font-semibold text-brand-700 underline"
            >
              Show every visit
            </a>
          </noscript>
        </p>
      ) : null}
    </div>
  );
}
