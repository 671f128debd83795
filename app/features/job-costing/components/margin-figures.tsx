import { aucklandInstant, formatMonthYear } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { Figure, FigureHeading } from "./cells";
import type { MarginFigures, MarginRow } from "../costing.server";

function MarginTable({
  caption,
  label,
  rows,
  name,
}: {
  caption: string;
  label: string;
  rows: readonly MarginRow[];
  name: (key: string) => string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="text-left font-semibold text-ink">{caption}</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col">{label}</th>
          <FigureHeading>Jobs</FigureHeading>
          <FigureHeading>Price ex GST</FigureHeading>
          <FigureHeading>Costs</FigureHeading>
          <FigureHeading>Margin</FigureHeading>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row" className="text-left font-normal">
              {name(r.key)}
            </th>
            <Figure>{r.jobs}</Figure>
            <Figure>{formatMoney(r.priceCents)}</Figure>
            <Figure>{formatMoney(r.costCents)}</Figure>
            <Figure>{`${formatMoney(r.marginCents)}${r.marginPercent === null ? "" : ` (${r.marginPercent.toFixed(1)} %)`}`}</Figure>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Margin by service and by Auckland month, on the figures page (docs/decisions/0216). */
export function MarginFiguresSection({ figures }: { figures: MarginFigures }) {
  return (
    <section aria-labelledby="margin-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="margin-heading" className="text-lg font-semibold text-ink">
        Job margins
      </h2>
      {figures.byService.length === 0 ? (
        <p className="text-sm text-slate-600">No job has time or materials against it yet.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <MarginTable caption="By service" label="Service" rows={figures.byService} name={(key) => key} />
          <MarginTable
            caption="By month"
            label="Month"
            rows={figures.byMonth.slice(0, 12)}
            name={(month) => formatMonthYear(aucklandInstant(`${month}-15`))}
          />
        </div>
      )}
    </section>
  );
}
