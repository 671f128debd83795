import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
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
