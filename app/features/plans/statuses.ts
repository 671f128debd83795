import { defineStatuses } from "~/lib/status-set";

/* A plan's status and billing in words (isomorphic). */

export const planStatuses = defineStatuses({
  active: { label: "Active", tone: "green" },
  paused: { label: "Paused", tone: "amber" },
  ended: { label: "Ended", tone: "grey" },
});

export const billingLabel = (billing: string) => (billing === "monthly" ? "Monthly invoice" : "Invoice per visit");

/** Why a plan ended, for the figures; staff add their own words beside it. */
export const END_REASONS = {
  customer_cancelled: "The customer cancelled",
  moved: "The customer moved or sold the property",
  price: "Price",
  service: "Unhappy with the service",
  done: "The work is no longer needed",
  other: "Another reason",
} as const;
export type EndReason = keyof typeof END_REASONS;
export const END_REASON_KEYS = Object.keys(END_REASONS) as EndReason[];
