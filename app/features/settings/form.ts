import type { z } from "zod";
import { centsToDecimal } from "~/lib/money";
import { DAYS_OF_WEEK, labourRateFromLine, type BusinessSettings } from "./schema";

/** The settings form's field names for a day's hours. */
export const hoursField = (day: string, part: "opens" | "closes" | "closed") => `openingHours.${day}.${part}`;

function lines(text: FormDataEntryValue | null): string[] {
  return String(text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function numberOrText(text: FormDataEntryValue | null): number | undefined {
  const value = String(text ?? "").trim();
  return value === "" ? undefined : Number(value);
}

/** "3, 7" (or one per line) → [3, 7]; anything that is not a number stays for the schema to refuse. */
function dayList(text: FormDataEntryValue | null): unknown[] {
  return String(text ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function optional(text: FormDataEntryValue | null): string | undefined {
  const value = String(text ?? "").trim();
  return value === "" ? undefined : value;
}

/** The settings form's fields as the shape businessSettingsSchema checks; lists are one item per line. */
export function settingsInputFromForm(form: FormData): unknown {
  return {
    businessName: form.get("businessName") ?? undefined,
    phone: form.get("phone") ?? undefined,
    emergencyPhone: form.get("emergencyPhone") ?? undefined,
    email: form.get("email") ?? undefined,
    postalAddress: form.get("postalAddress") ?? undefined,
    openingHours: Object.fromEntries(
      DAYS_OF_WEEK.map((day) => [
        day,
        form.get(hoursField(day, "closed"))
          ? null
          : { opens: String(form.get(hoursField(day, "opens")) ?? ""), closes: String(form.get(hoursField(day, "closes")) ?? "") },
      ]),
    ),
    paymentsAccepted: lines(form.get("paymentsAccepted")),
    serviceAreas: lines(form.get("serviceAreas")),
    notificationEmails: lines(form.get("notificationEmails")),
    socialLinks: { facebook: optional(form.get("socialLinks.facebook")), instagram: optional(form.get("socialLinks.instagram")) },
    gstNumber: String(form.get("gstNumber") ?? ""),
    quoting: {
      validDays: numberOrText(form.get("quoting.validDays")),
      terms: form.get("quoting.terms") ?? undefined,
      gstRounding: form.get("quoting.gstRounding") ?? undefined,
      labourRatesInclude: form.get("quoting.labourRatesInclude") ?? undefined,
      labourRates: lines(form.get("quoting.labourRates")).map(labourRateFromLine),
      followUpDays: dayList(form.get("quoting.followUpDays")),
      expiryReminderDays: numberOrText(form.get("quoting.expiryReminderDays")),
    },
    jobs: {
      offerHours: numberOrText(form.get("jobs.offerHours")),
      reminderHours: numberOrText(form.get("jobs.reminderHours")),
      showPricesToTradies: form.get("jobs.showPricesToTradies") === "on",
      waitForDeposit: form.get("jobs.waitForDeposit") === "on",
      quietFrom: String(form.get("jobs.quietFrom") ?? ""),
      quietUntil: String(form.get("jobs.quietUntil") ?? ""),
      textQuietFrom: String(form.get("jobs.textQuietFrom") ?? ""),
      textQuietUntil: String(form.get("jobs.textQuietUntil") ?? ""),
      textsPerDay: numberOrText(form.get("jobs.textsPerDay")),
      planHorizonWeeks: numberOrText(form.get("jobs.planHorizonWeeks")),
      textSegmentCents: numberOrText(form.get("jobs.textSegmentCents")),
    },
    invoicing: {
      termsKind: form.get("invoicing.termsKind") ?? undefined,
      termsValue: numberOrText(form.get("invoicing.termsValue")),
      bankAccount: String(form.get("invoicing.bankAccount") ?? ""),
      reminderDays: dayList(form.get("invoicing.reminderDays")),
      salesAccount: form.get("invoicing.salesAccount") ?? undefined,
      materialsAccount: form.get("invoicing.materialsAccount") ?? undefined,
      exportAmountsAre: form.get("invoicing.exportAmountsAre") ?? undefined,
    },
    crew: { sessionDays: numberOrText(form.get("crew.sessionDays")) },
    reviews: {
      requestDelayHours: numberOrText(form.get("reviews.requestDelayHours")),
      googleReviewUrl: String(form.get("reviews.googleReviewUrl") ?? ""),
    },
    payments: {
      cardSurchargePercent: numberOrText(form.get("payments.cardSurchargePercent")) ?? 0,
      clearingAccount: form.get("payments.clearingAccount") ?? undefined,
      feesAccount: form.get("payments.feesAccount") ?? undefined,
      bankAccount: form.get("payments.bankAccount") ?? undefined,
    },
  };
}

/** What the form shows: the saved settings, lists one per line. */
export function settingsFormValues(settings: BusinessSettings): Record<string, string> {
  const values: Record<string, string> = {
    businessName: settings.businessName,
    phone: settings.phone,
    emergencyPhone: settings.emergencyPhone,
    email: settings.email,
    postalAddress: settings.postalAddress,
    paymentsAccepted: settings.paymentsAccepted.join("\n"),
    serviceAreas: settings.serviceAreas.join("\n"),
    notificationEmails: settings.notificationEmails.join("\n"),
    "socialLinks.facebook": settings.socialLinks.facebook ?? "",
    "socialLinks.instagram": settings.socialLinks.instagram ?? "",
    gstNumber: settings.gstNumber,
    "quoting.validDays": String(settings.quoting.validDays),
    "quoting.terms": settings.quoting.terms,
    "quoting.gstRounding": settings.quoting.gstRounding,
    "quoting.labourRatesInclude": settings.quoting.labourRatesInclude,
    "quoting.labourRates": settings.quoting.labourRates.map((rate) => `${rate.name}: ${centsToDecimal(rate.rateCents)}`).join("\n"),
    "quoting.followUpDays": settings.quoting.followUpDays.join(", "),
    "quoting.expiryReminderDays": String(settings.quoting.expiryReminderDays),
    "jobs.offerHours": String(settings.jobs.offerHours),
    "jobs.reminderHours": String(settings.jobs.reminderHours),
    "jobs.showPricesToTradies": settings.jobs.showPricesToTradies ? "on" : "",
    "jobs.waitForDeposit": settings.jobs.waitForDeposit ? "on" : "",
    "jobs.quietFrom": settings.jobs.quietFrom,
    "jobs.quietUntil": settings.jobs.quietUntil,
    "jobs.textQuietFrom": settings.jobs.textQuietFrom,
    "jobs.textQuietUntil": settings.jobs.textQuietUntil,
    "jobs.textsPerDay": String(settings.jobs.textsPerDay),
    "jobs.planHorizonWeeks": String(settings.jobs.planHorizonWeeks),
    "jobs.textSegmentCents": String(settings.jobs.textSegmentCents),
    "invoicing.termsKind": settings.invoicing.termsKind,
    "invoicing.termsValue": String(settings.invoicing.termsValue),
    "invoicing.bankAccount": settings.invoicing.bankAccount,
    "invoicing.reminderDays": settings.invoicing.reminderDays.join(", "),
    "invoicing.salesAccount": settings.invoicing.salesAccount,
    "invoicing.materialsAccount": settings.invoicing.materialsAccount,
    "invoicing.exportAmountsAre": settings.invoicing.exportAmountsAre,
    "crew.sessionDays": String(settings.crew.sessionDays),
    "reviews.requestDelayHours": String(settings.reviews.requestDelayHours),
    "reviews.googleReviewUrl": settings.reviews.googleReviewUrl,
    "payments.cardSurchargePercent": String(settings.payments.cardSurchargePercent),
    "payments.clearingAccount": settings.payments.clearingAccount,
    "payments.feesAccount": settings.payments.feesAccount,
    "payments.bankAccount": settings.payments.bankAccount,
  };
  for (const day of DAYS_OF_WEEK) {
    const hours = settings.openingHours[day];
    values[hoursField(day, "opens")] = hours?.opens ?? "";
    values[hoursField(day, "closes")] = hours?.closes ?? "";
    if (!hours) values[hoursField(day, "closed")] = "on";
  }
  return values;
}

/**
 * One message per form field: a day's hours report under "openingHours.monday", social links
 * under their own field, and a list under its textarea whichever line was wrong.
 */
export function settingsErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path.map(String);
    const key = ["openingHours", "socialLinks", "quoting", "jobs", "invoicing", "reviews", "payments"].includes(first)
      ? `${first}.${second}`
      : (first ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
