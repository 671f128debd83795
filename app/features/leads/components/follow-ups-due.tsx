import { BellRing } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { formatIsoDayShort } from "~/lib/clock";
import { followUpCount } from "../follow-ups";
import type { LeadListRow } from "../list.server";

/** Above the list: leads on hold whose follow-up date has come, and a link to them. */
export function FollowUpsDueNotice({ count }: { count: number }) {
  return (
    <p className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <Icon icon={BellRing} aria-hidden="true" className="size-4 shrink-0" />
      {followUpCount(count)} on hold {count === 1 ? "is" : "are"} due for follow-up.
      <Link to="/admin/leads?status=follow-up" className="font-semibold underline">
        Show {count === 1 ? "it" : "them"}
      </Link>
    </p>
  );
}

/** Under a lead's status: its follow-up date, marked once it has come (`today` is the Auckland day). */
export function FollowUpDate({ lead, today }: { lead: Pick<LeadListRow, "status" | "followUpOn">; today: string }) {
  if (!lead.followUpOn) return null;
  if (lead.status === "on_hold" && lead.followUpOn <= today) {
    return (
      <span className="mt-1 block text-xs font-semibold text-amber-900">Follow-up due ({formatIsoDayShort(lead.followUpOn, today)})</span>
    );
  }
  return <span className="block text-xs text-muted">Follow up {formatIsoDayShort(lead.followUpOn, today)}</span>;
}
