import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { EditPageAlerts, editPageState } from "~/components/admin/edit-page-alerts";
import { Panel } from "~/components/admin/panel";
import { IntentForm } from "~/components/form/intent-form";
import { StatusBadge } from "~/components/admin/status-badge";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { PlanForm } from "~/features/plans/components/plan-form";
import { PlanPrices } from "~/features/plans/components/plan-prices";
import { PlanSkipRequests } from "~/features/plans/components/plan-skip-requests";
import { PlanStatusForms } from "~/features/plans/components/plan-status-forms";
import { PlanVisits } from "~/features/plans/components/plan-visits";
import { planIntents } from "~/features/plans/plan-action.server";
import { planFormValues } from "~/features/plans/plan-form-values";
import { planDetail, planFormChoices } from "~/features/plans/plan-views.server";
import { NO_PLAN } from "~/features/plans/plans.server";
import { planPriceHistory } from "~/features/plans/prices.server";
import { prepaidLeft, prepaidWords } from "~/features/plans/prepaid.server";
import { waitingSkipRequests } from "~/features/plans/skip-requests.server";
import { TextInput } from "~/components/form/fields";
import { billingLabel, planStatuses } from "~/features/plans/statuses";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { formAction } from "~/lib/form-action";
import { formatMoney } from "~/lib/money";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/plans.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? loaderData.heading : "Maintenance plan");

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "plans.view");
  const db = getDb();
  const detail = await planDetail(db, routeId(params.id, NO_PLAN));
  if (!detail) throw data({ message: NO_PLAN }, { status: 404 });
  const { plan, lead } = detail;
  const prices = await planPriceHistory(db, plan, todayInAuckland());
  return {
    heading: `Plan #${plan.id}: ${plan.title}`,
    lead,
    rule: detail.rule,
    status: plan.status,
    statusReason: plan.statusReason,
    billing: plan.billing,
    occurrences: detail.occurrences,
    prices,
    skipRequests: await waitingSkipRequests(db, plan.id),
    prepaid: prepaidWords((await prepaidLeft(db, [plan.id])).get(plan.id)),
    visitValueCents: prices.history.find((p) => p.inForce)?.visitValueCents ?? plan.visitValueCents,
    values: planFormValues(plan),
    ...(await planFormChoices(db)),
    canChange: can(staff, "plans.change"),
    added:
      new URL(request.url).searchParams.get("notice") === "created" ? "The plan is made, and its first visits are on the schedule." : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const authorise = authoriseStaff(request);
  await authorise("plans.change");
  return formAction(request, {
    authorise,
    permission: "plans.change",
    intents: planIntents<Permission>(getDb(), routeId(params.id, NO_PLAN), getSettings),
    defaultIntent: "update",
  });
}

/** A refused price change: its messages beside its fields. */
function priceErrors(result: Route.ComponentProps["actionData"]): Record<string, string> {
  if (!result || result.ok || result.intent !== "prices") return {};
  return result.errors ?? { effectiveFrom: result.message };
}

/** A refused pause, resume or end: its message beside the form's reason field. */
function statusErrors(result: Route.ComponentProps["actionData"]): Record<string, string> {
  if (!result || result.ok || !["pause", "resume", "end"].includes(result.intent)) return {};
  const errors = result.errors ?? {};
  return { [result.intent]: errors.reason ?? (errors.because ? "" : result.message), endBecause: errors.because ?? "" };
}

export default function PlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = editPageState(actionData, loaderData.values, loaderData.added);
  const { lead } = loaderData;
  return (
    <AdminPage
      title={loaderData.heading}
      description={`${lead.name}, ${lead.address}, ${lead.suburb}. ${loaderData.rule}. ${formatMoney(loaderData.visitValueCents)} a visit, ${billingLabel(loaderData.billing).toLowerCase()}.`}
      actions={<BackLink to="/admin/plans">Plans</BackLink>}
    >
      <div className="mb-5 flex items-center gap-3">
        <StatusBadge set={planStatuses} status={loaderData.status} />
        {loaderData.statusReason ? <span className="text-sm text-muted">{loaderData.statusReason}</span> : null}
      </div>
      <EditPageAlerts
        success={state.success}
        failure={state.failure}
        readOnly={loaderData.canChange ? null : "You can view this plan but not change it."}
      />
      <div className="space-y-6">
        {loaderData.canChange ? (
          <Panel
            id="plan-status"
            title="Pause, resume or end"
            description="Staff decide, with a reason; the customer and tradie hear of any visit taken back."
          >
            <PlanStatusForms status={loaderData.status} errors={statusErrors(actionData)} />
          </Panel>
        ) : null}
        {loaderData.canChange && loaderData.billing === "monthly" ? (
          <Panel
            id="plan-billing"
            title="Monthly invoice"
            description="Each month's done visits go on one invoice when the month is over. To bill sooner, draft it now for the visits done so far."
          >
            <IntentForm intent="invoice" submit="Draft the invoice now" variant="outline" />
          </Panel>
        ) : null}
        {loaderData.skipRequests.length > 0 ? (
          <Panel
            id="plan-skip-requests"
            title="Skip requests"
            description="The customer asked, from their visit's link, to skip a visit. Confirming skips that one visit; the plan's rule stays as it is."
          >
            <PlanSkipRequests requests={loaderData.skipRequests} canDecide={loaderData.canChange} />
          </Panel>
        ) : null}
        <Panel
          id="plan-prepaid"
          title="Visits paid ahead"
          description="Sell a block of visits paid ahead: its invoice is drafted now, each visit done counts it down, and when all are booked the plan bills as it did before."
        >
          <p className="mb-3 font-semibold">{loaderData.prepaid ?? "No visits paid ahead."}</p>
          {loaderData.canChange && loaderData.status !== "ended" ? (
            <IntentForm intent="prepay" submit="Sell the visits paid ahead" variant="outline">
              <TextInput
                scope="prepay"
                name="visits"
                label="How many visits"
                inputMode="numeric"
                error={
                  actionData && !actionData.ok && actionData.intent === "prepay"
                    ? (actionData.errors?.visits ?? actionData.message)
                    : undefined
                }
              />
            </IntentForm>
          ) : null}
        </Panel>
        <Panel
          id="plan-prices"
          title="Prices"
          description="Each visit is priced by the prices in force on its day. New prices reach the visits from their day that are not yet invoiced."
        >
          <PlanPrices
            lines={loaderData.prices.lines}
            history={loaderData.prices.history}
            canChange={loaderData.canChange && loaderData.status !== "ended"}
            errors={priceErrors(actionData)}
          />
        </Panel>
        <Panel
          id="plan-visits"
          title="Visits"
          description="Skipping or moving one visit leaves the plan's rule as it is. Move a visit from its job's page or the schedule."
        >
          <PlanVisits occurrences={loaderData.occurrences} canSkip={loaderData.canChange && loaderData.status !== "ended"} />
        </Panel>
        <PlanForm
          key={JSON.stringify(state.values)}
          values={state.values}
          errors={state.errors}
          items={loaderData.items}
          tradies={loaderData.tradies}
          leadKnown
          readOnly={!loaderData.canChange || loaderData.status === "ended"}
          submitLabel="Save the plan"
        />
      </div>
    </AdminPage>
  );
}
