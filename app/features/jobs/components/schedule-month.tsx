import { Link } from "react-router";
import { formatIsoDay } from "~/lib/clock";
import { cn } from "~/lib/cn";
import type { Schedule } from "../schedule.server";

const HEADINGS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** The month: how many visits each day holds, each day linking to its day view. */
export function ScheduleMonth({ schedule, month }: { schedule: Extract<Schedule, { view: "month" }>; month: string }) {
  const weeks = Array.from({ length: schedule.days.length / 7 }, (_, i) => schedule.days.slice(i * 7, i * 7 + 7));
  return (
    <table className="w-full table-fixed rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
      <caption className="sr-only">Visits each day of the month</caption>
      <thead className="bg-slate-50 text-xs text-muted">
        <tr>
          {HEADINGS.map((h) => (
            <th key={h} scope="col" className="px-1 py-2">
              <abbr title={h} className="no-underline">
                {h.slice(0, 3)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].day}>
            {week.map((d) => (
              <td key={d.day} className={cn("h-20 border border-slate-100 p-1 align-top", !d.day.startsWith(month) && "bg-slate-50")}>
                <Link to={`/admin/schedule?view=day&day=${d.day}`} className="block h-full rounded p-1 hover:bg-brand-50">
                  <span className="font-semibold text-ink">{Number(d.day.slice(8))}</span>
                  <span className="sr-only">{` ${formatIsoDay(d.day)}`}</span>
                  {d.visits ? (
                    <span className="mt-1 block text-xs font-semibold text-brand-800">{`${d.visits} ${d.visits === 1 ? "visit" : "visits"}`}</span>
                  ) : null}
                  {d.holiday ? <span className="block truncate text-xs text-amber-900">{d.holiday}</span> : null}
                </Link>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
