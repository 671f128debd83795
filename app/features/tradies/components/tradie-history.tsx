import type { TradieEvent } from "../events.server";
import { HistoryList } from "../../../components/admin/history-list";

const TITLES: Record<string, string> = {
  created: "Created",
  edited: "Profile edited",
  published: "Published",
  unpublished: "Unpublished",
  status: "Status changed",
  verified: "Verified",
  unverified: "Badge removed",
  photo: "Photo",
};

export function TradieHistory({ events }: { events: TradieEvent[] }) {
  return (
    <HistoryList
      headingId="tradie-history"
      items={events.map((e) => ({ id: e.id, at: e.createdAt, who: e.actorName, title: TITLES[e.kind] ?? e.kind, body: e.detail }))}
    />
  );
}
