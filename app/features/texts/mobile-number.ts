import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * A New Zealand number as a text can be sent to: "021 480 4471", "+64 21 480 4471" or
 * "0064214804471" → "+64214804471" (E.164), or undefined for a landline, a freephone number,
 * another country's number or no number at all. libphonenumber-js's full metadata tells a
 * mobile from a landline, so "09 280 4471" is not texted.
 */
export function textableNumber(input: string | null | undefined): string | undefined {
  if (!input) return undefined;
  const parsed = parsePhoneNumberFromString(input.trim(), "NZ");
  if (!parsed || parsed.country !== "NZ" || !parsed.isValid()) return undefined;
  const type = parsed.getType();
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE" ? parsed.number : undefined;
}
