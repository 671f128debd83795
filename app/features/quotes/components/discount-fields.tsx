import { SelectInput, TextInput } from "~/components/form/fields";
import type { DiscountKind } from "../builder-state";

const DISCOUNT_OPTIONS = [
  { value: "none", label: "None" },
  { value: "percent", label: "Percentage (%)" },
  { value: "amount", label: "Amount ($)" },
];

/** A discount or deposit: none, a percentage or an amount, with the figure when there is one. */
export function DiscountFields({
  name,
  label,
  kind,
  value,
  error,
  onChange,
  scope,
}: {
  name: string;
  label: string;
  kind: DiscountKind;
  value: string;
  error?: string;
  onChange: (kind: DiscountKind, value: string) => void;
  scope?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SelectInput
        name={`${name}Kind`}
        scope={scope}
        label={label}
        compact
        className="w-44"
        value={kind}
        onChange={(e) => onChange(e.target.value as DiscountKind, value)}
        options={DISCOUNT_OPTIONS}
      />
      {kind !== "none" ? (
        <TextInput
          name={`${name}Value`}
          scope={scope}
          label={kind === "percent" ? "Percentage" : "Amount ($)"}
          inputMode="decimal"
          compact
          className="w-28"
          value={value}
          error={error}
          onChange={(e) => onChange(kind, e.target.value)}
        />
      ) : null}
    </div>
  );
}
