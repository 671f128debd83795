import { SelectInput, TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { PHOTO_ACCEPT } from "~/features/uploads/photos";

export interface PickableItem {
  id: number;
  name: string;
}

/** A material bought for the job: a price-list item or free text, quantity, unit cost ex GST, and the receipt. */
export function MaterialForm({ items, errors }: { items: readonly PickableItem[]; errors: Record<string, string> }) {
  return (
    <IntentForm intent="add-material" submit="Add the material" variant="outline" multipart>
      <SelectInput
        scope="material"
        name="item"
        label="From the price list"
        options={[{ value: "", label: "Not on the price list" }, ...items.map((i) => ({ value: String(i.id), label: i.name }))]}
        error={errors.item}
      />
      <TextInput
        scope="material"
        name="description"
        label="What was bought"
        hint="Needed when it is not on the price list."
        autoComplete="off"
        error={errors.description}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextInput scope="material" name="quantity" label="Quantity" inputMode="decimal" defaultValue="1" error={errors.quantity} />
        <TextInput scope="material" name="unitCost" label="Cost of one, ex GST ($)" inputMode="decimal" error={errors.unitCost} />
      </div>
      <TextInput
        scope="material"
        name="receipt"
        type="file"
        accept={PHOTO_ACCEPT}
        capture="environment"
        label="Receipt photo (optional)"
        error={errors.receipt}
      />
    </IntentForm>
  );
}
