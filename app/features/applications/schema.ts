import type { ActionResult } from "~/lib/form-action";
import { z } from "~/lib/zod";
import { isNzbn, isNzMobile, MOBILE_MESSAGE, normaliseNzbn, NZBN_MESSAGE, toE164Mobile } from "~/features/tradies/contact";
import {
  choiceList,
  coverageFields,
  coveredAreas,
  EVEN_WITH_OTHER_PROBLEMS,
  licenceNumber,
  requireCoverage,
  requiredText,
  text,
  wholeNumber,
  type AreaOption,
} from "~/features/tradies/form-schema";
import { LICENCE_KINDS, LICENCE_NUMBER_FIELD } from "~/features/tradies/licences";

/**
 * The join application (docs/decisions/0043): one schema for the browser's check and the
 * server's, so both give the same messages. It reads the form's own values (strings, and
 * lists for the checkbox groups), exactly as a no-JavaScript form post delivers them.
 */

export const APPLICATION_LIMITS = { fullName: 100, email: 255, businessName: 120, aboutMin: 30, about: 2000, yearsMax: 60 } as const;

/** The trades and areas an applicant may choose from: the services, and the areas with their suburbs. */
export interface ApplicationChoices {
  trades: readonly string[];
  areas: readonly AreaOption[];
}

const CONSENT_FIELDS = ["consentContact", "consentPrivacy", "consentCriminalCheck"] as const;
const TEXT_FIELDS = [
  "fullName",
  "email",
  "mobile",
  "businessName",
  "nzbn",
  "yearsExperience",
  "about",
  ...Object.values(LICENCE_NUMBER_FIELD),
];
const LIST_FIELDS = ["trades", "areas", "suburbs"];

const consent = (message: string) => z.literal("yes", { error: message });

export function applicationSchema(choices: ApplicationChoices) {
  return z
    .object({
      fullName: requiredText("Full name", APPLICATION_LIMITS.fullName),
      email: text("Email")
        .min(1, "Email is required")
        .max(APPLICATION_LIMITS.email, `Email must be less than ${APPLICATION_LIMITS.email} characters`)
        .pipe(z.email("Enter a valid email address, like name@example.co.nz")),
      mobile: text("Mobile number").min(1, "Mobile number is required").refine(isNzMobile, MOBILE_MESSAGE),
      businessName: requiredText("Business name", APPLICATION_LIMITS.businessName),
      nzbn: text("NZBN").refine((v) => v === "" || isNzbn(v), NZBN_MESSAGE),
      trades: choiceList("Trades", choices.trades, "Choose your trades from the list").refine(
        (v) => v.length > 0,
        "Choose at least one trade",
      ),
      ...coverageFields(choices.areas),
      yearsExperience: wholeNumber("Years of experience", APPLICATION_LIMITS.yearsMax, "8"),
      lbpNumber: licenceNumber("lbp"),
      ewrbNumber: licenceNumber("ewrb"),
      pgdbNumber: licenceNumber("pgdb"),
      publicLiability: z.enum(["yes", "no"], { error: "Tell us whether you have public liability insurance" }),
      about: requiredText("About your business", APPLICATION_LIMITS.about).min(
        APPLICATION_LIMITS.aboutMin,
        `Tell us a little more about your business (at least ${APPLICATION_LIMITS.aboutMin} characters)`,
      ),
      consentContact: consent("Please agree to us contacting you about your application"),
      consentPrivacy: consent("Please agree to the privacy statement"),
      consentCriminalCheck: consent("Please consent to the criminal record check: we need it before we can approve any tradie"),
    })
    .superRefine(requireCoverage, EVEN_WITH_OTHER_PROBLEMS)
    .transform((v) => ({
      fullName: v.fullName,
      email: v.email,
      mobile: toE164Mobile(v.mobile),
      businessName: v.businessName,
      nzbn: v.nzbn === "" ? null : normaliseNzbn(v.nzbn),
      trades: v.trades,
      areas: coveredAreas(choices.areas, v),
      suburbs: v.suburbs,
      yearsExperience: v.yearsExperience,
      licences: LICENCE_KINDS.flatMap((kind) => (v[LICENCE_NUMBER_FIELD[kind]] ? [{ kind, number: v[LICENCE_NUMBER_FIELD[kind]] }] : [])),
      hasPublicLiability: v.publicLiability === "yes",
      about: v.about,
    }));
}

export type ApplicationInput = z.output<ReturnType<typeof applicationSchema>>;

/** What the form post answers when it cannot go on to the thank-you page (the errors, and what was sent, to fill the form in again). */
export type ApplicationFormResult = ActionResult<object, Record<string, unknown>>;

/**
 * The form's values as the schema reads them: the checkbox groups as lists, everything else
 * as its single value (a missing text field reads as "", an unticked box as undefined).
 */
export function applicationFormValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of LIST_FIELDS) values[field] = form.getAll(field);
  for (const field of TEXT_FIELDS) values[field] = form.get(field) ?? "";
  for (const field of ["publicLiability", ...CONSENT_FIELDS]) values[field] = form.get(field) ?? undefined;
  return values;
}
