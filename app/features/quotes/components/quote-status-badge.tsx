import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { quoteStatusLabel, type QuoteStatus } from "../statuses";

const TONES: Record<QuoteStatus, BadgeTone> = {
  draft: "grey",
  sent: "blue",
  viewed: "blue",
  accepted: "green",
  declined: "red",
  expired: "amber",
  superseded: "grey",
};

export function QuoteStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={quoteStatusLabel(status)} tone={TONES[status as QuoteStatus] ?? "grey"} />;
}
