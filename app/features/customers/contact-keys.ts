/**
 * The keys customers are matched by. Isomorphic and pure, so the database migration that
 * filed the existing leads (drizzle/0012) and every new request agree: an email's key is its
 * trimmed lower case; a phone's is its digits in the national form ("+64 21 …" → "021…").
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("64") && phone.trim().startsWith("+") ? `0${digits.slice(2)}` : digits;
}

/** One site per place: the address and suburb, lower case, single spaces. */
export function siteKey(address: string, suburb: string): string {
  return `${address} ${suburb}`.trim().toLowerCase().replace(/\s+/g, " ");
}
