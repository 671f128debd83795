import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import type { DepositState } from "../deposit.server";
import { jobStatusLabel, visitStatusLabel } from "../statuses";

const JOB_TONES: Record<string, BadgeTone> = {
  to_schedule: "amber",
  scheduled: "blue",
  in_progress: "blue",
  done: "green",
  cancelled: "grey",
};
const VISIT_TONES: Record<string, BadgeTone> = {
  scheduled: "amber",
  confirmed: "blue",
  on_the_way: "blue",
  started: "blue",
  done: "green",
  not_completed: "amber",
  cancelled: "grey",
};

export function JobStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={jobStatusLabel(status)} tone={JOB_TONES[status] ?? "grey"} />;
}

export function VisitStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={visitStatusLabel(status)} tone={VISIT_TONES[status] ?? "grey"} />;
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
