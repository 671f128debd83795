import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatWhen } from "~/lib/clock";
import { shownNumber } from "../shown-number";
import { textKindLabel, textStateLabel } from "../text-labels";

export interface TextRow {
  id: number;
  kind: string;
  to: string;
  body: string;
  status: string;
  deliveryStatus: string | null;
  attempts: number;
  nextAttemptAt: Date | string;
  lastError: string | null;
  segments: number | null;
  createdAt: Date | string;
}

/** What can be done to a text: send it again (not one out or on its way), and say that one in doubt went out. */
function TextActions({ text }: { text: TextRow }) {
  if (text.status === "sent" || text.status === "sending") return null;
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="textId" value={text.id} />
      <Button type="submit" size="sm" variant="outline" name="intent" value="resend-text">
        Send again
      </Button>
      {text.status === "uncertain" ? (
        <Button type="submit" size="sm" variant="outline" name="intent" value="confirm-text-sent">
          It went out
        </Button>
      ) : null}
    </Form>
  );
}

/** Texts, newest first: to whom, what, and how it went. */
export function TextTable({ texts, canSend }: { texts: TextRow[]; canSend: boolean }) {
  if (texts.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-5 text-ink">No text has been sent yet.</p>;
  return (
    <ul className="space-y-3" aria-label="Texts">
      {texts.map((text) => (
        <li key={text.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-text-id={text.id}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-muted">
                {textKindLabel(text.kind)} · to {shownNumber(text.to)} · {formatWhen(text.createdAt)}
                {text.segments ? ` · ${text.segments} ${text.segments === 1 ? "segment" : "segments"}` : ""}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-ink">{text.body}</p>
              <p
                className={
                  text.status === "failed" || text.status === "uncertain"
                    ? "mt-1 text-sm font-semibold text-red-800"
                    : "mt-1 text-sm text-ink"
                }
              >
                {textStateLabel(text)}
                {text.status === "pending" && text.attempts === 0 ? `, from ${formatWhen(text.nextAttemptAt)}` : ""}
              </p>
              {text.lastError ? <p className="mt-0.5 text-sm break-words text-ink">{text.lastError}</p> : null}
            </div>
            {canSend ? <TextActions text={text} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
