import { telHref } from "~/lib/phone";
import { Link } from "react-router";
import { Panel } from "~/components/admin/panel";
import { TextArea, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { IntentForm } from "~/components/form/intent-form";
import { QuoteLinesTable } from "~/features/quotes/components/quote-document-view";
import { intentErrors } from "~/lib/field-errors";
import type { ActionResult } from "~/lib/form-action";
import { formatWhen } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { StaffJob } from "../staff-job.server";
import { siteAddress } from "~/lib/address";

type Result = ActionResult<object> | undefined;

const errorsFor = intentErrors;

/** What the job is: the customer and site, the accepted quote's work, the scope and the notes. */
export function JobWorkSection({ job }: { job: StaffJob }) {
  const { customer } = job;
  const mapLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${siteAddress(customer.address, customer.suburb)}, Auckland`)}`;
  return (
    <section aria-labelledby="work-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="work-heading" className="text-lg font-semibold text-ink">
        The work
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Customer</dt>
          <dd>
            {customer.name}
            {/* A customer entered by staff may have only one of the two (docs/decisions/0140). */}
            {customer.phone ? (
              <>
                {" · "}
                <a href={telHref(customer.phone)}>{customer.phone}</a>
              </>
            ) : null}
            {customer.email ? (
              <>
                {" · "}
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Site</dt>
          <dd>
            <a href={mapLink} className="underline" rel="noreferrer" target="_blank">
              {siteAddress(customer.address, customer.suburb)}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted">From</dt>
          <dd>
            {job.quote ? (
              <Link to={`/admin/quotes/${job.quote.id}`} className="underline">
                {`Accepted quote ${job.quote.number}`}
              </Link>
            ) : (
              "Made from the lead, without a quote"
            )}
          </dd>
        </div>
        {job.valueCents ? (
          <div>
            <dt className="text-muted">Value</dt>
            <dd>
              {formatMoney(job.valueCents)}
              {job.depositCents ? ` (deposit ${formatMoney(job.depositCents)})` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {job.scope ? <p className="mt-4 text-sm whitespace-pre-line">{job.scope}</p> : null}
      {job.printed ? (
        <div className="mt-4">
          <QuoteLinesTable rows={job.printed.rows} totals={job.printed.totals} chosen={new Set()} />
        </div>
      ) : null}
      {job.notes ? (
        <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-semibold">Notes</p>
          <p className="mt-1 whitespace-pre-line">{job.notes}</p>
        </div>
      ) : null}
    </section>
  );
}

/** Cancelling the job (with a reason) or reopening a cancelled one; a done job's review. */
export function JobStatusPanel({ job, canChange, result }: { job: StaffJob; canChange: boolean; result: Result }) {
  if (job.status === "done")
    return (
      <Panel id="job-status" title="Review" description="Check the photos, notes and sign-off before closing the job off.">
        {job.reviewed ? (
          <p>{`Reviewed by ${job.reviewed.by}, ${formatWhen(job.reviewed.at)}.`}</p>
        ) : canChange ? (
          <IntentForm intent="review" submit="Mark reviewed" />
        ) : (
          <p>Waiting for review.</p>
        )}
      </Panel>
    );
  if (!canChange) return null;
  if (job.status === "cancelled")
    return (
      <Panel id="job-status" title="Cancelled" description="Reopen it to book its visits again.">
        <IntentForm intent="reopen" submit="Reopen the job" variant="outline" />
      </Panel>
    );
  const errors = errorsFor(result, "cancel");
  return (
    <Panel id="job-status" title="Cancel the job" description="Its visits that are not done are cancelled with it.">
      <IntentForm intent="cancel" submit="Cancel the job" variant="outline">
        <TextInput scope="cancel" name="reason" label="Why" error={errors.reason} required />
      </IntentForm>
    </Panel>
  );
}

/** Editing what the job is called, its scope and its notes. */
export function JobDetailsPanel({ job, result }: { job: StaffJob; result: Result }) {
  const errors = errorsFor(result, "edit");
  const failed = result && !result.ok && result.intent === "edit" && !result.errors ? result.message : null;
  return (
    <Panel id="job-details" title="Details">
      {failed ? <FormAlert tone="error">{failed}</FormAlert> : null}
      <IntentForm intent="edit" submit="Save the details">
        <TextInput scope="edit" name="title" label="Work" defaultValue={job.title} error={errors.title} required />
        <TextArea scope="edit" name="scope" label="Scope" rows={4} defaultValue={job.scope} error={errors.scope} />
        <TextArea scope="edit" name="notes" label="Notes for the team" rows={3} defaultValue={job.notes} error={errors.notes} />
      </IntentForm>
    </Panel>
  );
}

/** The job's messages still to go at a set time, each with Send now and Cancel buttons. */
export function ScheduledMessagesPanel({ job, canChange }: { job: StaffJob; canChange: boolean }) {
  if (job.scheduled.length === 0) return null;
  return (
    <Panel id="job-scheduled" title="Scheduled messages" description="Sent at the time shown unless cancelled.">
      <ul className="space-y-3">
        {job.scheduled.map((s) => (
          <li key={s.id} className="space-y-1">
            <p>{s.what}</p>
            <p className="text-xs text-muted">{`Due ${s.at}`}</p>
            {canChange ? (
              <div className="flex flex-wrap gap-2">
                <IntentForm intent="send-scheduled-now" submit="Send it now" variant="outline">
                  <input type="hidden" name="taskId" value={s.id} />
                </IntentForm>
                <IntentForm intent="cancel-scheduled" submit="Cancel it" variant="outline">
                  <input type="hidden" name="taskId" value={s.id} />
                </IntentForm>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
