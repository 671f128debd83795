import { VISIT_FREQUENCY_RULES, type VisitFrequency } from "~/features/catalogue/regular-visits";
import { clockText } from "~/features/jobs/visit-times";
import { MAX_LINES, MAX_RULES, type PlanLine, type PlanRule } from "./plan-schema";

/*
 * The plan form's values as text, one entry a control (docs/decisions/0080): from a saved plan,
 * or as typed after a refused save. A rule's weekdays are one entry, the ticked values joined by commas.
 */
export type PlanFormValues = Record<string, string>;

export const NEW_PLAN_VALUES: PlanFormValues = {
  holidays: "move",
  timing: "window",
  start: "08:00",
  end: "12:00",
  billing: "per_visit",
  "rules.0.frequency": "weekly",
  "rules.0.interval": "2",
  "lines.0.quantity": "1",
};

/** The rule the customer asked for on the quote form ("Regular visits"), as the form's first rule (docs/decisions/0203). */
export function askedRule(visitsEvery: string | null): PlanFormValues {
  const rule = VISIT_FREQUENCY_RULES[visitsEvery as VisitFrequency] as (typeof VISIT_FREQUENCY_RULES)[VisitFrequency] | undefined;
  return rule ? { "rules.0.frequency": rule.frequency, "rules.0.interval": String(rule.interval) } : {};
}

interface SavedPlan {
  leadId: number;
  title: string;
  lines: readonly PlanLine[];
  rules: readonly PlanRule[];
  startsOn: string;
  endsOn: string | null;
  visitLimit: number | null;
  holidays: string;
  tradieId: number | null;
  timing: string;
  startMinute: number;
  endMinute: number;
  instructions: string;
  billing: string;
}

const text = (v: number | string | null) => (v === null ? "" : String(v));

export function planFormValues(plan: SavedPlan): PlanFormValues {
  const values: PlanFormValues = {
    leadId: String(plan.leadId),
    title: plan.title,
    startsOn: plan.startsOn,
    endsOn: text(plan.endsOn),
    visitLimit: text(plan.visitLimit),
    holidays: plan.holidays,
    tradieId: text(plan.tradieId),
    timing: plan.timing,
    start: clockText(plan.startMinute),
    end: clockText(plan.endMinute),
    instructions: plan.instructions,
    billing: plan.billing,
  };
  plan.lines.forEach((line, i) => {
    values[`lines.${i}.itemId`] = text(line.itemId);
    values[`lines.${i}.quantity`] = String(line.quantity);
  });
  plan.rules.forEach((rule, i) => {
    values[`rules.${i}.frequency`] = rule.frequency;
    values[`rules.${i}.interval`] = String(rule.interval);
    values[`rules.${i}.weekdays`] = rule.weekdays.join(",");
    values[`rules.${i}.monthWeek`] = text(rule.monthWeek);
    values[`rules.${i}.fromMonth`] = text(rule.fromMonth);
    values[`rules.${i}.toMonth`] = text(rule.toMonth);
  });
  return values;
}

/** What was typed, to fill the form again beside its messages. */
export function submittedPlanValues(form: FormData): PlanFormValues {
  const values: PlanFormValues = {};
  for (const [name, value] of form) if (typeof value === "string" && !name.endsWith(".weekdays")) values[name] = value;
  for (let i = 0; i < MAX_RULES; i += 1)
    values[`rules.${i}.weekdays`] = form
      .getAll(`rules.${i}.weekdays`)
      .filter((v) => typeof v === "string")
      .join(",");
  return values;
}

export { MAX_LINES, MAX_RULES };
