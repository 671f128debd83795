import { z } from "~/lib/zod";
import { DAYS_OF_WEEK, type DayOfWeek } from "./days";
import { normaliseNzPhone } from "~/lib/phone";
import { safeText } from "~/lib/safe-text";
import { normaliseGstNumber } from "~/lib/gst-number";
import { parseMoney } from "~/lib/money";

export { DAYS_OF_WEEK, type DayOfWeek };

const timeOfDay = safeText("The time").regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 07:00");
const openingSchema = z
  .object({ opens: timeOfDay, closes: timeOfDay })
  .refine((h) => h.opens < h.closes, { message: "The closing time must be after the opening time" });

const nzPhone = (what: string) =>
  safeText(`The ${what}`, { error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .transform((value, ctx) => {
      const phone = normaliseNzPhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: `Enter the ${what} as a New Zealand number, such as 09 280 4471 or 021 480 4471` });
        return z.NEVER;
      }
      return phone;
    });

const email = (message: string) => safeText("The email address").trim().pipe(z.email(message));
const listOf = (item: z.ZodType<string>, empty: string) =>
  z.array(item, { error: empty }).min(1, empty).max(30, "That is too many: keep it to 30 or fewer");
const shortText = (what: string, max: number) =>
  safeText(`The ${what}`, { error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `Keep the ${what} to ${max} characters or fewer`);
const socialLink = (site: string) =>
  safeText(`The ${site} address`)
    .trim()
    .pipe(z.url({ protocol: /^https$/, error: `Enter the full ${site} address, starting with https://` }))
    .optional();

const gstNumber = safeText("The GST number")
  .trim()
  .transform((value, ctx) => {
    if (value === "") return "";
    const number = normaliseGstNumber(value);
    if (!number) {
      ctx.addIssue({ code: "custom", message: "Enter the GST number the IRD gave you, such as 123-456-789" });
      return z.NEVER;
    }
    return number;
  });

const LABOUR_RATE_MESSAGE = "Write each labour rate as a name and an hourly rate, such as Standard labour: 95.00";
const labourRate = z.object({
  name: shortText("rate's name", 60),
  rateCents: z.number().int().min(1, LABOUR_RATE_MESSAGE).max(1_000_000, "Keep each labour rate to $10,000.00 an hour or less"),
});

/** How quotes are priced and worded (issue 17, docs/decisions/0089). */
const quotingSchema = z.object({
  validDays: z
    .number({ error: "Enter how many days a quote is valid, such as 30" })
    .int("Enter a whole number of days")
    .min(1, "A quote is valid for at least 1 day")
    .max(365, "Keep it to 365 days or fewer"),
  terms: shortText("quote terms", 4000),
  /** GST Act s 19O rounding, the same for every document: on each line, or on the total. */
  gstRounding: z.enum(["total", "line"], "Choose how GST is rounded"),
  /** Whether the labour rates below include GST. */
  labourRatesInclude: z.enum(["exclusive", "inclusive"], "Say whether the labour rates include GST"),
  labourRates: z
    .array(labourRate, { error: "List at least one labour rate" })
    .min(1, "List at least one labour rate, such as Standard labour: 95.00")
    .max(10, "Keep it to 10 labour rates or fewer"),
  /** Days after sending that a quote still unanswered is followed up by email (docs/decisions/0105). */
  followUpDays: z
    .array(
      z
        .number({ error: "List the days as numbers, such as 3, 7" })
        .int("List whole days, such as 3, 7")
        .min(1, "Follow up at least 1 day after sending")
        .max(90, "Follow up within 90 days of sending"),
      { error: "List the days as numbers, such as 3, 7" },
    )
    .max(5, "Keep it to 5 follow-ups or fewer"),
  /** Days before a quote expires that the customer is reminded; 0 sends no reminder. */
  expiryReminderDays: z
    .number({ error: "Enter a number of days, such as 3 (0 for none)" })
    .int("Enter a whole number of days")
    .min(0, "Enter 0 or more days")
    .max(60, "Keep it to 60 days or fewer"),
});

/** How visits are offered to tradies and told to customers (issue 18, docs/decisions/0110). */
const jobsSchema = z.object({
  offerHours: z
    .number({ error: "Enter how many hours a tradie has to answer an offer, such as 4" })
    .int("Enter a whole number of hours")
    .min(1, "Give tradies at least 1 hour to answer")
    .max(72, "Keep it to 72 hours or fewer"),
  reminderHours: z
    .number({ error: "Enter how many hours before a visit the customer is reminded, such as 24 (0 for none)" })
    .int("Enter a whole number of hours")
    .min(0, "Enter 0 or more hours")
    .max(168, "Keep it to 168 hours (a week) or fewer"),
  /** Whether tradies see the accepted quote's prices on their job card. */
  showPricesToTradies: z.boolean({ error: "Say whether tradies see prices" }),
  /** Whether a job whose quote asked for a deposit waits for it to be paid before a visit is booked (docs/decisions/0165). */
  waitForDeposit: z.boolean({ error: "Say whether jobs wait for their deposit" }),
  /** Quiet hours (Auckland, `HH:mm`): an offer's time to answer does not run through them (docs/decisions/0150). */
  quietFrom: timeOfDay,
  quietUntil: timeOfDay,
  /** Quiet hours for texts (Auckland, `HH:mm`): none go then but "on my way" (docs/decisions/0172). */
  textQuietFrom: timeOfDay,
  textQuietUntil: timeOfDay,
  /** What one text segment costs the business, in cents, for the dashboard's monthly cost of texts. */
  textSegmentCents: z
    .number({ error: "Enter what one text segment costs, in cents, such as 20" })
    .int("Enter a whole number of cents")
    .min(0, "Enter 0 or more cents")
    .max(1000, "Keep it to 1,000 cents or fewer"),
  /** The most texts sent in a day, a guard on the bill (docs/decisions/0172); 0 for no limit. */
  textsPerDay: z
    .number({ error: "Enter the most texts to send in a day, such as 200 (0 for no limit)" })
    .int("Enter a whole number of texts")
    .min(0, "Enter 0 or more texts")
    .max(100_000, "Keep it to 100,000 texts a day or fewer"),
  /** How far ahead maintenance plans' visits are booked (docs/decisions/0182). */
  planHorizonWeeks: z
    .number({ error: "Enter how many weeks ahead plan visits are booked, such as 8" })
    .int("Enter a whole number of weeks")
    .min(1, "Book at least 1 week ahead")
    .max(26, "Keep it to 26 weeks or fewer"),
});

const NZ_BANK_ACCOUNT = /^(\d{2})[\s-]?(\d{4})[\s-]?(\d{7})[\s-]?(\d{2,3})$/;

const bankAccount = safeText("The bank account")
  .trim()
  .transform((value, ctx) => {
    if (value === "") return "";
    const match = NZ_BANK_ACCOUNT.exec(value);
    if (!match) {
      ctx.addIssue({ code: "custom", message: "Enter the account number as bank, branch, account and suffix, such as 12-3456-7890123-00" });
      return z.NEVER;
    }
    return match.slice(1).join("-");
  });

const accountCode = (what: string) =>
  safeText(`The ${what} account code`)
    .trim()
    .regex(/^[A-Za-z0-9.-]{1,10}$/, `Enter the ${what} account code from your chart of accounts, such as 200`);

/** How invoices are paid, chased and exported (issue 19, docs/decisions/0112). */
const invoicingSchema = z
  .object({
    /** Due some days after the invoice date, or on a day of the following month. */
    termsKind: z.enum(["days", "following-month"], "Choose how the due date is set"),
    termsValue: z.number({ error: "Enter a number of days or a day of the month, such as 7 or 20" }).int("Enter a whole number"),
    bankAccount,
    /** Days after the due date that an unpaid invoice is chased by email. */
    reminderDays: z
      .array(
        z
          .number({ error: "List the days as numbers, such as 1, 7" })
          .int("List whole days, such as 1, 7")
          .min(1, "Remind at least 1 day after the due date")
          .max(90, "Remind within 90 days of the due date"),
        { error: "List the days as numbers, such as 1, 7" },
      )
      .max(5, "Keep it to 5 reminders or fewer"),
    salesAccount: accountCode("sales"),
    materialsAccount: accountCode("materials"),
    /** Whether the accounting export's amounts include GST (chosen again at import in Xero). */
    exportAmountsAre: z.enum(["inclusive", "exclusive"], "Say whether exported amounts include GST"),
  })
  .superRefine((value, ctx) => {
    const [min, max, message] =
      value.termsKind === "days" ? [0, 90, "Enter from 0 to 90 days"] : [1, 31, "Enter a day of the month from 1 to 31"];
    if (value.termsValue < min || value.termsValue > max) ctx.addIssue({ code: "custom", path: ["termsValue"], message });
  });

/** Asking customers for reviews (issue 19, docs/decisions/0114). */
const reviewsSchema = z.object({
  /** Hours after a job is signed off that the customer is asked for a review. */
  requestDelayHours: z
    .number({ error: "Enter how many hours after the job the customer is asked, such as 24" })
    .int("Enter a whole number of hours")
    .min(1, "Ask at least 1 hour after the job")
    .max(336, "Ask within 336 hours (two weeks)"),
  /** The business's Google review link, offered to every customer whatever their rating; "" for none. */
  googleReviewUrl: safeText("The Google review link")
    .trim()
    .refine((text) => text === "" || /^https:\/\/(g\.page|maps\.app\.goo\.gl|www\.google\.[a-z.]+|search\.google\.com)\//.test(text), {
      message: "Paste the review link from your Google Business Profile, starting https://g.page/ or https://search.google.com/",
    }),
});

