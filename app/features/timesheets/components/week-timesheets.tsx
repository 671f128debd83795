import { IntentForm } from "~/components/form/intent-form";
import { formatIsoDayShort, formatTimeOfDay, formatWhen } from "~/lib/clock";
import { hoursAndMinutes } from "../hours";
import type { TradieWeek } from "../timesheet.server";

/** Each tradie's week: hours per day, each visit's times (corrections with their reason), and the approval. */
export function WeekTimesheets({ week, tradies }: { week: string; tradies: TradieWeek[] }) {
  if (tradies.length === 0) return <p className="text-sm text-slate-600">No time was recorded in this week.</p>;
  return (
    <div className="space-y-6">
      {tradies.map((t) => (
        <section
          key={t.tradieId}
          aria-labelledby={`tradie-${t.tradieId}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`tradie-${t.tradieId}`} className="font-semibold text-ink">
              {`${t.name}: ${hoursAndMinutes(t.minutes)} hours`}
            </h2>
            {t.approved ? (
              <p className="text-sm text-slate-600">{`Approved by ${t.approved.byName}, ${formatWhen(t.approved.at)}`}</p>
            ) : (
              <IntentForm intent="approve" submit={`Approve ${t.name}'s week`}>
                <input type="hidden" name="tradieId" value={t.tradieId} />
                <input type="hidden" name="week" value={week} />
              </IntentForm>
            )}
          </div>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{`${t.name}'s visits this week`}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Started</th>
                <th scope="col">Finished</th>
                <th scope="col">Paused</th>
                <th scope="col">Hours</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {t.visits.map((v) => (
                <tr key={v.entryId} className="border-t border-slate-100">
                  <td>{formatIsoDayShort(v.day)}</td>
                  <td>{formatTimeOfDay(v.startedAt)}</td>
                  <td>{v.endedAt ? formatTimeOfDay(v.endedAt) : "Still on the job"}</td>
                  <td>{hoursAndMinutes(v.pausedMinutes)}</td>
                  <td>{hoursAndMinutes(v.minutes)}</td>
                  <td>
                    {v.corrected
                      ? `Corrected by ${v.corrected.byName}: ${v.corrected.reason} (recorded ${formatTimeOfDay(v.corrected.original.startedAt)}${v.corrected.original.endedAt ? `–${formatTimeOfDay(v.corrected.original.endedAt)}` : ""})`
                      : ""}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-200 font-semibold">
                <td colSpan={4}>
                  {t.days
                    .filter((d) => d.visits > 0)
                    .map((d) => `${formatIsoDayShort(d.day)} ${hoursAndMinutes(d.minutes)}`)
                    .join(" · ")}
                </td>
                <td>{hoursAndMinutes(t.minutes)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </section>
      ))}
    </div>
  );
}
