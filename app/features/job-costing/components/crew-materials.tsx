import { formatMoney } from "~/lib/money";
import type { MaterialRow } from "../materials.server";
import { MaterialForm, type PickableItem } from "./material-form";

/** The tradie's materials on their visit: what they bought, and only what they added themselves (docs/decisions/0216). */
export function CrewMaterials({
  materials,
  items,
  errors,
}: {
  materials: readonly MaterialRow[];
  items: readonly PickableItem[];
  errors: Record<string, string>;
}) {
  return (
    <section aria-labelledby="materials-heading" className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="materials-heading" className="font-semibold text-ink">
        Materials you bought
      </h2>
      {materials.length ? (
        <ul className="space-y-1 text-sm" aria-label="Materials you added">
          {materials.map((m) => (
            <li
              key={m.id}
            >{`${m.description}: ${m.quantity} × ${formatMoney(m.unitCostCents)} = ${formatMoney(m.amountCents)}${m.receiptPhotoId ? " (receipt kept)" : ""}`}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nothing yet. Add what you buy for this job, with a photo of the receipt.</p>
      )}
      <MaterialForm items={items} errors={errors} />
    </section>
  );
}
