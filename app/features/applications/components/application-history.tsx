import { HistoryList } from "~/components/admin/history-list";
import type { ApplicationEvent } from "../events.server";
import { applicationStatuses } from "../statuses";

const label = (status: string | null) => applicationStatuses.label(status ?? "");

function title(e: ApplicationEvent): string {
  const emailed = e.emailed ? " (applicant emailed)" : "";
  switch (e.kind) {
    case "submitted":
      return "Application submitted";
    case "note":
      return "Note";
    case "status":
      return `Status: ${label(e.fromStatus)} → ${label(e.toStatus)}`;
    case "information_requested":
      return `Information requested${emailed}`;
    case "approved":
      return `Approved${emailed}`;
    case "rejected":
      return `Rejected${emailed}`;
    default:
      return e.kind;
  }
}

export function ApplicationHistory({ events }: { events: ApplicationEvent[] }) {
  return (
    <HistoryList
      headingId="application-history"
      items={events.map((e) => ({
        id: e.id,
        at: e.createdAt,
        who: e.actorId ? e.actorName : `${e.actorName} (applicant)`,
        title: title(e),
        body: e.note,
      }))}
    />
  );
}
