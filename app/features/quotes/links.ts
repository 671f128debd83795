import { addDays, aucklandInstant, type IsoDay } from "~/lib/clock";

/*
 * A quote's customer link (docs/decisions/0103): /q/{token}. It outlives the quote by 90 days,
 * so a customer can still read what they were offered; an accepted quote's link lasts a year
 * from the acceptance, for the job that follows.
 */
const DAYS_AFTER_VALIDITY = 90;
const DAYS_AFTER_ACCEPTANCE = 365;

export function quoteLinkPath(token: string): string {
  return `/q/${token}`;
}

export function quoteLinkExpiry(validUntil: IsoDay): Date {
  return aucklandInstant(addDays(validUntil, DAYS_AFTER_VALIDITY), "23:59");
}

export function acceptedLinkExpiry(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + DAYS_AFTER_ACCEPTANCE * 24 * 60 * 60 * 1000);
}
