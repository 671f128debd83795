import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { StatusBadge } from "~/components/admin/status-badge";
import { formatIsoDay } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { PlanListRow } from "../plan-views.server";
import { billingLabel, planStatuses } from "../statuses";

export function PlansTable({ rows }: { rows: readonly PlanListRow[] }) {
  return (
    <DataTable
      caption="Maintenance plans"
      rows={[...rows]}
      empty="No plans yet. Make one from a lead, or with “New plan”."
      columns={[
        {
          header: "Plan",
          cell: (plan) => (
            <Link to={`/admin/plans/${plan.id}`} className="font-semibold text-brand-700 underline">
              #{plan.id} {plan.title}
            </Link>
          ),
        },
        { header: "Customer", cell: (plan) => `${plan.customer}, ${plan.suburb}` },
        { header: "Repeats", cell: (plan) => plan.rule },
        { header: "Next visit", nowrap: true, cell: (plan) => (plan.nextVisit ? formatIsoDay(plan.nextVisit) : "None booked") },
        {
          header: "Per visit",
          nowrap: true,
          cell: (plan) => (
            <>
              {formatMoney(plan.visitValueCents)} · {billingLabel(plan.billing)}
              {plan.prepaid ? <span className="block text-sm text-muted">{plan.prepaid}</span> : null}
            </>
          ),
        },
        { header: "Status", cell: (plan) => <StatusBadge set={planStatuses} status={plan.status} /> },
      ]}
    />
  );
}
