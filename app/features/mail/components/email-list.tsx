import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatWhen } from "~/lib/clock";
import { emailKindLabel } from "../email-log";
import type { TroubledEmail } from "../email-admin.server";

function stateOf(email: TroubledEmail): string {
  const tries = `${email.attempts} ${email.attempts === 1 ? "attempt" : "attempts"}`;
  if (email.status === "uncertain")
    return "May have gone out: sending was cut short once the mail server had it. Ask the recipient before sending it again.";
  return email.status === "failed" ? `Failed after ${tries}` : `Retrying: ${tries} so far, next ${formatWhen(email.nextAttemptAt)}`;
}

/** The record an email belongs to, where staff have a page for it (a lead). */
export function EmailRecordLink({ email }: { email: { subjectType: string | null; subjectId: number | null } }) {
  if (email.subjectType !== "lead" || !email.subjectId) return null;
  return (
    <Link to={`/admin/leads/${email.subjectId}`} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline">
      Lead #{email.subjectId}
    </Link>
  );
}

/** The buttons for an email in trouble: send it again, and for one that may have gone out, say that it did. */
export function EmailTroubleActions({ email, canResend }: { email: Pick<TroubledEmail, "id" | "status">; canResend: boolean }) {
  if (!canResend) return null;
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="emailId" value={email.id} />
      <Button type="submit" size="sm" variant="outline" name="intent" value="resend">
        Send again now
      </Button>
      {email.status === "uncertain" ? (
        <Button type="submit" size="sm" variant="outline" name="intent" value="confirm-sent">
          It went out
        </Button>
      ) : null}
    </Form>
  );
}

/** Every email waiting after a failure, failed for good or possibly sent, each with what can be done. */
export function EmailList({ emails, canResend }: { emails: TroubledEmail[]; canResend: boolean }) {
  if (emails.length === 0) {
    return <p className="rounded-xl border border-slate-200 bg-white p-5 text-ink">Nothing is waiting, failed or in doubt.</p>;
  }
  return (
    <ul className="space-y-3">
      {emails.map((email) => (
        <li key={email.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold text-ink">
                <Link to={`/admin/email/${email.id}`} className="underline">
                  {email.subject}
                </Link>
              </h3>
              <p className="text-sm text-muted">
                {emailKindLabel(email.kind)} · to {email.to.join(", ")} · queued {formatWhen(email.createdAt)}
              </p>
              <p className={email.status === "pending" ? "mt-1 text-sm text-ink" : "mt-1 text-sm font-semibold text-red-800"}>
                {stateOf(email)}
              </p>
              {email.lastError && email.status !== "uncertain" ? (
                <p className="mt-0.5 text-sm break-words text-ink">Last error: {email.lastError}</p>
              ) : null}
              <EmailRecordLink email={email} />
            </div>
            <EmailTroubleActions email={email} canResend={canResend} />
          </div>
        </li>
      ))}
    </ul>
  );
}
