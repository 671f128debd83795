/**
 * Where a quote version is (docs/decisions/0103): a draft staff are writing; sent, and viewed
 * once the customer opens it; then accepted, declined, expired (after its valid-until day) or
 * superseded (a revision replaced it). Isomorphic.
 */
export const QUOTE_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "expired", "superseded"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  superseded: "Superseded",
};

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

export function quoteStatusLabel(status: string): string {
  return isQuoteStatus(status) ? QUOTE_STATUS_LABELS[status] : status;
}

/** Out with the customer and waiting for an answer: the only states they can accept or decline. */
export const AWAITING_ANSWER: readonly QuoteStatus[] = ["sent", "viewed"];

/** Sent and answerable, or answered: the states that count as "sent" in the figures. */
export const SENT_STATUSES: readonly QuoteStatus[] = ["sent", "viewed", "accepted", "declined", "expired"];
