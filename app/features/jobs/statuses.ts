import { defineStatuses } from "~/lib/status-set";

/** A job's and a visit's statuses (docs/decisions/0108). Isomorphic: pages offer only the moves the server accepts. */
export const jobStatuses = defineStatuses({
  to_schedule: { label: "To schedule", tone: "amber" },
  scheduled: { label: "Scheduled", tone: "blue" },
  in_progress: { label: "In progress", tone: "blue" },
  done: { label: "Done", tone: "green" },
  cancelled: { label: "Cancelled", tone: "grey" },
});

export type JobStatus = (typeof jobStatuses.values)[number];

/**
 * Visits move forward only, one step or several (a tradie who forgot to tap "on my way" can
 * still start). Done, not completed (no access, parts, a return needed) and cancelled are
 * final: the visit has ended.
 */
export const visitStatuses = defineStatuses({
  scheduled: { label: "Scheduled", tone: "amber", moves: ["confirmed", "on_the_way", "started", "done", "not_completed", "cancelled"] },
  confirmed: { label: "Confirmed", tone: "blue", moves: ["on_the_way", "started", "done", "not_completed", "cancelled"] },
  on_the_way: { label: "On the way", tone: "blue", moves: ["started", "done", "not_completed", "cancelled"] },
  started: { label: "Started", tone: "blue", moves: ["done", "not_completed", "cancelled"] },
  done: { label: "Done", tone: "green", moves: [] },
  not_completed: { label: "Not completed", tone: "amber", moves: [] },
  cancelled: { label: "Cancelled", tone: "grey", moves: [] },
});

export type VisitStatus = (typeof visitStatuses.values)[number];

/** A visit whose time may still change: not under way, not over. */
export function isVisitOpen(status: string): boolean {
  return status === "scheduled" || status === "confirmed";
}

/** A visit that is over, one way or another (a status it cannot move on from): nothing about it is still to be sent or answered. */
export function hasVisitEnded(status: string): boolean {
  return visitStatuses.is(status) && visitStatuses.next(status).length === 0;
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
