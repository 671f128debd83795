import { SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { centsToDecimal, formatMoney, type AmountsAre } from "~/lib/money";
import type { EditorLine } from "../builder-state";
import { DiscountFields } from "./discount-fields";

export interface LabourRate {
  name: string;
  rateCents: number;
}

const KIND_LABELS: Record<EditorLine["kind"], string> = {
  item: "Price-list item",
  labour: "Labour",
  material: "Material",
  text: "Note",
  heading: "Section heading",
};

/** One line of the quote builder, its fields by its kind (a note or heading has words only). */
export function LineEditor({
  line,
  index,
  errors,
  labourRates,
  onChange,
}: {
  line: EditorLine;
  index: number;
  errors: Record<string, string>;
  labourRates: LabourRate[];
  onChange: (change: Partial<EditorLine>) => void;
}) {
  const scope = `line-${index}`;
  const at = `lines.${index}`;
  const title = `${KIND_LABELS[line.kind]} (line ${index + 1})`;
  if (line.kind === "text" || line.kind === "heading")
    return (
      <TextInput
        name="description"
        scope={scope}
        label={title}
        compact
        value={line.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
    );
  const priceLabel = line.kind === "labour" ? "Rate per hour ($)" : line.kind === "material" ? "Cost each ($)" : "Unit price ($)";
  return (
    <div className="flex flex-wrap items-start gap-3">
      <TextArea
        name="description"
        scope={scope}
        label={title}
        compact
        className="w-full"
        value={line.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <TextInput
        name="quantity"
        scope={scope}
        label={line.kind === "labour" ? "Hours" : "Quantity"}
        inputMode="decimal"
        step={line.kind === "labour" ? 0.25 : undefined}
        compact
        className="w-24"
        value={line.quantity}
        error={errors[`${at}.quantity`]}
        onChange={(e) => onChange({ quantity: e.target.value })}
      />
      {line.kind === "labour" && labourRates.length > 1 ? (
        <SelectInput
          name="rate"
          scope={scope}
          label="Rate"
          compact
          className="w-56"
          value=""
          onChange={(e) => e.target.value && onChange({ price: e.target.value })}
          options={[
            { value: "", label: "Pick a rate" },
            ...labourRates.map((r) => ({ value: centsToDecimal(r.rateCents), label: `${r.name}: ${formatMoney(r.rateCents)}` })),
          ]}
        />
      ) : null}
      <TextInput
        name="price"
        scope={scope}
        label={priceLabel}
        inputMode="decimal"
        compact
        className="w-36"
        value={line.price}
        error={errors[`${at}.price`]}
        onChange={(e) => onChange({ price: e.target.value })}
      />
      {line.kind === "material" ? (
        <TextInput
          name="markup"
          scope={scope}
          label="Markup (%)"
          hint="Never shown to the customer"
          inputMode="decimal"
          compact
          className="w-40"
          value={line.markup}
          error={errors[`${at}.markup`]}
          onChange={(e) => onChange({ markup: e.target.value })}
        />
      ) : null}
      <SelectInput
        name="amountsAre"
        scope={scope}
        label="Price entered"
        compact
        className="w-32"
        value={line.amountsAre}
        onChange={(e) => onChange({ amountsAre: e.target.value as AmountsAre })}
        options={[
          { value: "inclusive", label: "Incl. GST" },
          { value: "exclusive", label: "Excl. GST" },
        ]}
      />
      <DiscountFields
        name="discount"
        scope={scope}
        label="Line discount"
        kind={line.discountKind}
        value={line.discountValue}
        error={errors[`${at}.discount`]}
        onChange={(kind, value) => onChange({ discountKind: kind, discountValue: value })}
      />
      <div className="w-full">
        <div className="flex items-center gap-3">
          <input
            id={`${scope}-optional`}
            type="checkbox"
            checked={line.optional}
            onChange={(e) => onChange({ optional: e.target.checked })}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={`${scope}-optional`}>Optional: the customer ticks it to add it</label>
        </div>
      </div>
    </div>
  );
}
