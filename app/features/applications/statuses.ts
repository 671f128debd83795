import { defineStatuses } from "~/lib/status-set";

/**
 * An application's path through review (docs/decisions/0043): submitted → under review →
 * information requested → approved, rejected or withdrawn. Isomorphic: the admin pages only
 * offer the moves the server would accept.
 *
 * Moves are the plain status changes. Requesting information, approving and rejecting have
 * their own actions (a message, a new tradie, a reason), and approval is final: the tradie it
 * created carries on from there.
 */
export const applicationStatuses = defineStatuses({
  submitted: { label: "Submitted", tone: "blue", moves: ["under_review", "withdrawn"] },
  under_review: { label: "Under review", tone: "amber", moves: ["withdrawn"] },
  information_requested: { label: "Information requested", tone: "amber", moves: ["under_review", "withdrawn"] },
  approved: { label: "Approved", tone: "green", moves: [] },
  rejected: { label: "Rejected", tone: "red", moves: ["under_review"] },
  withdrawn: { label: "Withdrawn", tone: "grey", moves: ["under_review"] },
});

export type ApplicationStatus = (typeof applicationStatuses.values)[number];

const DECIDABLE: readonly ApplicationStatus[] = ["submitted", "under_review", "information_requested"];

/** Requesting information, approving and rejecting are open while the application is still being decided. */
export function canDecide(status: ApplicationStatus): boolean {
  return DECIDABLE.includes(status);
}
