import { Link } from "react-router";
import { Panel } from "~/components/admin/panel";
import { IntentForm } from "~/components/form/intent-form";
import { formatWhen } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { QuoteStatusBadge } from "./quote-status-badge";

interface LeadQuote {
  id: number;
  label: string;
  status: string;
  inclusiveCents: number;
  sentAt: Date | string | null;
}

/** A lead's quotes, each with where it stands, and "New quote" for staff who may quote. */
export function LeadQuotesPanel({ quotes, canQuote }: { quotes: readonly LeadQuote[]; canQuote: boolean }) {
  return (
    <Panel id="lead-quotes" title="Quotes">
      {quotes.length ? (
        <ul className="space-y-2">
          {quotes.map((q) => (
            <li key={q.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/quotes/${q.id}`} className="font-semibold text-brand-700 underline">
                {q.label}
              </Link>
              <QuoteStatusBadge status={q.status} />
              <span className="tabular-nums">{formatMoney(q.inclusiveCents)}</span>
              <span className="text-muted">{q.sentAt ? `sent ${formatWhen(q.sentAt)}` : "not sent"}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No quote yet.</p>
      )}
      {canQuote ? <IntentForm intent="new-quote" submit="New quote" /> : null}
    </Panel>
  );
}
