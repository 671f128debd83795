import { isIsoDay } from "~/lib/clock";
import type { AmountsAre, Cents } from "~/lib/money";
import { parseRecordId } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { minuteOfDay } from "~/features/jobs/visit-times";

/*
 * A maintenance plan as the form sends it (isomorphic). The rule is one or more seasonal parts;
 * each is what RFC 5545 calls a rule: how often, on which weekdays, in which months
 * (docs/decisions/0181).
 */

const FREQUENCIES = ["daily", "weekly", "monthly"] as const;
type Frequency = (typeof FREQUENCIES)[number];
/** Which of the month's weekdays a monthly part means: the first … fourth, or the last. */
const MONTH_WEEKS = [1, 2, 3, 4, -1] as const;
const HOLIDAY_POLICIES = ["move", "skip"] as const;
const BILLING_CHOICES = ["per_visit", "monthly"] as const;
/** The form offers this many seasonal parts and price lines. */
export const MAX_RULES = 3;
export const MAX_LINES = 4;

export interface PlanRule {
  frequency: Frequency;
  interval: number;
  /** 0 = Monday … 6 = Sunday (RFC 5545 order); empty: the start's weekday (weekly) or date (monthly). */
  weekdays: number[];
  /** Monthly only: the nth of the weekdays in the month; null for the start's date. */
  monthWeek: number | null;
  /** The months the part covers, wrapping over the new year (10 to 4 is October to April); null for all year. */
  fromMonth: number | null;
  toMonth: number | null;
}

