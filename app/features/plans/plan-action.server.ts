import type { Database } from "~/platform/db/database";
import type { StaffActor } from "~/lib/actor";
import { formatIsoDay, isIsoDay, todayInAuckland } from "~/lib/clock";
import { formatMoney, parseMoney } from "~/lib/money";
import { intent, type FormIntents } from "~/lib/form-action";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import type { HorizonSettings } from "./horizon.server";
import { invoicePlanMonths } from "./billing.server";
import { changePlanStatus } from "./lifecycle.server";
import { createPlan, skipPlanVisit, updatePlan } from "./plan-changes.server";
import { sellPrepaidBlock } from "./prepaid.server";
import { decideSkipRequest } from "./skip-requests.server";
import { changePlanPrices } from "./prices.server";
import { END_REASON_KEYS } from "./statuses";
import { submittedPlanValues } from "./plan-form-values";
import { MAX_LINES, planFormInput, planSchema } from "./plan-schema";

/* The plan pages' forms (plans.change; the permission names come from the caller). */
type Saved = { id?: number };

/** Each problem under its whole path ("rules.1.toMonth"), so the message sits beside its control. */
export function planErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    const group = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
    // The group's own entry too, for the error summary's link when the control is one of several.
    errors[group] ??= issue.message;
  }
  return errors;
}

const planForm = <P extends string>(
  save: (input: z.output<typeof planSchema>, actor: StaffActor) => Promise<string | { message: string; id: number }>,
) =>
  intent<typeof planSchema, StaffActor, P, Saved>(planSchema, (input, { actor }) => save(input, actor), {
    input: planFormInput,
    invalidMessage: "Please correct the highlighted fields.",
    values: submittedPlanValues,
    errors: planErrors,
  });

const booked = (n: number) => (n === 1 ? "1 visit booked" : `${n} visits booked`);

export function newPlanIntents<P extends string>(
  db: Database,
  settings: () => Promise<HorizonSettings>,
): FormIntents<StaffActor, P, Saved> {
  return {
    create: planForm(async (input, actor) => {
      const plan = await createPlan(db, actor, input, await settings());
      return { id: plan.id, message: `Plan made: ${booked(plan.booked)}.` };
    }),
  };
}

const skipSchema = z.object({
  occursOn: z.string({ error: "Choose the visit to skip" }).refine(isIsoDay, "Choose the visit to skip"),
  reason: safeText("The reason").trim().min(1, "Say why the visit is skipped").max(500, "Keep the reason to 500 characters"),
});

/** A unit price as typed ("85", "$1,234.50") → cents, from nothing up to $100,000. */
const unitPrice = safeText("The price").transform((text, ctx) => {
  const cents = parseMoney(text);
  if (cents === null || cents < 0 || cents > 10_000_000) {
    ctx.addIssue({ code: "custom", message: "Enter the price such as 85.00" });
    return z.NEVER;
  }
  return cents;
});

const pricesSchema = z.object({
  effectiveFrom: z.string({ error: "Choose the day the prices start" }).refine(isIsoDay, "Choose the day the prices start"),
  prices: z.array(unitPrice, { error: "Enter a price for each line" }).min(1, "Enter a price for each line").max(MAX_LINES),
  note: safeText("The note").trim().max(500, "Keep the note to 500 characters").default(""),
});

/** The price form's fields: effectiveFrom, prices.0 … prices.3 (one per line shown), note. */
function pricesInput(form: FormData) {
  const prices = [];
  for (let i = 0; i < MAX_LINES; i += 1) {
    const value = form.get(`prices.${i}`);
    if (value === null) break;
    prices.push(value);
  }
  return { effectiveFrom: form.get("effectiveFrom") ?? undefined, prices, note: form.get("note") ?? "" };
}

const prepaySchema = z.object({
  visits: z.coerce
    .number({ error: "Enter the number of visits paid ahead" })
    .int("Enter the number of visits as a whole number")
    .min(1, "Enter from 1 to 100 visits")
    .max(100, "Enter from 1 to 100 visits"),
});

