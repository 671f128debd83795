import { useState } from "react";
import { data, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { PlanProposalForm, PlanProposalSummary } from "~/features/plans/components/plan-proposal";
import { planProposalIntents, planQuoteCompanions, proposalForStaff } from "~/features/plans/proposals.server";
import { QuoteBuilder } from "~/features/quotes/components/quote-builder";
import { QuoteHeaderBlock, QuoteLinesTable } from "~/features/quotes/components/quote-document-view";
import { QuoteStatusBadge } from "~/features/quotes/components/quote-status-badge";
import { CopyLink } from "~/components/admin/copy-link";
import { QuoteActionsPanel, QuoteHistoryPanel } from "~/features/quotes/components/sent-quote-panels";
import { quoteIntents } from "~/features/quotes/quote-action.server";
import { loadStaffQuote, priceChoices } from "~/features/quotes/staff-quote.server";
import { NO_QUOTE } from "~/features/quotes/versions.server";
import { getSettings } from "~/features/settings/settings.server";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/quotes.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? `Quote ${loaderData.quote.number}` : "Quote");

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "quotes.view");
  const db = getDb();
  const settings = await getSettings();
  const quote = await loadStaffQuote(db, routeId(params.id, NO_QUOTE), settings);
  if (!quote) throw data({ message: NO_QUOTE }, { status: 404 });
  return {
    quote,
    proposal: await proposalForStaff(db, quote.id),
    canChange: can(staff, "quotes.change"),
    priceItems: quote.status === "draft" ? await priceChoices(db) : [],
    labourRates: settings.quoting.labourRates,
    labourAmountsAre: settings.quoting.labourRatesInclude,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = routeId(params.id, NO_QUOTE);
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "quotes.change",
    // A plan the quote proposes is the plans feature's (docs/decisions/0215), on the same page and permission.
    intents: async () => ({
      ...quoteIntents(getDb(), id, await getSettings(), planQuoteCompanions),
      ...planProposalIntents<Permission>(getDb(), id),
    }),
  });
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, canChange } = loaderData;
  const editing = quote.status === "draft" && canChange;
  const saveFailure = actionData && !actionData.ok && actionData.intent === "save" ? actionData.message : null;
  const proposalFailure = actionData && !actionData.ok && actionData.intent === "propose-plan" ? actionData : null;
  const { proposal } = loaderData;
  const [unsaved, setUnsaved] = useState(false);
  return (
    <AdminPage
      title={`Quote ${quote.number}`}
      description={
        <>
          For <Link to={`/admin/leads/${quote.lead.id}`} className="underline">{`${quote.lead.name} (lead #${quote.lead.id})`}</Link> ·
          started by {quote.createdBy} <QuoteStatusBadge status={quote.status} />
        </>
      }
      actions={<BackLink to="/admin/quotes">All quotes</BackLink>}
    >
      {actionData && !(actionData.intent === "save" && !actionData.ok) ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : null}
      {actionData?.ok && "link" in actionData && typeof actionData.link === "string" ? (
        <div className="mb-5">
          <CopyLink link={actionData.link} label="Link to the quote" />
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          {editing ? (
            <QuoteBuilder
              key={JSON.stringify(quote.draft)}
              quoteId={quote.id}
              onUnsavedChange={setUnsaved}
              draft={quote.draft}
              gstRounding={quote.gstRounding}
              priceItems={loaderData.priceItems}
              labourRates={loaderData.labourRates}
              labourAmountsAre={loaderData.labourAmountsAre}
              failure={saveFailure}
            />
          ) : (
            <section aria-label="The quote as the customer sees it" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
              <QuoteHeaderBlock header={quote.header} />
              {quote.header.scope ? <p className="mt-4 whitespace-pre-line">{quote.header.scope}</p> : null}
              <div className="mt-4">
                <QuoteLinesTable rows={quote.printed.rows} totals={quote.printed.totals} chosen={new Set(quote.chosen)} />
              </div>
            </section>
          )}
          {proposal && editing ? (
            <PlanProposalForm
              values={proposalFailure?.values ?? proposal.values}
              errors={proposalFailure?.errors ?? {}}
              saved={proposal.saved}
            />
          ) : proposal?.saved ? (
            <PlanProposalSummary saved={proposal.saved} />
          ) : null}
          {quote.earlier.length ? (
            <p className="mt-4 text-sm text-muted">
              Earlier versions: {quote.earlier.map((e) => `${e.number} (${e.status}${e.sentAt ? `, sent ${e.sentAt}` : ""})`).join("; ")}
            </p>
          ) : null}
        </div>
        <div className="space-y-5">
          <QuoteActionsPanel status={quote.status} canChange={canChange} followUps={quote.followUps} unsaved={editing && unsaved} />
          <QuoteHistoryPanel events={quote.events} />
        </div>
      </div>
    </AdminPage>
  );
}