/**
 * The highest card surcharge a customer may be asked for (docs/decisions/0162): the lowest rate
 * Stripe charges a New Zealand business for a card (2.7% + 30c for a New Zealand card, more for
 * others), so a surcharge is never more than what the card costs the business.
 */
export const MAX_CARD_SURCHARGE_PERCENT = 2.7;

/** Card payments through Stripe and how they reach the books (docs/decisions/0160, 0162, 0164). */
const paymentsSchema = z.object({
  /** A card surcharge in percent (up to two decimals); 0, the default, adds none. */
  cardSurchargePercent: z
    .number({ error: "Enter the card surcharge as a percentage, such as 1.5 (0 for none)" })
    .min(0, "Enter 0 or more")
    .max(
      MAX_CARD_SURCHARGE_PERCENT,
      `A surcharge may not be more than what card payments cost you: keep it to ${MAX_CARD_SURCHARGE_PERCENT}% or less`,
    )
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
      message: "Use at most two decimal places, such as 1.25",
    }),
  /** The account card payments are banked to in the books until Stripe pays them out (Xero's "Stripe" bank account). */
  clearingAccount: accountCode("card clearing"),
  /** The expense account for Stripe's fees. */
  feesAccount: accountCode("card fees"),
  /** The bank account Stripe's payouts arrive in (Xero's Business Bank Account is 090). */
  bankAccount: accountCode("payout bank"),
});

