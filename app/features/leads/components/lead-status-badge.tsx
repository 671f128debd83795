import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { leadStatusLabel, type LeadStatus } from "../statuses";

const TONE: Record<LeadStatus, BadgeTone> = {
  new: "blue",
  contacted: "amber",
  visit_booked: "amber",
  quote_sent: "amber",
  won: "green",
  lost: "red",
  on_hold: "grey",
  spam: "grey",
  duplicate: "grey",
};

export function LeadStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={leadStatusLabel(status)} tone={TONE[status as LeadStatus] ?? "grey"} />;
}
