import { addDays, type IsoDay } from "~/lib/clock";

/*
 * When an invoice is due (docs/decisions/0112): a number of days after the invoice date, or a
 * day of the month after it ("the 20th of the following month", the usual NZ trade terms). A
 * day past the end of a short month falls on its last day.
 */
export type PaymentTerms = { kind: "days"; days: number } | { kind: "following-month"; day: number };

export function dueDateFor(issueDate: IsoDay, terms: PaymentTerms): IsoDay {
  if (terms.kind === "days") return addDays(issueDate, terms.days);
  const [year, month] = issueDate.split("-").map(Number);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  const day = Math.min(terms.day, lastDay);
  return `${nextYear}-${String(nextMonth).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "7 days after the invoice date" or "the 20th of the month after the invoice". */
export function describeTerms(terms: PaymentTerms): string {
  if (terms.kind === "days") return `${terms.days} ${terms.days === 1 ? "day" : "days"} after the invoice date`;
  return `the ${ordinal(terms.day)} of the month after the invoice`;
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
}

/** The settings' two fields as terms. */
export function termsOf(settings: { termsKind: PaymentTerms["kind"]; termsValue: number }): PaymentTerms {
  return settings.termsKind === "days"
    ? { kind: "days", days: settings.termsValue }
    : { kind: "following-month", day: settings.termsValue };
}
