/*
 * An invoice's customer link (docs/decisions/0112): /i/{token}, like a quote's (decision 0103).
 * It lasts 400 days from when it was made, long enough to look the invoice up at tax time; a
 * reminder brings a fresh one.
 */
const LINK_DAYS = 400;

export function invoiceLinkPath(token: string): string {
  return `/i/${token}`;
}

export function invoiceLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + LINK_DAYS * 24 * 60 * 60 * 1000);
}
