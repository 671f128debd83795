import { Link } from "react-router";
import { TextArea, TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { intentErrors } from "~/lib/field-errors";
import type { ActionResult } from "~/lib/form-action";
import type { LeadWork } from "../staff-job.server";
import { newVisitDefaults } from "../visit-times";
import { JobStatusBadge } from "./job-status-badge";
import { VisitForm } from "./visit-form";
import { VisitList } from "./visit-list";

/** A lead's jobs and its site visits to quote, with "New job" for small work and "Book a site visit". */
export function LeadWorkPanel({
  work,
  canChange,
  today,
  result,
  planLink,
}: {
  work: LeadWork;
  canChange: boolean;
  today: string;
  result?: ActionResult<{ visitId?: number }>;
  /** Where staff make a maintenance plan (recurring visits) for this lead, when they may. */
  planLink?: string;
}) {
  const errors = intentErrors(result, "new-job");
  return (
    <section aria-labelledby="lead-work-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lead-work-heading" className="text-lg font-semibold text-ink">
        Jobs and site visits
      </h2>
      {work.jobs.length ? (
        <ul className="space-y-2 text-sm">
          {work.jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/jobs/${job.id}`} className="font-semibold text-brand-700 underline">
                {job.label}
              </Link>
              {job.title} <JobStatusBadge status={job.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No jobs yet. A job is made when the customer accepts a quote, or here for small work.</p>
      )}
      {canChange ? (
        <details className="rounded-md border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">New job without a quote</summary>
          <div className="mt-3">
            <IntentForm intent="new-job" submit="Make the job">
              <TextInput scope="new-job" name="title" label="Work" hint="Leave empty to use the service asked for." error={errors.title} />
              <TextArea scope="new-job" name="scope" label="Scope" rows={3} error={errors.scope} />
            </IntentForm>
          </div>
        </details>
      ) : null}
      {planLink ? (
        <p className="text-sm">
          <Link to={planLink} className="font-semibold text-brand-700 underline">
            Make a maintenance plan
          </Link>{" "}
          for regular visits (lawns, gutters, cleaning).
        </p>
      ) : null}
      <h3 className="font-semibold text-ink">Site visits to quote</h3>
      <VisitList visits={work.siteVisits} tradies={work.tradies} canChange={canChange} result={result} />
      {canChange ? (
        <details className="rounded-md border border-slate-200 p-3" open={result?.intent === "add-visit" && !result.ok}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Book a site visit</summary>
          <div className="mt-3">
            <VisitForm
              intent="add-visit"
              defaults={newVisitDefaults(today)}
              tradies={work.tradies}
              result={result}
              submit="Book the site visit"
            />
          </div>
        </details>
      ) : null}
    </section>
  );
}
