import { isIsoDay } from "~/lib/clock";
import { parseMoney, type Cents } from "~/lib/money";
import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { PAYMENT_METHODS } from "./statuses";

/** The invoice page's forms and the export's choices. Isomorphic. */

const MAX_CENTS: Cents = 100_000_000;

/** Dollars as typed ("1,234.50", "$85") → cents, within the bounds. */
function moneyField(what: string, bounds: { min: Cents; max: Cents; zero?: boolean }) {
  const message = `Enter ${what} such as 85.00`;
  return safeText(what).transform((text, ctx) => {
    const cents = parseMoney(text);
    if (cents === null || cents < bounds.min || cents > bounds.max || (cents === 0 && !bounds.zero)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });
}

const day = (message: string) =>
  safeText("The date")
    .trim()
    .refine((text) => isIsoDay(text), message);

const lineIndex = z.coerce
  .number({ error: "Choose a line of this invoice" })
  .int("Choose a line of this invoice")
  .min(0, "Choose a line of this invoice")
  .max(199, "Choose a line of this invoice");

export const invoiceLineSchema = z.object({
  lineIndex: z.preprocess((value) => (value === "" || value === undefined ? undefined : value), lineIndex.optional()),
  description: safeText("The description").trim().min(1, "Say what the line is for").max(500, "Keep it to 500 characters or fewer"),
  quantity: safeText("The quantity").transform((text, ctx) => {
    const value = Number(text.trim());
    if (!/^\d{1,6}(\.\d{1,3})?$/.test(text.trim()) || value <= 0) {
      ctx.addIssue({ code: "custom", message: "Enter a quantity such as 1 or 2.5 (three decimals at most)" });
      return z.NEVER;
    }
    return value;
  }),
  unitPrice: moneyField("a unit price", { min: -MAX_CENTS, max: MAX_CENTS }),
});

export const removeLineSchema = z.object({ lineIndex });

export const invoiceDetailsSchema = z.object({
  buyerName: safeText("The customer's name").trim().min(1, "Enter the customer's name").max(200, "Keep it to 200 characters or fewer"),
  buyerEmail: safeText("The email address")
    .trim()
    .max(254, "Keep it to 254 characters or fewer")
    .refine((text) => text === "" || z.email().safeParse(text).success, "Enter an email address such as aroha@example.co.nz"),
  buyerPhone: safeText("The phone number").trim().max(40, "Keep it to 40 characters or fewer"),
  buyerAddress: safeText("The address").trim().max(300, "Keep it to 300 characters or fewer"),
  buyerSuburb: safeText("The suburb").trim().max(100, "Keep it to 100 characters or fewer"),
  title: safeText("The title").trim().min(1, "Say what the invoice is for").max(200, "Keep it to 200 characters or fewer"),
  note: safeText("The note").trim().max(2000, "Keep the note to 2,000 characters or fewer"),
  dueDate: safeText("The due date")
    .trim()
    .refine((text) => text === "" || isIsoDay(text), "Choose a due date, or leave it empty for the payment terms"),
});

export const paymentSchema = z.object({
  amount: moneyField("the amount received", { min: 1, max: MAX_CENTS }),
  paidOn: day("Choose the day the money arrived"),
  method: z.enum(PAYMENT_METHODS, "Choose how it was paid"),
  reference: safeText("The reference").trim().max(100, "Keep the reference to 100 characters or fewer"),
  sendReceipt: z.boolean(),
});

export const removePaymentSchema = z.object({ paymentId: recordIdField("Choose a payment of this invoice") });

export const voidSchema = z.object({
  reason: safeText("The reason").trim().min(1, "Say why the invoice is void").max(500, "Keep the reason to 500 characters or fewer"),
});

export const creditSchema = z.object({
  amount: moneyField("the amount to credit", { min: 1, max: MAX_CENTS }),
  reason: safeText("The reason").trim().min(1, "Say what the credit is for").max(500, "Keep the reason to 500 characters or fewer"),
});

/** An export's choices, from the query string: a period of up to a year, a part of it, one of the formats and a basis. */
export const exportSchemaOf = <const Format extends string>(formats: readonly [Format, ...Format[]]) =>
  z
    .object({
      from: day("Choose the first day of the period"),
      to: day("Choose the last day of the period"),
      part: z.coerce.number().int().min(1).max(1000).default(1),
      format: z.enum(formats).default(formats[0]),
      basis: z.enum(["inclusive", "exclusive"]).optional(),
    })
    .refine((value) => value.from <= value.to, { message: "The period must end on or after its first day", path: ["to"] })
    .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 366 * 86_400_000, {
      message: "Export a year or less at a time",
      path: ["to"],
    });

/** The invoices' export: Xero's or MYOB's sales import. */
export const exportSchema = exportSchemaOf(["xero", "myob"]);
