import { z } from "~/lib/zod";
import { LICENCE_INFO, LICENCE_NUMBER_MAX, LICENCE_NUMBER_MESSAGE, LICENCE_NUMBER_PATTERN, type LicenceKind } from "./licences";
import { safeText } from "~/lib/safe-text";

/*
 * Zod pieces shared by the join application and the admin tradie form. Both read a form's
 * own values: strings, and lists for checkbox groups.
 */

export interface AreaOption {
  name: string;
  suburbs: readonly string[];
}

/** A string field whose missing value reads "<Label> is required" and wrong type "<Label> must be text", trimmed. */
export function text(label: string) {
  return safeText(label, { error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) }).trim();
}

export function requiredText(label: string, max: number) {
  return text(label).min(1, `${label} is required`).max(max, `${label} must be less than ${max} characters`);
}

/** A list of ticked values, each from `allowed`, duplicates dropped. */
export function choiceList(label: string, allowed: Iterable<string>, wrong: string) {
  const set = new Set(allowed);
  return z
    .array(text(label), { error: `${label} must be a list` })
    .max(set.size, wrong)
    .refine((values) => values.every((v) => set.has(v)), wrong)
    .transform((values) => [...new Set(values)]);
}

export function licenceNumber(kind: LicenceKind) {
  const label = LICENCE_INFO[kind].numberLabel;
  return text(label)
    .max(LICENCE_NUMBER_MAX, `${label} must be less than ${LICENCE_NUMBER_MAX} characters`)
    .refine((v) => v === "" || LICENCE_NUMBER_PATTERN.test(v), LICENCE_NUMBER_MESSAGE)
    .transform((v) => v.replace(/\s+/g, " ").toUpperCase());
}

/** A whole number typed into a text box, from 0 to `max`. */
export function wholeNumber(label: string, max: number, example: string) {
  return text(label)
    .min(1, `${label} is required`)
    .regex(/^\d{1,7}$/, `Enter ${label.toLowerCase()} as a whole number, like ${example}`)
    .transform(Number)
    .refine((n) => n <= max, `${label} must be ${max} or fewer`);
}

/** The areas and suburbs ticked in an AreaPicker. */
export function coverageFields(areas: readonly AreaOption[]) {
  return {
    areas: choiceList(
      "Areas",
      areas.map((a) => a.name),
      "Choose areas from the list",
    ),
    suburbs: choiceList(
      "Suburbs",
      areas.flatMap((a) => a.suburbs),
      "Choose suburbs from the list",
    ),
  };
}

const NO_AREA_MESSAGE = "Choose at least one area";

/**
 * Runs a whole-form check even when other fields have problems, so that every message shows
 * at once (zod otherwise skips object-level checks after a field fails). The values it sees
 * may then be unparsed: check their types.
 */
export const EVEN_WITH_OTHER_PROBLEMS = { when: () => true } as const;

/** At least one area or suburb ticked. */
export function requireCoverage(v: { areas?: unknown; suburbs?: unknown }, ctx: z.RefinementCtx) {
  const none = (x: unknown) => !Array.isArray(x) || x.length === 0;
  if (none(v.areas) && none(v.suburbs)) ctx.addIssue({ code: "custom", path: ["areas"], message: NO_AREA_MESSAGE });
}

/** Ticking a suburb means covering (part of) its area: the areas covered, in the catalogue's order. */
export function coveredAreas(areas: readonly AreaOption[], ticked: { areas: string[]; suburbs: string[] }): string[] {
  return areas.filter((a) => ticked.areas.includes(a.name) || a.suburbs.some((s) => ticked.suburbs.includes(s))).map((a) => a.name);
}

/** A form's values to send back to the page after a failed check: text only (a file sent where text belongs is dropped). */
export function textValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.filter((x) => typeof x === "string") : typeof v === "string" ? v : undefined,
    ]),
  );
}
