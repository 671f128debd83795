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

export const VISIT_STATUSES = ["scheduled", "confirmed", "on_the_way", "started", "done", "not_completed", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: "Scheduled",
  confirmed: "Confirmed",
  on_the_way: "On the way",
  started: "Started",
  done: "Done",
  not_completed: "Not completed",
  cancelled: "Cancelled",
};

/**
 * Forward only, one step or several (a tradie who forgot to tap "on my way" can still start).
 * Done, not completed (no access, parts, a return needed) and cancelled are final: the visit has ended.
 */
const VISIT_NEXT: Record<VisitStatus, readonly VisitStatus[]> = {
  scheduled: ["confirmed", "on_the_way", "started", "done", "not_completed", "cancelled"],
  confirmed: ["on_the_way", "started", "done", "not_completed", "cancelled"],
  on_the_way: ["started", "done", "not_completed", "cancelled"],
  started: ["done", "not_completed", "cancelled"],
  done: [],
  not_completed: [],
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

/** A visit that is over, one way or another: nothing about it is still to be sent or answered. */
export function hasVisitEnded(status: string): boolean {
  return status === "done" || status === "not_completed" || status === "cancelled";
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
 * to schedule otherwise. A visit not completed needs a return: until a later visit is booked the
 * job is to schedule again; once one is, the later visit stands for the work. A cancelled job stays cancelled.
 */
export function jobStatusFromVisits(current: string, visits: readonly { status: string; startsAt: Date }[]): JobStatus {
  if (current === "cancelled") return "cancelled";
  const booked = visits.filter((v) => v.status !== "cancelled");
  const returnDue = booked.some(
    (v) => v.status === "not_completed" && !booked.some((later) => later.status !== "not_completed" && later.startsAt > v.startsAt),
  );
  if (returnDue) return "to_schedule";
  const live = booked.filter((v) => v.status !== "not_completed");
  if (live.length === 0) return "to_schedule";
  if (live.every((v) => v.status === "done")) return "done";
  if (live.some((v) => v.status === "on_the_way" || v.status === "started" || v.status === "done")) return "in_progress";
  return "scheduled";
}
