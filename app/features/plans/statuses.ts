import type { BadgeTone } from "~/components/admin/status-badge";

/* A plan's status and billing in words (isomorphic). */

export const PLAN_STATUSES = ["active", "paused", "ended"] as const;
type PlanStatus = (typeof PLAN_STATUSES)[number];

const LABELS: Record<PlanStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "green" },
  paused: { label: "Paused", tone: "amber" },
  ended: { label: "Ended", tone: "grey" },
};

export function planStatusBadge(status: string) {
  return LABELS[status as PlanStatus] ?? { label: status, tone: "grey" as const };
}

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
