/** A job's and a visit's statuses (docs/decisions/0108). Isomorphic: pages offer only the moves the server accepts. */
export const JOB_STATUSES = ["to_schedule", "scheduled", "in_progress", "done", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  to_schedule: "To schedule",
  scheduled: "Scheduled",
  in_progress: "In progress",
  done: "Done",
  cancelled: "Cancelled",
};

export const VISIT_STATUSES = ["scheduled", "confirmed", "on_the_way", "started", "done", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: "Scheduled",
  confirmed: "Confirmed",
  on_the_way: "On the way",
  started: "Started",
  done: "Done",
  cancelled: "Cancelled",
};

/** Forward only, one step or several (a tradie who forgot to tap "on my way" can still start); done and cancelled are final. */
const VISIT_NEXT: Record<VisitStatus, readonly VisitStatus[]> = {
  scheduled: ["confirmed", "on_the_way", "started", "done", "cancelled"],
  confirmed: ["on_the_way", "started", "done", "cancelled"],
  on_the_way: ["started", "done", "cancelled"],
  started: ["done", "cancelled"],
  done: [],
  cancelled: [],
};

function isVisitStatus(value: unknown): value is VisitStatus {
  return typeof value === "string" && (VISIT_STATUSES as readonly string[]).includes(value);
}

export function canMoveVisit(from: string, to: VisitStatus): boolean {
  return isVisitStatus(from) && VISIT_NEXT[from].includes(to);
}

export function nextVisitStatuses(from: string): readonly VisitStatus[] {
  return isVisitStatus(from) ? VISIT_NEXT[from] : [];
}

/** A visit whose time may still change: not under way, not over. */
export function isVisitOpen(status: string): boolean {
  return status === "scheduled" || status === "confirmed";
}

export function jobStatusLabel(status: string): string {
  return (JOB_STATUSES as readonly string[]).includes(status) ? JOB_STATUS_LABELS[status as JobStatus] : status;
}

export function visitStatusLabel(status: string): string {
  return isVisitStatus(status) ? VISIT_STATUS_LABELS[status] : status;
}

/**
 * Where a job stands from its visits: done when every visit that was not cancelled is done (and
 * there was one), in progress once any is under way or done, scheduled while any is booked, and
 * to schedule otherwise. A cancelled job stays cancelled.
 */
export function jobStatusFromVisits(current: string, visits: readonly { status: string }[]): JobStatus {
  if (current === "cancelled") return "cancelled";
  const live = visits.filter((v) => v.status !== "cancelled");
  if (live.length === 0) return "to_schedule";
  if (live.every((v) => v.status === "done")) return "done";
  if (live.some((v) => v.status === "on_the_way" || v.status === "started" || v.status === "done")) return "in_progress";
  return "scheduled";
}
