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
