import { formatWhen } from "~/lib/clock";

export interface HistoryItem {
  id: number;
  at: Date | string;
  who: string;
  title: string;
  body?: string | null;
}

/** A record's history, oldest first: what happened, who did it and when. */
export function HistoryList({ items, headingId }: { items: HistoryItem[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        History
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing yet.</p>
      ) : (
        <ol className="mt-3 space-y-4 border-l-2 border-brand-100 pl-4">
          {items.map((item) => (
            <li key={item.id}>
              <p className="text-sm font-semibold text-ink">{item.title}</p>
              {item.body ? <p className="mt-0.5 text-sm whitespace-pre-line text-ink">{item.body}</p> : null}
              <p className="mt-0.5 text-xs text-muted">
                {item.who}, <time dateTime={new Date(item.at).toISOString()}>{formatWhen(item.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
