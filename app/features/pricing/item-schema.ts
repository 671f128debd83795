import { centsToDecimal, formatMoney, parseMoney, type Cents } from "~/lib/money";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/** The units a price is for. Isomorphic. */
export const PRICE_UNITS = ["each", "hour", "m2", "m", "visit"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = { each: "each", hour: "hour", m2: "m²", m: "metre", visit: "visit" };

/** A price with its unit as people say it: "$45.00 each", "$85.00 per hour" (never "per each"). */
export function pricePerUnit(cents: Cents, unit: string): string {
  const label = PRICE_UNIT_LABELS[unit as PriceUnit] ?? unit;
  return label === "each" ? `${formatMoney(cents)} each` : `${formatMoney(cents)} per ${label}`;
}

/** The most one line may cost (issue 17): $1,000,000. */
const MAX_UNIT_PRICE_CENTS: Cents = 100_000_000;

const PRICE_MESSAGE = "Enter a price such as 85.00, from 0.01 to 1,000,000.00";

/** What staff set of a price-list item, from the form or a row of an imported CSV. */
export const priceItemSchema = z.object({
  code: safeText("The code")
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,29}$/, "Use a code of up to 30 letters, digits and hyphens, such as GUT-SINGLE")),
  name: safeText("The name").trim().min(1, "Enter the name").max(120, "Keep the name to 120 characters or fewer"),
  description: safeText("The description").trim().max(1000, "Keep the description to 1,000 characters or fewer"),
  unit: z.enum(PRICE_UNITS, "Choose a unit from the list"),
  unitPrice: safeText("The price").transform((text, ctx) => {
    const cents = parseMoney(text);
    if (cents === null || cents <= 0 || cents > MAX_UNIT_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return cents;
  }),
  amountsAre: z.enum(["inclusive", "exclusive"], "Say whether the price includes GST"),
  /** A service's slug, or "" for none. */
  service: safeText("The service").trim().max(80),
  active: z.boolean(),
});
export type PriceItemInput = z.output<typeof priceItemSchema>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export function priceItemFromForm(form: FormData): unknown {
  return {
    code: text(form, "code"),
    name: text(form, "name"),
    description: text(form, "description"),
    unit: text(form, "unit"),
    unitPrice: text(form, "unitPrice"),
    amountsAre: text(form, "amountsAre"),
    service: text(form, "service"),
    active: form.has("active"),
  };
}

/** A new item's form starts GST-inclusive (homeowners see inclusive prices) and active. */
export const NEW_PRICE_ITEM_VALUES: Record<string, string> = { amountsAre: "inclusive", active: "yes" };

export function priceItemFormValues(
  item: { code: string; name: string; description: string; unit: string; unitPriceCents: Cents; amountsAre: string; active: boolean },
  serviceSlug: string | null,
): Record<string, string> {
  return {
    code: item.code,
    name: item.name,
    description: item.description,
    unit: item.unit,
    unitPrice: centsToDecimal(item.unitPriceCents),
    amountsAre: item.amountsAre,
    service: serviceSlug ?? "",
    ...(item.active ? { active: "yes" } : {}),
  };
}
