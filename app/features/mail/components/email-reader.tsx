import { CopyLink } from "~/components/admin/copy-link";
import { Panel } from "~/components/admin/panel";
import { formatWhen } from "~/lib/clock";
import { emailKindLabel, emailStateLabel } from "../email-log";
import type { ReadEmail } from "../email-log.server";
import { EmailRecordLink, EmailTroubleActions } from "./email-list";

const TROUBLE = new Set(["pending", "failed", "uncertain"]);

function Details({ email }: { email: ReadEmail }) {
  const rows: Array<[string, string]> = [
    ["To", email.to.join(", ")],
    ...(email.replyTo ? [["Reply to", email.replyTo] as [string, string]] : []),
    ["What", emailKindLabel(email.kind)],
    ["State", emailStateLabel(email.status)],
    ["Queued", formatWhen(email.createdAt)],
    ...(email.sentAt ? [[email.status === "captured" ? "Captured" : "Sent", formatWhen(email.sentAt)] as [string, string]] : []),
    ...(email.attachments.length ? [["Attached", email.attachments.join(", ")] as [string, string]] : []),
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-muted">{term}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One email as its recipient reads it (the plain-text part), the links in it to copy, and what happened to it. */
export function EmailReader({ email, canResend }: { email: ReadEmail; canResend: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-5">
        <Details email={email} />
        {email.status === "uncertain" || (email.lastError && email.status !== "sent") ? (
          <p className="text-sm font-semibold text-red-800">{email.lastError}</p>
        ) : null}
        <section aria-labelledby="email-text-heading">
          <h2 id="email-text-heading" className="mb-2 text-lg font-semibold">
            What it says
          </h2>
          {email.text === null ? (
            <p className="text-muted">This email&rsquo;s text cannot be shown by this version of the site.</p>
          ) : (
            <pre className="rounded-xl border border-slate-200 bg-white p-4 font-sans text-sm break-words whitespace-pre-wrap text-ink shadow-sm">
              {email.text}
            </pre>
          )}
        </section>
      </div>
      <div className="space-y-5">
        <Panel id="links-heading" title="Links in this email" description="Copy one to send by text message or another email.">
          {email.links.length === 0 ? <p className="text-muted">This email holds no links.</p> : null}
          {email.links.map((link) => (
            <CopyLink key={link.url} link={link.url} label={link.label} />
          ))}
          {email.withheldSignInLinks ? (
            <p className="text-muted">Its sign-in link is shown to administrators only: it signs its holder in as the recipient.</p>
          ) : null}
        </Panel>
        {TROUBLE.has(email.status) && canResend ? (
          <Panel id="actions-heading" title="Sending">
            <EmailTroubleActions email={email} canResend={canResend} />
          </Panel>
        ) : null}
        <EmailRecordLink email={email} />
        {email.history.length ? (
          <Panel id="history-heading" title="Attempts">
            <ol className="space-y-1">
              {email.history.map((attempt) => (
                <li key={attempt.id}>
                  {formatWhen(attempt.at)}: {emailStateLabel(attempt.outcome === "error" ? "failed" : attempt.outcome)}
                  {attempt.error && attempt.outcome === "error" ? ` (${attempt.error})` : ""}
                </li>
              ))}
            </ol>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
