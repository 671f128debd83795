/**
 * An application's path through review (docs/decisions/0043): submitted → under review →
 * information requested → approved, rejected or withdrawn. Isomorphic: the admin pages only
 * offer the moves the server would accept.
 */
export const APPLICATION_STATUSES = ["submitted", "under_review", "information_requested", "approved", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: "Submitted",
  under_review: "Under review",
  information_requested: "Information requested",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/**
 * Where each status may go by a plain status change. Requesting information, approving and
 * rejecting have their own actions (a message, a new tradie, a reason), and approval is
 * final: the tradie it created carries on from there.
 */
const NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ["under_review", "withdrawn"],
  under_review: ["withdrawn"],
  information_requested: ["under_review", "withdrawn"],
  approved: [],
  rejected: ["under_review"],
  withdrawn: ["under_review"],
};

const DECIDABLE: readonly ApplicationStatus[] = ["submitted", "under_review", "information_requested"];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return NEXT[from];
}

/** Requesting information, approving and rejecting are open while the application is still being decided. */
export function canDecide(status: ApplicationStatus): boolean {
  return DECIDABLE.includes(status);
}
