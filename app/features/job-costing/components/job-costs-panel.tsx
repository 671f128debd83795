import { Form } from "react-router";
import { hoursAndMinutes } from "~/features/timesheets/hours";
import { photoUrl } from "~/features/uploads/photos";
import { formatMoney } from "~/lib/money";
import { Figure, FigureHeading } from "./cells";
import type { JobCosting } from "../costing.server";
import { MaterialForm, type PickableItem } from "./material-form";

const percent = (value: number | null) => (value === null ? "no price to compare" : `${value.toFixed(1)} %`);

/** What the job earned, on the staff job page: price ex GST, labour, materials and margin (docs/decisions/0216). */
export function JobCostsPanel({
  costing,
  items,
  canChange,
  errors,
}: {
  costing: JobCosting;
  items: readonly PickableItem[];
  canChange: boolean;
  errors: Record<string, string>;
}) {
  return (
    <section aria-labelledby="job-costs-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="job-costs-heading" className="text-lg font-semibold text-ink">
        What the job earned
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Job margin">
        <dt>Price (ex GST)</dt>
        <dd className="text-right tabular-nums">{formatMoney(costing.priceCents)}</dd>
        <dt>Labour cost</dt>
        <dd className="text-right tabular-nums">{formatMoney(costing.labourCents)}</dd>
        <dt>Materials cost</dt>
        <dd className="text-right tabular-nums">{formatMoney(costing.materialsCents)}</dd>
        <dt className="font-semibold">Margin</dt>
        <dd className="text-right font-semibold tabular-nums">{`${formatMoney(costing.marginCents)} (${percent(costing.marginPercent)})`}</dd>
      </dl>
      {costing.missingRates.length ? (
        <p className="text-sm text-amber-800">{`No cost rate set for ${costing.missingRates.join(", ")}: their time counts nothing yet.`}</p>
      ) : null}
      {costing.labour.length ? (
        <table className="w-full text-sm">
          <caption className="text-left font-semibold text-ink">Labour from the timesheets</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col">Tradie</th>
              <FigureHeading>Hours</FigureHeading>
              <FigureHeading>Rate</FigureHeading>
              <FigureHeading>Cost</FigureHeading>
            </tr>
          </thead>
          <tbody>
            {costing.labour.map((l) => (
              <tr key={l.tradieId}>
                <td>{l.name}</td>
                <Figure>{hoursAndMinutes(l.minutes)}</Figure>
                <Figure>{l.centsPerHour === null ? "not set" : `${formatMoney(l.centsPerHour)}/h`}</Figure>
                <Figure>{formatMoney(l.costCents)}</Figure>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {costing.materials.length ? (
        <table className="w-full text-sm">
          <caption className="text-left font-semibold text-ink">Materials</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col">Item</th>
              <FigureHeading>Cost</FigureHeading>
              <th scope="col">
                <span className="sr-only">Receipt and remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {costing.materials.map((m) => (
              <tr key={m.id}>
                <td>{`${m.description} · ${m.quantity} × ${formatMoney(m.unitCostCents)} · ${m.addedByName}`}</td>
                <Figure>{formatMoney(m.amountCents)}</Figure>
                <td className="space-x-2 text-right">
                  {m.receiptPhotoId ? (
                    <a href={photoUrl(m.receiptPhotoId, 1024)} className="text-brand-700 underline">
                      Receipt<span className="sr-only">{` for ${m.description}`}</span>
                    </a>
                  ) : null}
                  {canChange ? (
                    <Form method="post" className="inline">
                      <input type="hidden" name="intent" value="remove-material" />
                      <input type="hidden" name="material" value={m.id} />
                      <button type="submit" className="text-red-700 underline">
                        Remove<span className="sr-only">{` ${m.description}`}</span>
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {canChange ? (
        <details open={Object.keys(errors).length > 0}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Add a material</summary>
          <div className="mt-3">
            <MaterialForm items={items} errors={errors} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
