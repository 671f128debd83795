import { isIsoDay } from "~/lib/clock";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/*
 * What staff save of a draft quote (docs/decisions/0102). Isomorphic: the builder checks with it
 * as staff type, the server before it stores. The bounds are issue 17's: at most 200 lines and
 * $1,000,000 a line (priceQuote checks the sums), quantities to three decimals.
 */
const description = safeText("The description").trim().max(2000, "Keep a line's text to 2,000 characters or fewer");
const cents = z.number().int().min(1).max(100_000_000);
const quantity = z
  .number()
  .positive("Quantities are more than 0")
  .max(100_000)
  .refine(
    (q) => Number.isInteger(Math.round(q * 1000)) && Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6,
    "Quantities have at most three decimals",
  );
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, "Percentages have at most two decimals");
const amountsAre = z.enum(["inclusive", "exclusive"]);
const discount = z.union([z.object({ percent }), z.object({ amountCents: z.number().int().min(0).max(100_000_000) })]);
const priced = {
  description: description.min(1, "Describe the line"),
  optional: z.boolean().optional(),
  discount: discount.optional(),
  amountsAre,
};

const quoteLineSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("item"), quantity, unitPriceCents: cents, unit: z.string().max(20).optional(), ...priced }),
  z.object({
    kind: z.literal("labour"),
    hours: quantity.refine((h) => Number.isInteger(h * 4), "Labour is in quarter hours"),
    rateCents: cents,
    ...priced,
  }),
  z.object({ kind: z.literal("material"), quantity, costCents: cents, markupPercent: z.number().min(0).max(1000), ...priced }),
  z.object({ kind: z.literal("text"), description: description.min(1, "Write the text") }),
  z.object({ kind: z.literal("heading"), description: description.min(1, "Write the heading").max(200) }),
]);

export const quoteDraftSchema = z.object({
  lines: z.array(quoteLineSchema).max(200, "A quote has at most 200 lines"),
  amountsAre,
  scope: safeText("The scope").trim().max(10_000),
  terms: safeText("The terms").trim().min(1, "Enter the terms").max(10_000),
  validUntil: z.string().refine(isIsoDay, "Pick the last day the quote is valid"),
  discount: discount.nullable(),
  /** Automatic follow-up emails once sent (docs/decisions/0105); on unless staff switch them off. */
  followUps: z.boolean().default(true),
  deposit: z.union([
    z.object({ kind: z.literal("none") }),
    z.object({ kind: z.literal("percent"), percent }),
    z.object({ kind: z.literal("amount"), amountCents: cents }),
  ]),
});
export type QuoteDraft = z.output<typeof quoteDraftSchema>;
