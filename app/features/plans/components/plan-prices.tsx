import { DataTable } from "~/components/admin/data-table";
import { IntentForm } from "~/components/form/intent-form";
import { TextInput } from "~/components/form/fields";
import { formatIsoDay } from "~/lib/clock";
import { centsToDecimal, formatMoney } from "~/lib/money";

interface PriceRow {
  effectiveFrom: string;
  visitValueCents: number;
  note: string;
  by: string;
  inForce: boolean;
}

/** The plan's prices over time, and (for staff who may change the plan) new prices for its lines from a date. */
export function PlanPrices({
  lines,
  history,
  canChange,
  errors,
}: {
  lines: readonly { description: string; quantity: number; unitPriceCents: number }[];
  history: readonly PriceRow[];
  canChange: boolean;
  errors: Record<string, string>;
}) {
  return (
    <div className="space-y-5">
      <DataTable
        caption="Price history"
        rows={history.map((row) => ({ ...row, id: row.effectiveFrom }))}
        empty="No prices yet."
        columns={[
          { header: "From", nowrap: true, cell: (row) => formatIsoDay(row.effectiveFrom) },
          { header: "A visit", nowrap: true, cell: (row) => formatMoney(row.visitValueCents) },
          { header: "Note", cell: (row) => row.note },
          { header: "By", cell: (row) => row.by },
          { header: "Now", cell: (row) => (row.inForce ? "In force" : "") },
        ]}
      />
      {canChange ? (
        <IntentForm intent="prices" submit="Set the new prices">
          <div className="grid gap-4 md:grid-cols-3">
            <TextInput
              scope="prices"
              name="effectiveFrom"
              type="date"
              label="From"
              hint="Visits on or after this day that are not yet invoiced take the new prices."
              error={errors.effectiveFrom}
            />
            {lines.map((line, i) => (
              <TextInput
                key={`${line.description}-${i}`}
                scope="prices"
                name={`prices.${i}`}
                label={`${line.description} (× ${line.quantity}), each`}
                defaultValue={centsToDecimal(line.unitPriceCents)}
                inputMode="decimal"
                error={errors[`prices.${i}`] ?? (i === 0 ? errors.prices : undefined)}
              />
            ))}
            <TextInput scope="prices" name="note" label="Note" hint="Why the prices change, for the history." error={errors.note} />
          </div>
        </IntentForm>
      ) : null}
    </div>
  );
}
