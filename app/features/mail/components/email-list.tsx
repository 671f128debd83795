import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatWhen } from "~/lib/clock";
import type { TroubledEmail } from "../email-admin.server";

const KIND_LABELS: Record<string, string> = {
  "lead-notification": "New lead, to the office",
  "lead-confirmation": "Quote request confirmation, to the customer",
  "application-received": "Application received, to the applicant",
  "application-notification": "New application, to the office",
  "password-reset": "Password reset",
  invitation: "Staff invitation",
};

const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replaceAll("-", " ");

function stateOf(email: TroubledEmail): string {
  const tries = `${email.attempts} ${email.attempts === 1 ? "attempt" : "attempts"}`;
  return email.status === "failed" ? `Failed after ${tries}` : `Retrying: ${tries} so far, next ${formatWhen(email.nextAttemptAt)}`;
}

/** Every email waiting after a failure or failed for good, each with "Send again". */
export function EmailList({ emails, canResend }: { emails: TroubledEmail[]; canResend: boolean }) {
  if (emails.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-5 text-ink">Every email has gone out. Nothing is waiting or failed.</p>
    );
  }
  return (
    <ul className="space-y-3">
      {emails.map((email) => (
        <li key={email.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold text-ink">{email.subject}</h2>
              <p className="text-sm text-muted">
                {kindLabel(email.kind)} · to {email.to.join(", ")} · queued {formatWhen(email.createdAt)}
              </p>
              <p className={email.status === "failed" ? "mt-1 text-sm font-semibold text-red-800" : "mt-1 text-sm text-ink"}>
                {stateOf(email)}
              </p>
              {email.lastError ? <p className="mt-0.5 text-sm break-words text-ink">Last error: {email.lastError}</p> : null}
              {email.subjectType === "lead" && email.subjectId ? (
                <Link to={`/admin/leads/${email.subjectId}`} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline">
                  Lead #{email.subjectId}
                </Link>
              ) : null}
            </div>
            {canResend ? (
              <Form method="post">
                <input type="hidden" name="emailId" value={email.id} />
                <Button type="submit" size="sm" variant="outline" name="intent" value="resend">
                  Send again now
                </Button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
