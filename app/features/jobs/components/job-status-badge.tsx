import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import type { DepositState } from "../deposit.server";
import { jobStatuses, visitStatuses } from "../statuses";

export function JobStatusBadge({ status }: { status: string }) {
  return <StatusBadge set={jobStatuses} status={status} />;
}

export function VisitStatusBadge({ status }: { status: string }) {
  return <StatusBadge set={visitStatuses} status={status} />;
}

const DEPOSIT_BADGES: Record<DepositState, { label: string; tone: BadgeTone }> = {
  paid: { label: "Deposit paid", tone: "green" },
  waiting: { label: "Waiting for deposit", tone: "amber" },
  "not-asked": { label: "Deposit not invoiced", tone: "grey" },
};

/** How a job's deposit stands (docs/decisions/0165); nothing for a job without one. */
export function DepositBadge({ deposit }: { deposit: { state: DepositState } | null }) {
  if (!deposit) return null;
  const badge = DEPOSIT_BADGES[deposit.state];
  return <StatusBadge label={badge.label} tone={badge.tone} />;
}
