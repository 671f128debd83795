/**
 * New Zealand mobile numbers and NZBNs (docs/decisions/0041). Mobiles start 020, 021, 022,
 * 027, 028 or 029 and have 6 to 8 more digits; they are stored as +64… and shown as
 * "021 123 4567". An NZBN is 13 digits.
 */
const MOBILE = /^0(2[012789])(\d{6,8})$/;

export const MOBILE_MESSAGE = "Enter a New Zealand mobile number, like 021 123 4567";
export const NZBN_MESSAGE = "An NZBN is 13 digits, like 9429041234567";

/** The national form with only digits ("0211234567"), or undefined when it is not an NZ mobile. */
function nationalMobile(input: string): string | undefined {
  const digits = input.replace(/[\s().-]/g, "");
  const national = digits.replace(/^(\+64|0064|64)(?=2)/, "0");
  return MOBILE.test(national) ? national : undefined;
}

export function isNzMobile(input: string): boolean {
  return nationalMobile(input) !== undefined;
}

/** "021 123 4567" → "+64211234567". Call only on a number isNzMobile accepts. */
export function toE164Mobile(input: string): string {
  return `+64${nationalMobile(input)!.slice(1)}`;
}

/** "+64211234567" → "021 123 4567"; anything else is returned as it is. */
export function formatMobile(stored: string): string {
  const match = MOBILE.exec(stored.replace(/^\+64/, "0"));
  if (!match) return stored;
  const [, prefix, rest] = match;
  const split = rest.length === 8 ? 4 : 3;
  return `0${prefix} ${rest.slice(0, split)} ${rest.slice(split)}`;
}

export function normaliseNzbn(input: string): string {
  return input.replace(/\s/g, "");
}

export function isNzbn(input: string): boolean {
  return /^\d{13}$/.test(normaliseNzbn(input));
}
