import { StatusBadge } from "~/components/admin/status-badge";
import { quoteStatuses } from "../statuses";

export function QuoteStatusBadge({ status }: { status: string }) {
  return <StatusBadge set={quoteStatuses} status={status} />;
}