/** A price-list item on the plan, its price copied in when the plan was saved; or a line of the quote that proposed it (docs/decisions/0215). */
export interface PlanLine {
  /** null for a quote's line that came from no price-list item. */
  itemId: number | null;
  code: string;
  description: string;
  unit: string;
  quantity: number;
  unitPriceCents: Cents;
  amountsAre: AmountsAre;
}

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter ${label} as a whole number` })
    .int(`Enter ${label} as a whole number`)
    .min(min, `Enter ${label} from ${min} to ${max}`)
    .max(max, `Enter ${label} from ${min} to ${max}`);

const optionalMonth = z
  .union([z.literal(""), whole("the month", 1, 12)])
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .default(null);

const ruleSchema = z
  .object({
    frequency: z.enum(FREQUENCIES, { error: "Choose how often: days, weeks or months" }),
    interval: whole("how often", 1, 52),
    weekdays: z
      .array(whole("the weekday", 0, 6), { error: "Choose weekdays from the list" })
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    monthWeek: z
      .union([z.literal(""), z.coerce.number().refine((n) => (MONTH_WEEKS as readonly number[]).includes(n), "Choose which week")])
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .default(null),
    fromMonth: optionalMonth,
    toMonth: optionalMonth,
  })
  .superRefine((rule, ctx) => {
    if ((rule.fromMonth === null) !== (rule.toMonth === null))
      ctx.addIssue({ code: "custom", path: ["toMonth"], message: "Choose both the first and the last month, or neither" });
    if (rule.monthWeek !== null && (rule.frequency !== "monthly" || rule.weekdays.length === 0))
      ctx.addIssue({ code: "custom", path: ["monthWeek"], message: "A week of the month goes with a monthly rule and a weekday" });
  });

const clock = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => minuteOfDay(v) !== null, message)
    .transform((v) => minuteOfDay(v) as number);

const recordId = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => parseRecordId(v) !== undefined, message)
    .transform(Number);

const day = (message: string) => z.string({ error: message }).refine(isIsoDay, message);

const rulesSchema = z.array(ruleSchema).min(1, "Set how often the visits come").max(MAX_RULES);

export const planSchema = z
  .object({
    leadId: recordId("Choose the lead the plan is for"),
    title: safeText("The title").trim().min(1, "Enter what the plan is, such as Lawn mowing").max(200, "Keep the title to 200 characters"),
    lines: z
      .array(z.object({ itemId: recordId("Choose an item from the price list"), quantity: z.coerce.number().min(0.01).max(10_000) }))
      .min(1, "Add at least one price-list item")
      .max(MAX_LINES),
    rules: rulesSchema,
    startsOn: day("Choose the first day of the plan"),
    endsOn: z
      .union([z.literal(""), day("Choose the last day of the plan, or leave it empty")])
      .transform((v) => (v === "" ? null : v))
      .default(null),
    visitLimit: z
      .union([z.literal(""), whole("the number of visits", 1, 1000)])
      .transform((v) => (v === "" ? null : v))
      .default(null),
    holidays: z.enum(HOLIDAY_POLICIES, { error: "Choose what happens on a public holiday" }),
    tradieId: z
      .union([z.literal(""), recordId("Choose a tradie from the list")])
      .transform((v) => (v === "" ? null : v))
      .default(null),
    timing: z.enum(["fixed", "window"], { error: "Choose a fixed time or an arrival window" }),
    start: clock("Enter the start as a quarter hour, such as 09:00"),
    end: clock("Enter the end as a quarter hour, such as 11:00"),
    instructions: safeText("The instructions").trim().max(2000, "Keep the instructions to 2,000 characters or fewer").default(""),
    billing: z.enum(BILLING_CHOICES, { error: "Choose how the plan is billed" }).default("per_visit"),
  })
  .superRefine((v, ctx) => {
    if (v.end <= v.start) ctx.addIssue({ code: "custom", path: ["end"], message: "The end must be after the start" });
    if (v.endsOn !== null && v.endsOn < v.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The last day must be on or after the first" });
  });

export type PlanInput = z.output<typeof planSchema>;

/** A plan proposed on a draft quote (docs/decisions/0215): how often, from when and how billed; the lines are the quote's. */
export const planProposalSchema = z.object({
  rules: rulesSchema,
  startsOn: day("Choose the first day of the plan"),
  billing: z.enum(BILLING_CHOICES, { error: "Choose how the plan is billed" }),
});

export type PlanProposalInput = z.output<typeof planProposalSchema>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** The rule rows of a form, each left out when its frequency is empty. */
function ruleRows(form: FormData) {
  const rules = [];
  for (let i = 0; i < MAX_RULES; i += 1) {
    const frequency = text(form, `rules.${i}.frequency`);
    if (!frequency) continue;
    rules.push({
      frequency,
      interval: text(form, `rules.${i}.interval`) || "1",
      weekdays: form.getAll(`rules.${i}.weekdays`),
      monthWeek: text(form, `rules.${i}.monthWeek`) ?? "",
      fromMonth: text(form, `rules.${i}.fromMonth`) ?? "",
      toMonth: text(form, `rules.${i}.toMonth`) ?? "",
    });
  }
  return rules;
}

/** The proposal form's fields: the rule rows, startsOn and billing. */
export function planProposalFormInput(form: FormData): Record<string, unknown> {
  return { rules: ruleRows(form), startsOn: text(form, "startsOn"), billing: text(form, "billing") };
}

/** The plan form's fields: numbered line and rule rows, each left out when its first field is empty. */
export function planFormInput(form: FormData): Record<string, unknown> {
  const lines = [];
  for (let i = 0; i < MAX_LINES; i += 1) {
    const itemId = text(form, `lines.${i}.itemId`);
    if (itemId) lines.push({ itemId, quantity: text(form, `lines.${i}.quantity`) || "1" });
  }
  const rules = ruleRows(form);
  return {
    leadId: text(form, "leadId"),
    title: text(form, "title"),
    lines,
    rules,
    startsOn: text(form, "startsOn"),
    endsOn: text(form, "endsOn") ?? "",
    visitLimit: text(form, "visitLimit") ?? "",
    holidays: text(form, "holidays"),
    tradieId: text(form, "tradieId") ?? "",
    timing: text(form, "timing") ?? "window",
    start: text(form, "start"),
    end: text(form, "end"),
    instructions: text(form, "instructions") ?? "",
    billing: text(form, "billing") ?? "per_visit",
  };
}
