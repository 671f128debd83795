/**
 * New Zealand phone numbers (field notes): landlines 0 + area code (3, 4, 6, 7, 9) + 7 digits,
 * mobiles 020/021/022/027/028/029 + 6 to 8 digits, freephone 0800 and 0508 + 6 or 7 digits.
 * Accepts spaces, dashes, brackets and +64; gives the number back the way the site shows it.
 */
const PATTERNS: Array<{ pattern: RegExp; groups: (d: string) => string[] }> = [
  { pattern: /^0[34679]\d{7}$/, groups: (d) => [d.slice(0, 2), d.slice(2, 5), d.slice(5)] },
  { pattern: /^02[012789]\d{6,8}$/, groups: (d) => [d.slice(0, 3), d.slice(3, 6), d.slice(6)] },
  { pattern: /^0(800|508)\d{6,7}$/, groups: (d) => [d.slice(0, 4), d.slice(4, 7), d.slice(7)] },
];

/** "+64 21 480 4471" → "021 480 4471"; undefined when it is not a New Zealand number. */
export function normaliseNzPhone(input: string): string | undefined {
  if (/[^\d\s()+-]/.test(input)) return undefined;
  let digits = input.replace(/[^\d+]/g, "");
  if (digits.startsWith("+64")) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith("+")) return undefined;
  const match = PATTERNS.find((p) => p.pattern.test(digits));
  return match ? match.groups(digits).join(" ") : undefined;
}

/** "09 280 4471" → "+6492804471": the form tel: links and structured data use. */
export function toE164NZ(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("64")) return `+${digits}`;
  return `+64${digits.replace(/^0/, "")}`;
}

export function telHref(phone: string): string {
  return `tel:${toE164NZ(phone)}`;
}

/** A phone's key for matching: its digits in the national form ("+64 21 …" → "021…"). */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("64") && phone.trim().startsWith("+") ? `0${digits.slice(2)}` : digits;
}