const skipRequestSchema = z.object({
  requestId: z
    .string({ error: "Choose a request" })
    .refine((v) => /^[1-9]\d{0,8}$/.test(v), "Choose a request")
    .transform(Number),
  decision: z.enum(["confirmed", "refused"], { error: "Confirm or refuse the request" }),
});

const reasonSchema = z.object({
  reason: safeText("The reason").trim().min(1, "Say why").max(500, "Keep the reason to 500 characters"),
});
const endSchema = reasonSchema.extend({ because: z.enum(END_REASON_KEYS, { error: "Choose why the plan ends" }) });

export function planIntents<P extends string>(
  db: Database,
  id: number,
  settings: () => Promise<HorizonSettings>,
): FormIntents<StaffActor, P, Saved> {
  return {
    update: planForm(async (input, actor) => {
      const { replaced, booked: made } = await updatePlan(db, actor, id, input, await settings());
      return replaced || made ? `Plan saved: ${replaced} visits to come taken back, ${booked(made)} by the new terms.` : "Plan saved.";
    }),
    pause: intent(reasonSchema, async ({ reason }, { actor }) => {
      const { takenBack } = await changePlanStatus(db, actor, id, { status: "paused", reason }, await settings());
      return `Plan paused: ${takenBack} visits to come taken back.`;
    }),
    resume: intent(reasonSchema, async ({ reason }, { actor }) => {
      const { booked: made } = await changePlanStatus(db, actor, id, { status: "active", reason }, await settings());
      return `Plan resumed: ${booked(made)}.`;
    }),
    end: intent(endSchema, async ({ because, reason }, { actor }) => {
      const { takenBack } = await changePlanStatus(db, actor, id, { status: "ended", because, reason }, await settings());
      return `Plan ended: ${takenBack} visits to come taken back.`;
    }),
    invoice: intent(z.object({}), async (_, { actor }) => {
      const made = await invoicePlanMonths(db, id, await settings(), todayInAuckland(), actor, true);
      if (made.length === 0) return "No done visits are waiting to be invoiced.";
      return `Drafted ${made.map((m) => m.number).join(", ")} for the done visits: check and send from Invoices.`;
    }),
    prices: intent(
      pricesSchema,
      async ({ effectiveFrom, prices, note }, { actor }) => {
        const { repriced, visitValueCents } = await changePlanPrices(
          db,
          actor,
          id,
          { effectiveFrom, unitPrices: prices, note },
          await settings(),
        );
        const visits = repriced === 1 ? "1 visit booked" : `${repriced} visits booked`;
        return `New prices from ${formatIsoDay(effectiveFrom)}: ${formatMoney(visitValueCents)} a visit; ${visits} from then repriced.`;
      },
      { input: pricesInput, errors: planErrors, invalidMessage: "Please correct the highlighted fields." },
    ),
    prepay: intent(prepaySchema, async ({ visits }, { actor }) => {
      const { invoice, claimed } = await sellPrepaidBlock(db, actor, id, visits, await settings());
      return `${visits} visits paid ahead: invoice ${invoice.number} (${formatMoney(invoice.inclusiveCents)}) drafted, check and send it from Invoices; ${claimed} booked visits now count against it.`;
    }),
    "skip-request": intent(skipRequestSchema, async ({ requestId, decision }, { actor }) => {
      const request = await decideSkipRequest(db, actor, id, requestId, decision, await settings());
      return decision === "confirmed"
        ? `The visit due ${formatIsoDay(request.occursOn)} is skipped, as the customer asked. The plan's rule is unchanged.`
        : `Request refused: the visit due ${formatIsoDay(request.occursOn)} stays booked. Let the customer know.`;
    }),
    skip: intent(skipSchema, async ({ occursOn, reason }, { actor }) => {
      await skipPlanVisit(db, actor, id, occursOn, reason, await settings());
      return "Visit skipped: the tradie and the customer are told as for any cancellation. The plan's rule is unchanged.";
    }),
  };
}
