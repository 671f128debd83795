import * as rruleModule from "rrule";
import { isBusinessDay, publicHoliday } from "~/lib/business-days";
import { addDays, type IsoDay } from "~/lib/clock";
import type { PlanRule } from "./plan-schema";

/*
 * A plan's dates (docs/decisions/0181): each seasonal part is an RFC 5545 rule run by `rrule`,
 * all starting on the plan's first day, so a fortnightly part keeps its rhythm from one summer
 * to the next. Dates are calendar days: rrule is given them as UTC midnights and read back the same.
 */

// rrule ships CommonJS to Node and ES modules to bundlers: take its exports from either.
const { RRule, RRuleSet } = ((rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const FREQ = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const utc = (day: IsoDay) => new Date(`${day}T00:00:00Z`);
const isoDay = (date: Date): IsoDay => date.toISOString().slice(0, 10);

/** The months from `from` to `to`, over the new year when `to` comes first (10 → 4: October to April). */
export function monthsBetween(from: number, to: number): number[] {
  const months = [];
  for (let month = from; ; month = (month % 12) + 1) {
    months.push(month);
    if (month === to) return months;
  }
}

function ruleOptions(rule: PlanRule) {
  const days = rule.weekdays.map((d) => WEEKDAYS[d]);
  return {
    freq: FREQ[rule.frequency],
    interval: rule.interval,
    byweekday: days.length === 0 ? null : rule.monthWeek === null ? days : days.map((d) => d.nth(rule.monthWeek as number)),
    wkst: RRule.MO,
  };
}

function toRRule(rule: PlanRule, startsOn: IsoDay) {
  return new RRule({
    ...ruleOptions(rule),
    bymonth: rule.fromMonth === null || rule.toMonth === null ? null : monthsBetween(rule.fromMonth, rule.toMonth),
    dtstart: utc(startsOn),
  });
}

/** The RFC 5545 text of each part (for calendars and the plan's page). */
export function ruleStrings(rules: readonly PlanRule[], startsOn: IsoDay): string[] {
  return rules.map((rule) => toRRule(rule, startsOn).toString());
}

/** The dates the rule gives from `from` to `to` (both included), none before the start or after the end. */
export function ruleDates(
  plan: { rules: readonly PlanRule[]; startsOn: IsoDay; endsOn: IsoDay | null },
  from: IsoDay,
  to: IsoDay,
): IsoDay[] {
  const first = from > plan.startsOn ? from : plan.startsOn;
  const last = plan.endsOn !== null && plan.endsOn < to ? plan.endsOn : to;
  if (last < first) return [];
  const set = new RRuleSet();
  for (const rule of plan.rules) set.rrule(toRRule(rule, plan.startsOn));
  return set.between(utc(first), utc(last), true).map(isoDay);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One part in words: "every 2 weeks on Tuesday, October to April". */
function describeRule(rule: PlanRule): string {
  const words = new RRule(ruleOptions(rule)).toText();
  if (rule.fromMonth === null || rule.toMonth === null) return words;
  const season =
    rule.fromMonth === rule.toMonth
      ? MONTH_NAMES[rule.fromMonth - 1]
      : `${MONTH_NAMES[rule.fromMonth - 1]} to ${MONTH_NAMES[rule.toMonth - 1]}`;
  return `${words}, ${season}`;
}

/** The whole rule in words, parts joined: "Every 2 weeks on Tuesday, October to April; every month on the 1st Monday, May to September". */
export function describeRules(rules: readonly PlanRule[]): string {
  return capitalise(rules.map(describeRule).join("; "));
}

export type HolidayPolicy = "move" | "skip";

export type Placement = { day: IsoDay; note: string } | { day: null; note: string };

/**
 * Where a date the rule gave goes: as it is on an ordinary day; on a public holiday, to the next
 * working day (Monday to Friday, not a holiday) or nowhere, as the plan says.
 */
export function placeOnCalendar(day: IsoDay, policy: HolidayPolicy): Placement {
  const holiday = publicHoliday(day);
  if (!holiday) return { day, note: "" };
  if (policy === "skip") return { day: null, note: `Skipped: ${holiday.name}` };
  let moved = addDays(day, 1);
  while (!isBusinessDay(moved)) moved = addDays(moved, 1);
  return { day: moved, note: `Moved from ${holiday.name}` };
}
