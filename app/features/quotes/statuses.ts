import { defineStatuses } from "~/lib/status-set";

/**
 * Where a quote version is (docs/decisions/0103): a draft staff are writing; sent, and viewed
 * once the customer opens it; then accepted, declined, expired (after its valid-until day) or
 * superseded (a revision replaced it). Isomorphic.
 */
export const quoteStatuses = defineStatuses({
  draft: { label: "Draft", tone: "grey" },
  sent: { label: "Sent", tone: "blue" },
  viewed: { label: "Viewed", tone: "blue" },
  accepted: { label: "Accepted", tone: "green" },
  declined: { label: "Declined", tone: "red" },
  expired: { label: "Expired", tone: "amber" },
  superseded: { label: "Superseded", tone: "grey" },
});

export type QuoteStatus = (typeof quoteStatuses.values)[number];

/** Out with the customer and waiting for an answer: the only states they can accept or decline. */
export const AWAITING_ANSWER: readonly QuoteStatus[] = ["sent", "viewed"];

/** Sent and answerable, or answered: the states that count as "sent" in the figures. */
export const SENT_STATUSES: readonly QuoteStatus[] = ["sent", "viewed", "accepted", "declined", "expired"];
