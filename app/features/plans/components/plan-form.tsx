import { Form, useNavigation } from "react-router";
import { bindFields } from "~/components/form/bind-fields";
import { ChoiceGroup, ErrorSummary, SelectInput, TextArea, TextInput, type SelectOption } from "~/components/form/fields";
import { FormSection } from "~/components/form/form-section";
import { Button } from "~/components/ui/button";
import { MAX_LINES, MAX_RULES, type PlanFormValues } from "../plan-form-values";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((label, i) => ({
  value: String(i),
  label,
}));
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const monthOptions = (none: string): SelectOption[] => [
  { value: "", label: none },
  ...MONTHS.map((label, i) => ({ value: String(i + 1), label })),
];
const MONTH_WEEK_OPTIONS: SelectOption[] = [
  { value: "", label: "The same date as the first visit" },
  { value: "1", label: "The first" },
  { value: "2", label: "The second" },
  { value: "3", label: "The third" },
  { value: "4", label: "The fourth" },
  { value: "-1", label: "The last" },
];

/** How a plan is billed (docs/decisions/0183). */
export const BILLING_OPTIONS: SelectOption[] = [
  { value: "per_visit", label: "An invoice for each visit when it is done" },
  { value: "monthly", label: "One invoice a month for the visits done that month" },
];

/** One seasonal part of a plan's rule: how often, on which days, in which months. */
export function RulePart({ index, field, values }: { index: number; field: ReturnType<typeof bindFields>; values: PlanFormValues }) {
  const name = (part: string) => `rules.${index}.${part}`;
  const weekdays = (values[name("weekdays")] ?? "").split(",").filter(Boolean);
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-ink">{index === 0 ? "How often" : `Another season (part ${index + 1}, optional)`}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectInput
          {...field(name("frequency"))}
          label="Repeats"
          options={[
            ...(index === 0 ? [] : [{ value: "", label: "Not used" }]),
            { value: "weekly", label: "Weekly" },
            { value: "monthly", label: "Monthly" },
            { value: "daily", label: "Daily" },
          ]}
        />
        <TextInput
          {...field(name("interval"))}
          label="Every"
          hint="1 for every week (or month, or day), 2 for every other one."
          inputMode="numeric"
        />
      </div>
      <ChoiceGroup
        name={name("weekdays")}
        legend="On"
        hint="None ticked: the weekday (or, monthly, the date) of the first visit."
        error={field(name("weekdays")).error}
        options={WEEKDAYS}
        selected={weekdays}
        optionsClassName="grid gap-2 grid-cols-2 sm:grid-cols-4"
      />
      <SelectInput {...field(name("monthWeek"))} label="Monthly: which of those weekdays in the month" options={MONTH_WEEK_OPTIONS} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectInput {...field(name("fromMonth"))} label="From" options={monthOptions("All year")} />
        <SelectInput
          {...field(name("toMonth"))}
          label="To"
          hint="October to April runs over the new year."
          options={monthOptions("All year")}
        />
      </div>
    </fieldset>
  );
}

/** A maintenance plan, new or existing: who it is for, what is done, how often, when and by whom. */
export function PlanForm({
  values,
  errors,
  items,
  tradies,
  leadKnown,
  readOnly = false,
  submitLabel,
}: {
  values: PlanFormValues;
  errors: Record<string, string>;
  items: readonly SelectOption[];
  tradies: readonly SelectOption[];
  /** The lead is fixed (a plan made from a lead, or saved): it travels hidden. */
  leadKnown: boolean;
  readOnly?: boolean;
  submitLabel: string;
}) {
  const saving = useNavigation().state === "submitting";
  const field = bindFields(values, errors);
  return (
    <Form method="post" noValidate className="max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <ErrorSummary errors={errors} />
      <fieldset disabled={readOnly} className="space-y-6">
        <legend className="sr-only">Maintenance plan</legend>
        {leadKnown ? (
          <input type="hidden" name="leadId" value={values.leadId ?? ""} />
        ) : (
          <TextInput
            {...field("leadId")}
            label="Lead number"
            hint="The lead of the customer and site the plan is for, such as 42."
            inputMode="numeric"
          />
        )}
        <TextInput {...field("title")} label="What the plan is" hint="Such as Lawn mowing, or Gutter clean." />
        <FormSection
          title="Price lines"
          description="From the price list; each visit is charged these, at the list's price when the plan is saved."
        >
          <div className="space-y-3">
            {Array.from({ length: MAX_LINES }, (_, i) => (
              <div key={i} className="grid gap-3 sm:grid-cols-[1fr_8rem]">
                <SelectInput
                  {...field(`lines.${i}.itemId`)}
                  label={`Item ${i + 1}`}
                  options={[{ value: "", label: "No item" }, ...items]}
                />
                <TextInput {...field(`lines.${i}.quantity`)} label="Quantity" inputMode="decimal" />
              </div>
            ))}
          </div>
        </FormSection>
        <FormSection
          title="Repeats"
          description="One part for all year, or a part for each season, such as every 2 weeks October to April and monthly May to September."
        >
          <div className="space-y-4">
            {Array.from({ length: MAX_RULES }, (_, i) => (
              <RulePart key={i} index={i} field={field} values={values} />
            ))}
          </div>
        </FormSection>
        <FormSection title="When">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextInput {...field("startsOn")} type="date" label="First day" />
            <TextInput {...field("endsOn")} type="date" label="Last day (optional)" />
            <TextInput {...field("visitLimit")} label="Number of visits (optional)" inputMode="numeric" />
          </div>
          <ChoiceGroup
            type="radio"
            name="holidays"
            legend="On a public holiday"
            error={errors.holidays}
            options={[
              { value: "move", label: "Move to the next working day" },
              { value: "skip", label: "Skip that visit" },
            ]}
            selected={[values.holidays ?? "move"]}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <TextInput {...field("start")} type="time" step={900} label="From" />
            <TextInput {...field("end")} type="time" step={900} label="To" />
            <SelectInput
              {...field("timing")}
              label="The time is"
              options={[
                { value: "window", label: "An arrival window" },
                { value: "fixed", label: "A set time" },
              ]}
            />
          </div>
        </FormSection>
        <FormSection title="Who and how">
          <SelectInput
            {...field("tradieId")}
            label="Preferred tradie"
            hint="Offered each visit; left empty, the office assigns each one."
            options={[{ value: "", label: "No one yet" }, ...tradies]}
          />
          <TextArea {...field("instructions")} label="Instructions for the tradie (optional)" rows={3} />
          <SelectInput {...field("billing")} label="Billing" options={BILLING_OPTIONS} />
        </FormSection>
      </fieldset>
      {readOnly ? null : (
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </Button>
      )}
    </Form>
  );
}
