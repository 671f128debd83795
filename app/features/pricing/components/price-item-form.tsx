import { Form, useNavigation } from "react-router";
import { bindFields } from "~/components/form/bind-fields";
import { Checkbox, ErrorSummary, SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { PRICE_UNIT_LABELS, PRICE_UNITS } from "../item-schema";

/** One price-list item, new or existing. Managers see it read-only. */
export function PriceItemForm({
  values,
  errors,
  services,
  readOnly = false,
  submitLabel = "Save item",
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  services: ReadonlyArray<{ slug: string; name: string }>;
  readOnly?: boolean;
  submitLabel?: string;
}) {
  const saving = useNavigation().state === "submitting";
  const field = bindFields(values, errors);
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <ErrorSummary errors={errors} />
      <fieldset disabled={readOnly} className="space-y-4">
        <legend className="sr-only">Price-list item</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field("code")} label="Code" hint="Up to 30 letters, digits and hyphens, such as GUT-SINGLE." />
          <TextInput {...field("name")} label="Name" hint="What the customer sees on the quote." />
        </div>
        <TextArea {...field("description")} label="Description (optional)" rows={3} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput {...field("unitPrice")} label="Unit price" hint="Such as 85.00." inputMode="decimal" />
          <SelectInput
            {...field("unit")}
            label="Per"
            options={[
              { value: "", label: "Choose a unit" },
              ...PRICE_UNITS.map((unit) => ({ value: unit, label: PRICE_UNIT_LABELS[unit] })),
            ]}
          />
          <SelectInput
            {...field("amountsAre")}
            label="GST"
            options={[
              { value: "inclusive", label: "Price includes GST" },
              { value: "exclusive", label: "Price excludes GST" },
            ]}
          />
        </div>
        <SelectInput
          {...field("service")}
          label="Service (optional)"
          options={[{ value: "", label: "No particular service" }, ...services.map((s) => ({ value: s.slug, label: s.name }))]}
        />
        <Checkbox name="active" label="Active (offered when building quotes)" defaultChecked={values.active !== undefined} />
      </fieldset>
      {readOnly ? null : (
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </Button>
      )}
    </Form>
  );
}
