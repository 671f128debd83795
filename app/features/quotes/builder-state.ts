import { centsToDecimal, parseMoney, type AmountsAre } from "~/lib/money";
import type { QuoteDraft } from "./draft-schema";
import type { Deposit, Discount, QuoteLine } from "./pricing";

/*
 * The quote builder's state (docs/decisions/0103): every field as staff typed it (text, so a
 * half-typed "12." is kept), turned into a QuoteDraft on every keystroke for the live totals,
 * and back from a stored draft when the page opens. Isomorphic and pure.
 */

export type DiscountKind = "none" | "percent" | "amount";

export interface EditorLine {
  kind: QuoteLine["kind"];
  description: string;
  quantity: string;
  /** Unit price (item), rate (labour) or cost (material), in dollars as typed. */
  price: string;
  markup: string;
  amountsAre: AmountsAre;
  optional: boolean;
  unit: string;
  discountKind: DiscountKind;
  discountValue: string;
}

export interface EditorState {
  lines: EditorLine[];
  amountsAre: AmountsAre;
  scope: string;
  terms: string;
  validUntil: string;
  discountKind: DiscountKind;
  discountValue: string;
  depositKind: DiscountKind;
  depositValue: string;
  followUps: boolean;
}

const blank: Omit<EditorLine, "kind" | "amountsAre"> = {
  description: "",
  quantity: "1",
  price: "",
  markup: "",
  optional: false,
  unit: "",
  discountKind: "none",
  discountValue: "",
};

export function newLine(kind: QuoteLine["kind"], amountsAre: AmountsAre, fill: Partial<EditorLine> = {}): EditorLine {
  return { ...blank, kind, amountsAre, ...fill };
}

function discountFields(discount: Discount | null | undefined): { kind: DiscountKind; value: string } {
  if (!discount) return { kind: "none", value: "" };
  return "percent" in discount
    ? { kind: "percent", value: String(discount.percent) }
    : { kind: "amount", value: centsToDecimal(discount.amountCents) };
}

export function editorFromDraft(draft: QuoteDraft): EditorState {
  const quoteDiscount = discountFields(draft.discount);
  const deposit =
    draft.deposit.kind === "none"
      ? { kind: "none" as const, value: "" }
      : draft.deposit.kind === "percent"
        ? { kind: "percent" as const, value: String(draft.deposit.percent) }
        : { kind: "amount" as const, value: centsToDecimal(draft.deposit.amountCents) };
  return {
    lines: draft.lines.map((line) => {
      if (line.kind === "text" || line.kind === "heading") return newLine(line.kind, draft.amountsAre, { description: line.description });
      const d = discountFields(line.discount);
      const common = { description: line.description, optional: line.optional === true, discountKind: d.kind, discountValue: d.value };
      if (line.kind === "item")
        return newLine("item", line.amountsAre, {
          ...common,
          quantity: String(line.quantity),
          price: centsToDecimal(line.unitPriceCents),
          unit: line.unit ?? "",
        });
      if (line.kind === "labour")
        return newLine("labour", line.amountsAre, { ...common, quantity: String(line.hours), price: centsToDecimal(line.rateCents) });
      return newLine("material", line.amountsAre, {
        ...common,
        quantity: String(line.quantity),
        price: centsToDecimal(line.costCents),
        markup: String(line.markupPercent),
      });
    }),
    amountsAre: draft.amountsAre,
    scope: draft.scope,
    terms: draft.terms,
    validUntil: draft.validUntil,
    discountKind: quoteDiscount.kind,
    discountValue: quoteDiscount.value,
    depositKind: deposit.kind,
    depositValue: deposit.value,
    followUps: draft.followUps,
  };
}

/** Problems by place: "lines.3.price", "discount", … */
export type EditorErrors = Record<string, string>;

function number(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text.trim());
}

function discountFrom(kind: DiscountKind, value: string, at: string, errors: EditorErrors): Discount | undefined {
  if (kind === "none") return undefined;
  if (kind === "percent") {
    const percent = number(value);
    if (!(percent >= 0 && percent <= 100)) errors[at] = "Enter a percentage from 0 to 100";
    return { percent: Number.isFinite(percent) ? percent : 0 };
  }
  const cents = parseMoney(value);
  if (cents === null || cents < 0) errors[at] = "Enter an amount in dollars, such as 50 or 49.95";
  return { amountCents: cents ?? 0 };
}

function lineFrom(line: EditorLine, at: string, errors: EditorErrors): QuoteLine {
  if (line.kind === "text" || line.kind === "heading") return { kind: line.kind, description: line.description };
  const quantity = number(line.quantity);
  if (!(quantity > 0)) errors[`${at}.quantity`] = line.kind === "labour" ? "Enter the hours, such as 2.5" : "Enter a quantity more than 0";
  const price = parseMoney(line.price);
  if (price === null || price <= 0) errors[`${at}.price`] = "Enter a price in dollars, such as 120 or 89.50";
  const discount = discountFrom(line.discountKind, line.discountValue, `${at}.discount`, errors);
  const base = {
    description: line.description,
    optional: line.optional || undefined,
    amountsAre: line.amountsAre,
    ...(discount ? { discount } : {}),
  };
  const q = Number.isFinite(quantity) ? quantity : 0;
  if (line.kind === "item")
    return { ...base, kind: "item", quantity: q, unitPriceCents: price ?? 0, ...(line.unit ? { unit: line.unit } : {}) };
  if (line.kind === "labour") return { ...base, kind: "labour", hours: q, rateCents: price ?? 0 };
  const markup = line.markup.trim() === "" ? 0 : number(line.markup);
  if (!(markup >= 0 && markup <= 1000)) errors[`${at}.markup`] = "Enter a markup from 0 to 1000 %";
  return { ...base, kind: "material", quantity: q, costCents: price ?? 0, markupPercent: Number.isFinite(markup) ? markup : 0 };
}

/** The draft the state describes, and what is wrong with what was typed (checked again by quoteDraftSchema). */
export function draftFromEditor(state: EditorState): { draft: QuoteDraft; errors: EditorErrors } {
  const errors: EditorErrors = {};
  const lines = state.lines.map((line, index) => lineFrom(line, `lines.${index}`, errors));
  const discount = discountFrom(state.discountKind, state.discountValue, "discount", errors) ?? null;
  let deposit: Deposit = { kind: "none" };
  if (state.depositKind !== "none") {
    const d = discountFrom(state.depositKind, state.depositValue, "deposit", errors);
    deposit =
      d && "percent" in d
        ? { kind: "percent", percent: d.percent }
        : { kind: "amount", amountCents: d && "amountCents" in d ? d.amountCents : 0 };
  }
  return {
    draft: {
      lines,
      amountsAre: state.amountsAre,
      scope: state.scope,
      terms: state.terms,
      validUntil: state.validUntil,
      discount,
      deposit,
      followUps: state.followUps,
    },
    errors,
  };
}
