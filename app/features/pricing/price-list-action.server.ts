import type { Database } from "~/platform/db/database";
import type { StaffActor } from "~/lib/actor";
import { decodeUploadedText } from "~/lib/decode-text";
import { DomainError } from "~/lib/domain-error";
import { intent, type FormIntent, type FormIntents } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { priceItemFromForm, priceItemSchema, type PriceItemInput } from "./item-schema";
import { readPriceListCsv } from "./price-list-csv.server";
import { createPriceItem, importPriceItems, updatePriceItem } from "./price-list.server";
import { priceListCsvForm } from "./price-list-action-schema";

/* The price list's forms (the actions need pricing.edit; the permission names come from the caller). */
type Added = { id?: number };

function itemForm<P extends string>(
  save: (input: PriceItemInput, actor: StaffActor) => Promise<string | { message: string; id: number }>,
): FormIntent<StaffActor, P, Added> {
  return intent(priceItemSchema, (input, { actor }) => save(input, actor), {
    input: priceItemFromForm,
    invalidMessage: "Please correct the highlighted fields.",
    values: submittedValues,
  });
}

export function addPriceItemIntents<P extends string>(db: Database): FormIntents<StaffActor, P, Added> {
  return {
    create: itemForm(async (input, actor) => {
      const item = await createPriceItem(db, actor, input);
      return { id: item.id, message: `${item.code} has been added.` };
    }),
  };
}

export function priceItemIntents<P extends string>(db: Database, id: number): FormIntents<StaffActor, P, Added> {
  return { update: itemForm(async (input, actor) => `${(await updatePriceItem(db, actor, id, input)).code} has been saved.`) };
}

/** The price list page: importing a CSV file (all rows or none). */
export function importPriceListIntents<P extends string>(db: Database): FormIntents<StaffActor, P, Added> {
  return {
    import: intent(
      priceListCsvForm,
      async ({ file }, { actor }) => {
        const decoded = decodeUploadedText(new Uint8Array(await file.arrayBuffer()));
        if (!decoded.ok) throw new DomainError(decoded.message, { status: 400, field: "file" });
        const reading = readPriceListCsv(decoded.text);
        if (!reading.ok) throw new DomainError([reading.message, ...reading.problems].join("\n"), { status: 400, field: "file" });
        const { added, updated } = await importPriceItems(db, actor, reading.rows);
        return `Imported: ${added} added, ${updated} updated.`;
      },
      { input: (form) => ({ file: form.get("file") }) },
    ),
  };
}
