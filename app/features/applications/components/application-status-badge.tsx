import { StatusBadge } from "~/components/admin/status-badge";
import { applicationStatuses } from "../statuses";

export function ApplicationStatusBadge({ status }: { status: string }) {
  return <StatusBadge set={applicationStatuses} status={status} />;
}
