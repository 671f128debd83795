import { zm as z } from "~/lib/zod-mini";
import type { $ZodError } from "zod/v4/core";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { CONTACT_PREFERENCES } from "~/features/customers/contact-preference";
import { VISIT_FREQUENCIES } from "~/features/catalogue/regular-visits";
import { QUOTE_LIMITS, TIME_SLOTS } from "./constants";
import { isIsoDay, todayInAuckland } from "~/lib/clock";
import { normaliseNzPhone } from "~/lib/phone";
import { safeTextMini } from "~/lib/safe-text-mini";

const digitCount = (text: string) => text.replace(/\D/g, "").length;

/**
 * The quote request, spec section 5: one schema for the browser's form and the server's
 * function, so both give the same messages. Every field is trimmed before it is checked.
 * Written with zod/mini, as the public quote form carries it (decision 0238): each field's
 * checks run in the order listed, as classic zod's chained methods would.
 */

/** A string field whose missing value reads "<Label> is required" and wrong type "<Label> must be text". */
function text(label: string) {
  return safeTextMini(label, { error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) }).check(
    z.trim(),
  );
}

function requiredText(label: string, max: number) {
  return text(label).check(z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be less than ${max} characters`));
}

const preferredDate = text("Preferred date").check(
  z.minLength(1, "Preferred date is required"),
  z.refine(isIsoDay, "Preferred date must be a real date written as YYYY-MM-DD"),
);

export const quoteRequestSchema = z.strictObject({
  service: requiredText("Service type", QUOTE_LIMITS.service),
  // ISO days compare correctly as text. Checked again by the server when it arrives.
  preferredDate: preferredDate.check(z.refine((day) => !isIsoDay(day) || day >= todayInAuckland(), "Preferred date cannot be in the past")),
  preferredTime: text("Preferred time").check(
    z.minLength(1, "Preferred time is required"),
    z.refine((time) => time === "" || TIME_SLOTS.includes(time), "Preferred time must be one of the listed times"),
  ),
  name: requiredText("Name", QUOTE_LIMITS.name),
  email: z.pipe(
    text("Email").check(
      z.minLength(1, "Email is required"),
      z.maxLength(QUOTE_LIMITS.email, `Email must be less than ${QUOTE_LIMITS.email} characters`),
    ),
    z.email("Invalid email address"),
  ),
  // Digits are counted, not characters: people write numbers with spaces, dashes and
  // brackets. Any real New Zealand number passes (a landline has 9 digits written locally);
  // others need 10 to 15 digits (docs/decisions/0014).
  phone: text("Phone number").check(
    z.refine(
      (phone) => normaliseNzPhone(phone) !== undefined || digitCount(phone) >= QUOTE_LIMITS.phoneMin,
      `Phone number must be at least ${QUOTE_LIMITS.phoneMin} digits`,
    ),
    z.refine(
      (phone) => digitCount(phone) <= QUOTE_LIMITS.phoneMax && phone.length <= QUOTE_LIMITS.phoneMaxCharacters,
      `Phone number must be less than ${QUOTE_LIMITS.phoneMax} digits`,
    ),
  ),
  address: requiredText("Address", QUOTE_LIMITS.address),
  suburb: requiredText("Suburb", QUOTE_LIMITS.suburb),
  message: requiredText("Message", QUOTE_LIMITS.message),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * Correcting a lead in the admin: the request's fields and messages but the customer's own
 * message, which stays as they wrote it. A preferred date left as it was may have passed; the
 * service refuses a new one in the past.
 */
export const leadCorrectionSchema = z.extend(z.omit(quoteRequestSchema, { message: true }), {
  preferredDate,
  // Staff choose from the list: a lead is never filed under free text (docs/decisions/0145).
  service: z.enum(SERVICE_OPTIONS, "Choose a service from the list"),
});
export type QuoteField = keyof QuoteRequest;
export const QUOTE_FIELDS = Object.keys(quoteRequestSchema.shape) as QuoteField[];

/**
 * What the browser actually posts: the spec's fields plus two bot checks. `website` is a
 * honeypot that people never see; `fillTimeMs` is how long the form was open, measured by
 * the browser's own clock so that a wrong system clock cannot make a person look like a bot.
 */
export const quoteSubmissionSchema = z.extend(quoteRequestSchema, {
  /** "How should we keep you posted?" (docs/decisions/0176); email when left out. */
  contactPreference: z.optional(z.enum(CONTACT_PREFERENCES, "How we keep you posted must be email, text or both")),
  /** "Regular visits" (docs/decisions/0203): how often, for a service that repeats; once when left out. */
  visitsEvery: z.optional(z.enum(VISIT_FREQUENCIES, "How often must be one of the listed choices")),
  website: z.optional(safeTextMini("website", { error: "website must be text" }).check(z.maxLength(1000, "website is too long"))),
  fillTimeMs: z.optional(
    z
      .number({ error: "fillTimeMs must be a number of milliseconds" })
      .check(z.refine(Number.isInteger, "fillTimeMs must be a whole number"), z.gte(0, "fillTimeMs cannot be negative")),
  ),
});

/** The error body's shape: a summary plus the first message for each field. */
export interface QuoteErrorBody {
  error: string;
  fields?: Partial<Record<string, string>>;
}

export const QUOTE_FIELDS_ERROR = "Please check the highlighted fields.";

/** Turns zod's issues into the error body: one message per field, unknown fields named. */
export function quoteErrorBody(error: $ZodError): QuoteErrorBody {
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  let notAnObject = false;
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") unknown.push(...issue.keys);
    else if (issue.path.length === 0) notAnObject = true;
    else fields[String(issue.path[0])] ??= issue.message;
  }
  if (notAnObject) return { error: "The request body must be a JSON object with the quote request's fields." };
  if (unknown.length > 0) {
    const names = unknown.map((k) => `"${k}"`).join(", ");
    return { error: `Unknown field${unknown.length === 1 ? "" : "s"} ${names}: send only the quote request's fields.`, fields };
  }
  return { error: QUOTE_FIELDS_ERROR, fields };
}