/** The tradie portal (docs/decisions/0206): how long a device stays signed in after its last use. */
const crewSchema = z.object({
  sessionDays: z
    .number({ error: "Enter how many days a tradie's phone stays signed in, such as 30" })
    .int("Enter a whole number of days")
    .min(1, "A phone stays signed in for at least 1 day")
    .max(365, "Keep it to 365 days or fewer"),
});

export const businessSettingsSchema = z.object({
  businessName: shortText("business name", 100),
  phone: nzPhone("phone number"),
  emergencyPhone: nzPhone("emergency number"),
  email: email("Enter an email address such as hello@example.co.nz"),
  postalAddress: shortText("postal address", 300),
  /** null means closed that day. */
  openingHours: z.object(
    Object.fromEntries(DAYS_OF_WEEK.map((d) => [d, openingSchema.nullable()])) as Record<DayOfWeek, z.ZodNullable<typeof openingSchema>>,
  ),
  paymentsAccepted: listOf(shortText("payment method", 40), "List at least one payment method"),
  serviceAreas: listOf(shortText("service area", 60), "List at least one service area"),
  notificationEmails: listOf(
    email("Check the email addresses: one per line, such as leads@example.co.nz"),
    "List at least one address for notifications",
  ),
  socialLinks: z.object({ facebook: socialLink("Facebook"), instagram: socialLink("Instagram") }),
  /** Printed on quotes and invoices; "" until the business is registered for GST. */
  gstNumber,
  quoting: quotingSchema,
  jobs: jobsSchema,
  invoicing: invoicingSchema,
  reviews: reviewsSchema,
  payments: paymentsSchema,
  crew: crewSchema,
});

/** "Standard labour: 95.00" → a labour rate; a line that does not read so becomes one the schema refuses. */
export function labourRateFromLine(line: string): { name: string; rateCents: number } {
  const match = /^(.*?)\s*[:=]\s*\$?\s*([\d,]+(?:\.\d{1,2})?)\s*$/.exec(line);
  const cents = match ? parseMoney(match[2]) : null;
  return { name: match ? match[1].trim() : line.trim(), rateCents: cents ?? 0 };
}
export type BusinessSettings = z.output<typeof businessSettingsSchema>;
