import { z } from "~/lib/zod";
import { isIsoDay } from "~/lib/clock";
import { isNzbn, isNzMobile, MOBILE_MESSAGE, normaliseNzbn, NZBN_MESSAGE, toE164Mobile } from "./contact";
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
} from "./form-schema";
import { LICENCE_EXPIRY_FIELD, LICENCE_INFO, LICENCE_KINDS, LICENCE_NUMBER_FIELD, type Licence } from "./licences";
import { tradieStatuses } from "./statuses";

/**
 * The admin tradie form (create and edit), read from the form's own values. Shared by the
 * browser and the server like the application schema (docs/decisions/0042).
 */
export const TRADIE_LIMITS = {
  name: 100,
  businessName: 120,
  email: 255,
  bio: 2000,
  insuranceProvider: 100,
  yearsMax: 60,
  countMax: 1_000_000,
} as const;

function optionalDay(label: string) {
  return text(label).refine((v) => v === "" || isIsoDay(v), `${label} must be a real date`);
}

function licenceFields() {
  return Object.fromEntries(
    LICENCE_KINDS.flatMap((kind) => [
      [LICENCE_NUMBER_FIELD[kind], licenceNumber(kind)],
      [LICENCE_EXPIRY_FIELD[kind], optionalDay(`${LICENCE_INFO[kind].short} expiry date`)],
    ]),
  ) as Record<
    (typeof LICENCE_NUMBER_FIELD)[keyof typeof LICENCE_NUMBER_FIELD] | (typeof LICENCE_EXPIRY_FIELD)[keyof typeof LICENCE_EXPIRY_FIELD],
    z.ZodType<string, string>
  >;
}

export function tradieFormSchema(choices: { trades: readonly string[]; areas: readonly AreaOption[] }) {
  return z
    .object({
      name: requiredText("Name", TRADIE_LIMITS.name),
      businessName: text("Business name").max(
        TRADIE_LIMITS.businessName,
        `Business name must be less than ${TRADIE_LIMITS.businessName} characters`,
      ),
      email: text("Email")
        .max(TRADIE_LIMITS.email, `Email must be less than ${TRADIE_LIMITS.email} characters`)
        .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid email address, like name@example.co.nz"),
      mobile: text("Mobile number").refine((v) => v === "" || isNzMobile(v), MOBILE_MESSAGE),
      nzbn: text("NZBN").refine((v) => v === "" || isNzbn(v), NZBN_MESSAGE),
      trades: choiceList("Trades", choices.trades, "Choose trades from the list").refine((v) => v.length > 0, "Choose at least one trade"),
      ...coverageFields(choices.areas),
      bio: requiredText("Short bio", TRADIE_LIMITS.bio),
      yearsExperience: wholeNumber("Years of experience", TRADIE_LIMITS.yearsMax, "8"),
      ...licenceFields(),
      insuranceProvider: text("Insurer").max(
        TRADIE_LIMITS.insuranceProvider,
        `Insurer must be less than ${TRADIE_LIMITS.insuranceProvider} characters`,
      ),
      insuranceExpiresOn: optionalDay("Insurance expiry date"),
      jobsCompleted: wholeNumber("Jobs completed", TRADIE_LIMITS.countMax, "40"),
    })
    .superRefine(requireCoverage, EVEN_WITH_OTHER_PROBLEMS)
    .superRefine((v, ctx) => {
      for (const kind of LICENCE_KINDS) {
        if (v[LICENCE_EXPIRY_FIELD[kind]] !== "" && v[LICENCE_NUMBER_FIELD[kind]] === "") {
          ctx.addIssue({
            code: "custom",
            path: [LICENCE_NUMBER_FIELD[kind]],
            message: `Enter the ${LICENCE_INFO[kind].short} number for this expiry date`,
          });
        }
      }
    })
    .transform((v) => ({
      name: v.name,
      businessName: v.businessName || null,
      email: v.email || null,
      mobile: v.mobile ? toE164Mobile(v.mobile) : null,
      nzbn: v.nzbn ? normaliseNzbn(v.nzbn) : null,
      trades: v.trades,
      areas: coveredAreas(choices.areas, v),
      suburbs: v.suburbs,
      bio: v.bio,
      yearsExperience: v.yearsExperience,
      licences: LICENCE_KINDS.flatMap((kind): Licence[] =>
        v[LICENCE_NUMBER_FIELD[kind]]
          ? [{ kind, number: v[LICENCE_NUMBER_FIELD[kind]], expiresOn: v[LICENCE_EXPIRY_FIELD[kind]] || null }]
          : [],
      ),
      insuranceProvider: v.insuranceProvider || null,
      insuranceExpiresOn: v.insuranceExpiresOn || null,
      jobsCompleted: v.jobsCompleted,
    }));
}

export type TradieInput = z.output<ReturnType<typeof tradieFormSchema>>;

const LIST_FIELDS = ["trades", "areas", "suburbs"];

/** The admin form's values as the schema reads them (every text field as a string, "" when missing). */
export function tradieFormValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key] of form) if (!LIST_FIELDS.includes(key)) values[key] = form.get(key);
  for (const key of LIST_FIELDS) values[key] = form.getAll(key);
  for (const key of [
    "name",
    "businessName",
    "email",
    "mobile",
    "nzbn",
    "bio",
    "yearsExperience",
    "insuranceProvider",
    "insuranceExpiresOn",
    "jobsCompleted",
    ...Object.values(LICENCE_NUMBER_FIELD),
    ...Object.values(LICENCE_EXPIRY_FIELD),
  ]) {
    values[key] ??= "";
  }
  return values;
}

export const statusChangeSchema = z.object({
  status: z.enum(tradieStatuses.values, { error: `Status must be one of: ${tradieStatuses.values.join(", ")}` }),
  note: text("Note").max(1000, "Note must be less than 1000 characters").optional().default(""),
});
