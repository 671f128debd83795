import { SignOffSignatures } from "~/features/jobs/components/sign-off-signatures";
import { jobSignatures } from "~/features/jobs/signatures.server";
import { data, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { HistoryList } from "~/components/admin/history-list";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { JobInvoicesPanel } from "~/features/invoices/components/job-invoices-panel";
import { jobInvoiceIntents } from "~/features/invoices/invoice-action.server";
import { invoicesForJob } from "~/features/invoices/views.server";
import { JobProjectPanel } from "~/features/projects/components/job-project-panel";
import { jobProjectIntents } from "~/features/projects/project-action.server";
import { galleryStateOfJob } from "~/features/projects/projects.server";
import { JobCostsPanel } from "~/features/job-costing/components/job-costs-panel";
import { staffMaterialIntents } from "~/features/job-costing/cost-action.server";
import { jobCosting } from "~/features/job-costing/costing.server";
import { pickableItems } from "~/features/job-costing/materials.server";
import { intentErrors } from "~/lib/field-errors";
import { JobReviewPanel } from "~/features/reviews/components/job-review-panel";
import { jobReviewIntents, reviewOfJob } from "~/features/reviews/job-review.server";
import { JobDetailsPanel, JobStatusPanel, JobWorkSection, ScheduledMessagesPanel } from "~/features/jobs/components/job-panels";
import { DepositBadge, JobStatusBadge } from "~/features/jobs/components/job-status-badge";
import { VisitForm } from "~/features/jobs/components/visit-form";
import { SavedVisitWarnings, VisitList } from "~/features/jobs/components/visit-list";
import { jobIntents } from "~/features/jobs/job-action.server";
import { NO_JOB } from "~/features/jobs/jobs.server";
import { loadStaffJob } from "~/features/jobs/staff-job.server";
import { newVisitDefaults } from "~/features/jobs/visit-times";
import { getSettings } from "~/features/settings/settings.server";
import { TextCustomerPanel } from "~/features/texts/components/text-customer-panel";
import { textableNumber } from "~/features/texts/mobile-number";
import { fileTextOnJob } from "~/features/jobs/customer-replies.server";
import { staffTextIntents } from "~/features/texts/text-action.server";
import { textingState } from "~/features/texts/texting.server";
import { todayInAuckland } from "~/lib/clock";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/jobs.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? `Job ${loaderData.job.number}` : "Job");

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "jobs.view");
  const job = await loadStaffJob(getDb(), routeId(params.id, NO_JOB), await getSettings());
  if (!job) throw data({ message: NO_JOB }, { status: 404 });
  const canCost = can(staff, "costs.view");
  const [invoices, review, gallery, signatures, costing, items] = await Promise.all([
    can(staff, "invoices.view") ? invoicesForJob(getDb(), job) : [],
    reviewOfJob(getDb(), job.id),
    galleryStateOfJob(getDb(), job.id),
    jobSignatures(getDb(), job.id),
    canCost ? jobCosting(getDb(), job.id) : null,
    canCost && can(staff, "costs.change") ? pickableItems(getDb()) : [],
  ]);
  return {
    job,
    invoices,
    review,
    gallery,
    signatures,
    costs: costing ? { costing, items, canChange: can(staff, "costs.change") } : null,
    canMakeProject: can(staff, "projects.change"),
    canChange: can(staff, "jobs.change"),
    canInvoice: can(staff, "invoices.change"),
    canAskReview: can(staff, "reviews.change"),
    textTo: textableNumber(job.customer.phone) ?? null,
    textingOff: textingState() === "off",
    today: todayInAuckland(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = routeId(params.id, NO_JOB);
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "jobs.change",
    intents: async () => {
      const settings = await getSettings();
      return {
        ...jobIntents(getDb(), id, settings),
        ...jobInvoiceIntents(getDb(), id, settings),
        ...jobReviewIntents(getDb(), id),
        ...jobProjectIntents(getDb(), id),
        ...staffTextIntents<Permission>(getDb(), fileTextOnJob(id)),
        ...staffMaterialIntents(getDb(), id),
      };
    },
  });
}

/** A material's receipt photo: the server's body guard allows a multipart post up to the upload limit here. */
export const handle = { takesUploads: true };

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    job,
    invoices,
    review,
    gallery,
    signatures,
    costs,
    canChange,
    canInvoice,
    canAskReview,
    canMakeProject,
    textTo,
    textingOff,
    today,
  } = loaderData;
  const open = job.status !== "done" && job.status !== "cancelled";
  const visitForm = actionData?.intent === "add-visit" || actionData?.intent === "change-visit" || actionData?.intent === "visit-status";
  const showAlert = actionData && (actionData.ok || !visitForm);
  return (
    <AdminPage
      title={`Job ${job.number}`}
      description={
        <>
          {job.title} for{" "}
          <Link to={`/admin/leads/${job.customer.leadId}`} className="underline">
            {`${job.customer.name} (lead #${job.customer.leadId})`}
          </Link>{" "}
          <JobStatusBadge status={job.status} /> <DepositBadge deposit={job.deposit} />
        </>
      }
      actions={<BackLink to="/admin/jobs">All jobs</BackLink>}
    >
      {showAlert ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : null}
      <SavedVisitWarnings result={actionData} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <JobWorkSection job={job} />
          <section aria-labelledby="visits-heading" className="space-y-4">
            <h2 id="visits-heading" className="text-lg font-semibold text-ink">
              Visits
            </h2>
            <VisitList visits={job.visits} tradies={job.tradies} canChange={canChange && open} result={actionData} />
            <SignOffSignatures signatures={signatures} id="job-signatures" />
            {canChange && open ? (
              <section aria-labelledby="new-visit-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 id="new-visit-heading" className="font-semibold text-ink">
                  Book a visit
                </h3>
                <div className="mt-3">
                  <VisitForm
                    intent="add-visit"
                    defaults={newVisitDefaults(today)}
                    tradies={job.tradies}
                    result={actionData}
                    submit="Book the visit"
                  />
                </div>
              </section>
            ) : null}
          </section>
          {costs ? <JobCostsPanel {...costs} errors={intentErrors(actionData, "add-material")} /> : null}
        </div>
        <div className="space-y-5">
          <JobStatusPanel job={job} canChange={canChange} result={actionData} />
          <JobInvoicesPanel invoices={invoices} canCreate={canInvoice} jobStatus={job.status} />
          <JobReviewPanel state={review} canAsk={canAskReview} />
          <JobProjectPanel
            consent={job.photoConsent}
            project={gallery.project}
            jobDone={job.status === "done"}
            photoCount={gallery.photoCount}
            canChange={canChange}
            canMake={canMakeProject}
            result={actionData}
          />
          <ScheduledMessagesPanel job={job} canChange={canChange} />
          {canChange ? <TextCustomerPanel to={textTo} subject={{ type: "job", id: job.id }} textingOff={textingOff} /> : null}
          {canChange ? <JobDetailsPanel job={job} result={actionData} /> : null}
          <HistoryList headingId="job-history" items={job.events.map((e) => ({ id: e.id, at: e.at, who: e.actor, title: e.detail }))} />
        </div>
      </div>
    </AdminPage>
  );
}
