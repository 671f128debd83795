import { centsToDecimal, parseMoney, type Cents } from "~/lib/money";
import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/*
 * What staff and tradies send about a job's costs (docs/decisions/0216). Isomorphic: the same
 * rules and words in the browser and on the server.
 */

/** The most an hour of anyone's time may be set to cost: $1,000. */
const MAX_COST_RATE_CENTS: Cents = 100_000;
/** The most one material's unit cost may be: $100,000. */
const MAX_UNIT_COST_CENTS: Cents = 10_000_000;
/** The most of one material on one line. */
const MAX_QUANTITY = 100_000;

const money = (label: string, max: Cents, message: string) =>
  safeText(label).transform((text, ctx) => {
    const cents = parseMoney(text);
    if (cents === null || cents < 0 || cents > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });

export const costRateSchema = z.object({
  rate: money("The cost rate", MAX_COST_RATE_CENTS, "Enter what an hour costs, such as 42.50, from 0.00 to 1,000.00"),
});

const quantity = safeText("The quantity")
  .trim()
  .transform((text, ctx) => {
    const value = /^\d{1,6}(\.\d{1,3})?$/.test(text) ? Number(text) : NaN;
    if (!(value > 0 && value <= MAX_QUANTITY)) {
      ctx.addIssue({ code: "custom", message: "Enter a quantity such as 1 or 2.5, more than 0 and up to 100,000" });
      return z.NEVER;
    }
    return value;
  });

/** A material: a price-list item's id, or free text in `description` (one or the other). */
export const materialSchema = z
  .object({
    item: safeText("The price-list item")
      .trim()
      .regex(/^(\d{1,9})?$/, "Choose an item from the list")
      .transform((text) => (text === "" ? null : Number(text))),
    // A form post turns half a character into U+FFFD: no one types it, so it is refused, not kept.
    description: safeText("The description")
      .trim()
      .max(200, "Keep the description to 200 characters or fewer")
      .refine((text) => !text.includes("\uFFFD"), "The description contains a broken character: please type it again"),
    quantity,
    unitCost: money("The unit cost", MAX_UNIT_COST_CENTS, "Enter what one cost, such as 12.50, from 0.00 to 100,000.00"),
  })
  .superRefine((value, ctx) => {
    if (value.item === null && value.description === "") {
      ctx.addIssue({ code: "custom", path: ["description"], message: "Choose an item from the price list or say what was bought" });
    }
  });
export type MaterialInput = z.output<typeof materialSchema>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : value === null ? "" : undefined;
};

/** The material form's text fields; a file where text belongs fails the schema. */
export function materialFromForm(form: FormData): unknown {
  return {
    item: text(form, "item"),
    description: text(form, "description"),
    quantity: text(form, "quantity"),
    unitCost: text(form, "unitCost"),
  };
}

/** A rate as its form field shows it: "42.50", or empty when none is set. */
export function rateFieldValue(cents: Cents | null): string {
  return cents === null ? "" : centsToDecimal(cents);
}

export const removeMaterialForm = z.object({ material: recordIdField("Choose a material") });
