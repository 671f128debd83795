import { isIsoDay } from "~/lib/clock";
import { parseMoney } from "~/lib/money";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { END_REASON_KEYS } from "./statuses";
import { MAX_LINES } from "./plan-schema";

/* The plan pages' smaller forms: skipping a visit, new prices, prepaid visits, a skip request's decision, pausing and ending (isomorphic). */

export const skipVisitForm = z.object({
  occursOn: z.string({ error: "Choose the visit to skip" }).refine(isIsoDay, "Choose the visit to skip"),
  reason: safeText("The reason").trim().min(1, "Say why the visit is skipped").max(500, "Keep the reason to 500 characters"),
});

/** A unit price as typed ("85", "$1,234.50") → cents, from nothing up to $100,000. */
const unitPriceField = safeText("The price").transform((text, ctx) => {
  const cents = parseMoney(text);
  if (cents === null || cents < 0 || cents > 10_000_000) {
    ctx.addIssue({ code: "custom", message: "Enter the price such as 85.00" });
    return z.NEVER;
  }
  return cents;
});

export const planPricesForm = z.object({
  effectiveFrom: z.string({ error: "Choose the day the prices start" }).refine(isIsoDay, "Choose the day the prices start"),
  prices: z.array(unitPriceField, { error: "Enter a price for each line" }).min(1, "Enter a price for each line").max(MAX_LINES),
  note: safeText("The note").trim().max(500, "Keep the note to 500 characters").default(""),
});

export const prepaidVisitsForm = z.object({
  visits: z.coerce
    .number({ error: "Enter the number of visits paid ahead" })
    .int("Enter the number of visits as a whole number")
    .min(1, "Enter from 1 to 100 visits")
    .max(100, "Enter from 1 to 100 visits"),
});

export const skipRequestDecisionForm = z.object({
  requestId: z
    .string({ error: "Choose a request" })
    .refine((v) => /^[1-9]\d{0,8}$/.test(v), "Choose a request")
    .transform(Number),
  decision: z.enum(["confirmed", "refused"], { error: "Confirm or refuse the request" }),
});

export const planReasonForm = z.object({
  reason: safeText("The reason").trim().min(1, "Say why").max(500, "Keep the reason to 500 characters"),
});
export const endPlanForm = planReasonForm.extend({ because: z.enum(END_REASON_KEYS, { error: "Choose why the plan ends" }) });
