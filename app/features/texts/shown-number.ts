import { normaliseNzPhone } from "~/lib/phone";

/** "+64214804471" → "021 480 4471", the way the site shows numbers (light enough for the browser). */
export function shownNumber(e164: string): string {
  return normaliseNzPhone(e164) ?? e164;
}
