import { adminMeta } from "~/components/admin/admin-meta";
import { NewRecordPage } from "~/components/admin/new-record-page";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import type { Permission } from "~/features/auth/permissions";
import { PlanForm } from "~/features/plans/components/plan-form";
import { newPlanIntents } from "~/features/plans/plan-action.server";
import { askedRule, NEW_PLAN_VALUES } from "~/features/plans/plan-form-values";
import { leadForPlan, planFormChoices } from "~/features/plans/plan-views.server";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { newRecordAction } from "~/lib/new-record-action";
import { parseRecordId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/plans.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "New maintenance plan");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "plans.change");
  const db = getDb();
  const leadId = parseRecordId(new URL(request.url).searchParams.get("lead"));
  const lead = leadId === undefined ? null : await leadForPlan(db, leadId);
  return {
    lead,
    ...(await planFormChoices(db)),
    values: {
      ...NEW_PLAN_VALUES,
      startsOn: todayInAuckland(),
      ...(lead ? { leadId: String(lead.id), title: lead.service, ...askedRule(lead.visitsEvery) } : {}),
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(request, {
    authorise: authoriseStaff(request),
    permission: "plans.change",
    intents: newPlanIntents<Permission>(getDb(), getSettings),
    savedTo: "/admin/plans",
  });
}

export default function NewPlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  return (
    <NewRecordPage
      title="New maintenance plan"
      description={
        lead
          ? `For ${lead.name}, ${lead.address}, ${lead.suburb} (lead #${lead.id}).`
          : "Recurring work for a customer's site, from their lead."
      }
      back={{ to: "/admin/plans", label: "Plans" }}
      refused={actionData}
    >
      <PlanForm
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        items={loaderData.items}
        tradies={loaderData.tradies}
        leadKnown={lead !== null}
        submitLabel="Make the plan"
      />
    </NewRecordPage>
  );
}
