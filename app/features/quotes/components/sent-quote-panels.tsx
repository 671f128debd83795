import { CopyLink as SharedCopyLink } from "~/components/admin/copy-link";
import { Panel } from "~/components/admin/panel";
import { IntentForm } from "~/components/form/intent-form";
import { formatMoney } from "~/lib/money";

/** The quote's link just made, once, to copy. */
export function CopyLink({ link }: { link: string }) {
  return <SharedCopyLink link={link} label="Link to the quote" id="quote-link" />;
}

interface QuoteEvents {
  sentAt: string | null;
  viewedAt: string | null;
  questionAt: string | null;
  accepted: { name: string; at: string; ip: string; userAgent: string; chosen: number[]; inclusiveCents: number; sha256: string } | null;
  declined: { reason: string; note: string; at: string } | null;
}

/** What happened to the version since it was sent, the acceptance's evidence included. */
export function QuoteHistoryPanel({ events }: { events: QuoteEvents }) {
  const rows: Array<[string, string]> = [];
  if (events.sentAt) rows.push(["Sent", events.sentAt]);
  if (events.viewedAt) rows.push(["First opened", events.viewedAt]);
  if (events.questionAt) rows.push(["Last question", events.questionAt]);
  if (events.accepted) {
    rows.push(["Accepted", `${events.accepted.at} by ${events.accepted.name}`]);
    rows.push(["Accepted total", formatMoney(events.accepted.inclusiveCents)]);
    rows.push([
      "Optional items chosen",
      events.accepted.chosen.length ? events.accepted.chosen.map((i) => `line ${i + 1}`).join(", ") : "None",
    ]);
    rows.push(["From", `${events.accepted.ip}, ${events.accepted.userAgent || "unknown browser"}`]);
    rows.push(["SHA-256 of what was accepted", events.accepted.sha256]);
  }
  if (events.declined)
    rows.push(["Declined", `${events.declined.at}: ${events.declined.reason}${events.declined.note ? ` (${events.declined.note})` : ""}`]);
  return (
    <Panel id="quote-history" title="History">
      {rows.length ? (
        <dl className="space-y-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd className="break-all text-muted">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted">Not sent yet.</p>
      )}
    </Panel>
  );
}

/** The changes a quote can take in its state: send a draft; copy a link, revise or duplicate a sent one. */
export function QuoteActionsPanel({ status, canChange, followUps }: { status: string; canChange: boolean; followUps: boolean }) {
  if (!canChange) return null;
  const out = status === "sent" || status === "viewed";
  return (
    <Panel id="quote-actions" title="Send and change">
      {status === "draft" ? (
        <IntentForm intent="send" submit="Send to customer">
          <p className="text-muted">
            Save your changes first: the customer gets the saved draft by email, with a link to accept it online.
          </p>
        </IntentForm>
      ) : null}
      {out || status === "accepted" ? <IntentForm intent="link" submit="New link to copy" variant="outline" /> : null}
      {out && followUps ? (
        <IntentForm intent="follow-ups-off" submit="Stop automatic follow-ups" variant="outline">
          <p className="text-muted">The follow-up emails still to go are on the lead&apos;s page; this cancels them all.</p>
        </IntentForm>
      ) : null}
      {status !== "draft" && status !== "accepted" && status !== "superseded" ? (
        <IntentForm intent="revise" submit="Revise (new version)" variant="outline">
          <p className="text-muted">The customer&apos;s current version stops being acceptable until you send the new one.</p>
        </IntentForm>
      ) : null}
      <IntentForm intent="duplicate" submit="Duplicate as a new quote" variant="outline" />
    </Panel>
  );
}
