import type { Database } from "~/platform/db/database";
import type { StaffActor } from "~/lib/actor";
import { formatIsoDay, todayInAuckland } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { intent, type FormIntents } from "~/lib/form-action";
import type { z } from "~/lib/zod";
import { noFieldsForm } from "~/lib/intent-schema";
import type { HorizonSettings } from "./horizon.server";
import { invoicePlanMonths } from "./billing.server";
import { changePlanStatus } from "./lifecycle.server";
import { createPlan, skipPlanVisit, updatePlan } from "./plan-changes.server";
import { sellPrepaidBlock } from "./prepaid.server";
import { decideSkipRequest } from "./skip-requests.server";
import { changePlanPrices } from "./prices.server";
import { submittedPlanValues } from "./plan-form-values";
import { MAX_LINES, planFormInput, planSchema } from "./plan-schema";
import {
  endPlanForm,
  planPricesForm,
  planReasonForm,
  prepaidVisitsForm,
  skipRequestDecisionForm,
  skipVisitForm,
} from "./plan-action-schema";

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
    pause: intent(planReasonForm, async ({ reason }, { actor }) => {
      const { takenBack } = await changePlanStatus(db, actor, id, { status: "paused", reason }, await settings());
      return `Plan paused: ${takenBack} visits to come taken back.`;
    }),
    resume: intent(planReasonForm, async ({ reason }, { actor }) => {
      const { booked: made } = await changePlanStatus(db, actor, id, { status: "active", reason }, await settings());
      return `Plan resumed: ${booked(made)}.`;
    }),
    end: intent(endPlanForm, async ({ because, reason }, { actor }) => {
      const { takenBack } = await changePlanStatus(db, actor, id, { status: "ended", because, reason }, await settings());
      return `Plan ended: ${takenBack} visits to come taken back.`;
    }),
    invoice: intent(noFieldsForm, async (_, { actor }) => {
      const made = await invoicePlanMonths(db, id, await settings(), todayInAuckland(), actor, true);
      if (made.length === 0) return "No done visits are waiting to be invoiced.";
      return `Drafted ${made.map((m) => m.number).join(", ")} for the done visits: check and send from Invoices.`;
    }),
    prices: intent(
      planPricesForm,
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
    prepay: intent(prepaidVisitsForm, async ({ visits }, { actor }) => {
      const { invoice, claimed } = await sellPrepaidBlock(db, actor, id, visits, await settings());
      return `${visits} visits paid ahead: invoice ${invoice.number} (${formatMoney(invoice.inclusiveCents)}) drafted, check and send it from Invoices; ${claimed} booked visits now count against it.`;
    }),
    "skip-request": intent(skipRequestDecisionForm, async ({ requestId, decision }, { actor }) => {
      const request = await decideSkipRequest(db, actor, id, requestId, decision, await settings());
      return decision === "confirmed"
        ? `The visit due ${formatIsoDay(request.occursOn)} is skipped, as the customer asked. The plan's rule is unchanged.`
        : `Request refused: the visit due ${formatIsoDay(request.occursOn)} stays booked. Let the customer know.`;
    }),
    skip: intent(skipVisitForm, async ({ occursOn, reason }, { actor }) => {
      await skipPlanVisit(db, actor, id, occursOn, reason, await settings());
      return "Visit skipped: the tradie and the customer are told as for any cancellation. The plan's rule is unchanged.";
    }),
  };
}
