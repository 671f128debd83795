import { data, redirect } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { LeadCorrectionPanel } from "~/features/quote-requests/components/lead-correction-panel";
import { leadCorrectionIntents } from "~/features/quote-requests/lead-correction.server";
import { getDb } from "~/platform/db/client.server";
import { FormAlert, ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { LeadFields } from "~/features/leads/components/lead-fields";
import { AnonymisePanel, AssignPanel, ContactPanel, DeletePanel, NotePanel, StatusPanel } from "~/features/leads/components/lead-panels";
import { LeadStatusBadge } from "~/features/leads/components/lead-status-badge";
import { LeadTimeline } from "~/features/leads/components/lead-timeline";
import { LeadAttribution } from "~/features/leads/components/lead-attribution";
import { LeadRelations } from "~/features/leads/components/lead-relations";
import { getLead, leadTimeline } from "~/features/leads/detail.server";
import { leadIntents } from "~/features/leads/lead-action.server";
import { tradieChoices } from "~/features/leads/list.server";
import { useResetKey } from "~/components/form/use-reset-key";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { formAction } from "~/lib/form-action";
import { LeadQuotesPanel } from "~/features/quotes/components/lead-quotes-panel";
import { quotesForLead } from "~/features/quotes/list.server";
import { leadQuoteIntents } from "~/features/quotes/quote-action.server";
import { scheduledForLead } from "~/features/quotes/follow-ups.server";
import { getSettings } from "~/features/settings/settings.server";
import { routeId } from "~/lib/record-id";
import { todayInAuckland } from "~/lib/clock";
import { LeadWorkPanel } from "~/features/jobs/components/lead-work-panel";
import { SavedVisitWarnings } from "~/features/jobs/components/visit-list";
import { leadJobIntents } from "~/features/jobs/job-action.server";
import { leadWork } from "~/features/jobs/staff-job.server";
import { RequestPhotosPanel } from "~/features/quote-requests/components/request-photos-panel";
import { requestPhotos } from "~/features/quote-requests/request-photos.server";
import { TextCustomerPanel } from "~/features/texts/components/text-customer-panel";
import { textableNumber } from "~/features/texts/mobile-number";
import { fileTextOnLead } from "~/features/jobs/customer-replies.server";
import { staffTextIntents } from "~/features/texts/text-action.server";
import { textingState } from "~/features/texts/texting.server";
import type { Route } from "./+types/leads.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? `Lead #${loaderData.lead.id}` : "Lead");

const LEADS_PATH = "/admin/leads";
const NOT_FOUND = "There is no lead with that number.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads.view");
  const db = getDb();
  const lead = await getLead(db, routeId(params.id, NOT_FOUND));
  if (!lead) throw data({ message: NOT_FOUND }, { status: 404 });
  // Only the tradies: the list's other filter choices scan the leads.
  const [timeline, tradies, quotes, scheduled, work, photos] = await Promise.all([
    leadTimeline(db, lead),
    tradieChoices(db),
    quotesForLead(db, lead.id),
    scheduledForLead(db, lead.id),
    leadWork(db, lead.id, await getSettings()),
    requestPhotos(db, lead.id),
  ]);
  const created = new URL(request.url).searchParams.get("notice") === "created";
  return {
    lead,
    timeline,
    tradies,
    quotes,
    scheduled,
    work,
    photos,
    today: todayInAuckland(),
    created,
    canChange: can(staff, "leads.change"),
    canDelete: can(staff, "leads.delete"),
    canQuote: can(staff, "quotes.change") && !lead.anonymisedAt,
    canBook: can(staff, "jobs.change") && !lead.anonymisedAt,
    planLink: can(staff, "plans.change") && !lead.anonymisedAt ? `/admin/plans/new?lead=${lead.id}` : undefined,
    textTo: textableNumber(lead.phone) ?? null,
    textingOff: textingState() === "off",
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const result = await formAction(request, {
    authorise: authoriseStaff(request),
    permission: "leads.change",
    intents: async () => {
      const id = routeId(params.id, NOT_FOUND);
      const settings = await getSettings();
      return {
        ...leadIntents(getDb(), id),
        ...leadCorrectionIntents(getDb(), id),
        ...leadQuoteIntents(getDb(), id, settings.quoting),
        ...leadJobIntents(getDb(), id, settings),
        ...staffTextIntents<Permission>(getDb(), fileTextOnLead(id)),
      };
    },
  });
  // A deleted lead has no page left: back to the list (the browser shows the message as a toast).
  if (result.data.ok && result.data.intent === "delete") throw redirect(LEADS_PATH);
  return result;
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    lead,
    timeline,
    tradies,
    quotes,
    scheduled,
    work,
    photos,
    today,
    created,
    canChange,
    canDelete,
    canQuote,
    canBook,
    textTo,
    textingOff,
  } = loaderData;
  const resetKey = useResetKey(actionData);
  const open = canChange && !lead.anonymisedAt;
  return (
    <AdminPage
      title={`Lead #${lead.id}: ${lead.name}`}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          {lead.service} in {lead.suburb} <LeadStatusBadge status={lead.status} />
        </span>
      }
      actions={<BackLink to={LEADS_PATH}>All leads</BackLink>}
    >
      <ResultAlert result={actionData} />
      <SavedVisitWarnings result={actionData} />
      {!actionData && created ? (
        <FormAlert tone="success" className="mb-5">
          Lead #{lead.id} has been added.
        </FormAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <LeadFields lead={lead} />
          <RequestPhotosPanel photos={photos} />
          <LeadQuotesPanel quotes={quotes} scheduled={scheduled} canQuote={canQuote} />
          <LeadWorkPanel work={work} canChange={canBook} today={today} result={actionData} planLink={loaderData.planLink} />
          <LeadRelations lead={lead} canMerge={open} />
          <LeadAttribution lead={lead} />
          <LeadTimeline items={timeline} canResend={open} />
        </div>
        {open || canDelete ? (
          <div key={resetKey} className="space-y-6 lg:col-span-2">
            {open ? (
              <>
                <StatusPanel status={lead.status} result={actionData} />
                <LeadCorrectionPanel lead={lead} result={actionData} />
                <ContactPanel />
                <TextCustomerPanel to={textTo} subject={{ type: "lead", id: lead.id }} textingOff={textingOff} />
                <AssignPanel tradies={tradies} current={lead.assignedTradieId} />
                <NotePanel result={actionData} />
                <AnonymisePanel result={actionData} canDelete={canDelete} />
              </>
            ) : null}
            {canDelete ? <DeletePanel leadId={lead.id} listPath={LEADS_PATH} result={actionData} /> : null}
          </div>
        ) : null}
      </div>
    </AdminPage>
  );
}
