import { TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { formatMoney, type Cents } from "~/lib/money";
import { rateFieldValue } from "../schema";

/** A tradie's cost rate on their admin page: staff see it, administrators set it; never shown to customers or the tradie. */
export function CostRatePanel({ rate, canChange, error }: { rate: Cents | null; canChange: boolean; error?: string }) {
  return (
    <section aria-labelledby="cost-rate-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="cost-rate-heading" className="font-semibold text-ink">
        Cost rate
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {rate === null ? "Not set: this tradie’s time counts nothing in job margins." : `${formatMoney(rate)} an hour.`} Staff only.
      </p>
      {canChange ? (
        <div className="mt-3">
          <IntentForm intent="cost-rate" submit="Save the cost rate" variant="outline">
            <TextInput
              scope="cost-rate"
              name="rate"
              label="What an hour costs the business ($)"
              inputMode="decimal"
              defaultValue={rateFieldValue(rate)}
              error={error}
            />
          </IntentForm>
        </div>
      ) : null}
    </section>
  );
}
