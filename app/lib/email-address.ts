/**
 * The one form of an email address that is stored and compared (issue 48): trimmed, in lower
 * case. Every request, account, contact key and rate-limit bucket goes through it, so
 * "Mere@Example.co.nz " and "mere@example.co.nz" are one person everywhere. Isomorphic and pure:
 * the migration that filed the first leads (drizzle/0012) agrees with it.
 */
export function emailKey(address: string): string {
  return address.trim().toLowerCase();
}
