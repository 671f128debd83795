import { StatusBadge } from "~/components/admin/status-badge";
import { leadStatuses } from "../statuses";

export function LeadStatusBadge({ status }: { status: string }) {
  return <StatusBadge set={leadStatuses} status={status} />;
}
