import { formatIsoDayMonthYear } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { PlanFigures } from "../figures.server";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** Active and paused plans, the months ahead (visits and recurring revenue), and why plans ended. */
export function PlanFiguresPanel({ figures }: { figures: PlanFigures }) {
  return (
    <section aria-labelledby="plan-figures" className="mb-6 space-y-4">
      <h2 id="plan-figures" className="text-lg font-semibold text-ink">
        Figures
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Active plans" value={String(figures.active)} />
        <Figure label="Paused plans" value={String(figures.paused)} />
      </dl>
      <table className="w-full max-w-xl text-sm">
        <caption className="text-left font-semibold text-ink">Months ahead, from the active plans' rules</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1">
              Month
            </th>
            <th scope="col" className="py-1 text-right">
              Visits
            </th>
            <th scope="col" className="py-1 text-right">
              Recurring revenue (incl. GST)
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.months.map((m) => (
            <tr key={m.month} className="border-t border-slate-200">
              <th scope="row" className="py-1 text-left font-normal">
                {formatIsoDayMonthYear(`${m.month}-01`)}
              </th>
              <td className="py-1 text-right">{m.visits}</td>
              <td className="py-1 text-right">{formatMoney(m.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <h3 className="font-semibold text-ink">Plans ended, and why</h3>
        {figures.ended.length === 0 ? (
          <p className="text-sm text-muted">No plan has ended.</p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {figures.ended.map((e) => (
              <li key={e.because}>
                {e.because}: {e.count}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
