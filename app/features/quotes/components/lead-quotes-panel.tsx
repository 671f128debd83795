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
  /** Accepted (with the chosen options) once accepted, else as sent. */
  totalCents: number;
  sentAt: Date | string | null;
}

/** A lead's quotes, each with where it stands, and "New quote" for staff who may quote. */
interface ScheduledEmail {
  id: number;
  at: string;
  what: string;
}

export function LeadQuotesPanel({
  quotes,
  scheduled,
  canQuote,
}: {
  quotes: readonly LeadQuote[];
  scheduled: readonly ScheduledEmail[];
  canQuote: boolean;
}) {
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
              <span className="tabular-nums">{formatMoney(q.totalCents)}</span>
              <span className="text-muted">{q.sentAt ? `sent ${formatWhen(q.sentAt)}` : "not sent"}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No quote yet.</p>
      )}
      {scheduled.length ? (
        <>
          <h3 className="font-semibold">Scheduled emails</h3>
          <ul className="space-y-2">
            {scheduled.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-2">
                <span>
                  {s.what}, <span className="text-muted">due {s.at}</span>
                </span>
                {canQuote ? (
                  <IntentForm intent="cancel-scheduled" submit="Cancel" variant="outline">
                    <input type="hidden" name="jobId" value={s.id} />
                  </IntentForm>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {canQuote ? <IntentForm intent="new-quote" submit="New quote" /> : null}
    </Panel>
  );
}
