import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatWhen } from "~/lib/clock";
import type { TimelineItem } from "../detail.server";

/** Who did what and when, oldest first, with the emails and their delivery state. */
export function LeadTimeline({ items, canResend }: { items: TimelineItem[]; canResend: boolean }) {
  return (
    <section aria-labelledby="lead-timeline" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lead-timeline" className="text-lg font-semibold text-ink">
        Activity
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-brand-100 pl-4">
        {items.map((item) => (
          <li key={item.key} data-kind={item.kind}>
            <p className="text-sm font-semibold text-ink">{item.title}</p>
            {item.body ? <p className="mt-0.5 text-sm whitespace-pre-line text-ink">{item.body}</p> : null}
            {item.email?.lastError ? <p className="mt-0.5 text-sm text-red-800">Last error: {item.email.lastError}</p> : null}
            <p className="mt-0.5 text-xs text-muted">
              {item.who}, <time dateTime={new Date(item.at).toISOString()}>{formatWhen(item.at)}</time>
            </p>
            {item.email?.resendable && canResend ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="emailId" value={item.email.id} />
                <Button type="submit" size="sm" variant="outline">
                  Send this email again
                </Button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
