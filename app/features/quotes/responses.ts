/*
 * What a customer's answer on their quote page records (docs/decisions/0103): the reasons for a
 * decline, and what an acceptance keeps. The forms themselves are in responses-schema.ts. Isomorphic.
 */

export const DECLINE_REASONS = {
  price: "The price",
  timing: "The timing",
  other_business: "I chose someone else",
  not_needed: "I no longer need it",
  scope: "The quote is not what I asked for",
  other: "Something else",
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;

export interface QuoteAcceptance {
  name: string;
  ip: string;
  userAgent: string;
  /** The optional lines ticked, by index. */
  chosen: number[];
  inclusiveCents: number;
  depositCents: number;
  /** SHA-256 of the frozen version as accepted (quoteFingerprint). */
  sha256: string;
}

export interface QuoteDecline {
  reason: DeclineReason;
  note: string;
}

/** How a decline reads on the lead ("Lost: the price"), as the lead's lost reason. */
export function declineReasonText(decline: QuoteDecline): string {
  const label = DECLINE_REASONS[decline.reason];
  return decline.note ? `${label}: ${decline.note}` : label;
}
