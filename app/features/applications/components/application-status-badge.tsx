import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "../statuses";

const TONE: Record<ApplicationStatus, BadgeTone> = {
  submitted: "blue",
  under_review: "amber",
  information_requested: "amber",
  approved: "green",
  rejected: "red",
  withdrawn: "grey",
};

export function ApplicationStatusBadge({ status }: { status: string }) {
  const known = status as ApplicationStatus;
  return <StatusBadge label={APPLICATION_STATUS_LABELS[known] ?? status} tone={TONE[known] ?? "grey"} />;
}
