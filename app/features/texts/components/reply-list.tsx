import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatWhen } from "~/lib/clock";
import { shownNumber } from "../shown-number";
import { SendTextForm } from "./send-text-form";

export interface ReplyRow {
  id: number;
  from: string;
  body: string;
  keyword: string | null;
  receivedAt: Date | string;
  readAt: Date | string | null;
  customerName: string | null;
  subjectType: string | null;
  subjectId: number | null;
}

function RecordLink({ reply }: { reply: ReplyRow }) {
  if (!reply.subjectType || !reply.subjectId) return <span>not matched to a customer</span>;
  const to = reply.subjectType === "job" ? `/admin/jobs/${reply.subjectId}` : `/admin/leads/${reply.subjectId}`;
  return (
    <Link to={to} className="font-semibold text-brand-700 underline">
      {reply.subjectType === "job" ? `Job #${reply.subjectId}` : `Lead #${reply.subjectId}`}
    </Link>
  );
}

/** Texts that came in, newest first: who, what, where it was filed, and a reply box. */
export function ReplyList({ replies, canSend }: { replies: ReplyRow[]; canSend: boolean }) {
  if (replies.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-5 text-ink">No texts have come in yet.</p>;
  return (
    <ul className="space-y-3" aria-label="Replies">
      {replies.map((reply) => (
        <li
          key={reply.id}
          className={`rounded-xl border bg-white p-4 shadow-sm ${reply.readAt ? "border-slate-200" : "border-brand-700"}`}
          data-reply-id={reply.id}
        >
          <p className="text-sm text-muted">
            {reply.readAt ? null : <strong className="mr-1 text-brand-700">Unread ·</strong>}
            {reply.customerName ?? "Unknown"} · {shownNumber(reply.from)} · {formatWhen(reply.receivedAt)} · <RecordLink reply={reply} />
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-ink">{reply.body}</p>
          {reply.keyword === "stop" ? (
            <p className="mt-1 text-sm font-semibold text-red-800">Opted out: no more texts to this number.</p>
          ) : null}
          {canSend && reply.keyword !== "stop" ? <SendTextForm to={reply.from} scope={`reply-${reply.id}`} label="Reply" /> : null}
          {canSend && !reply.readAt ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="from" value={reply.from} />
              <Button type="submit" size="sm" variant="outline" name="intent" value="mark-read">
                Mark as read
              </Button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
