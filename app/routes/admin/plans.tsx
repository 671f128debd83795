import { NewRecordLink } from "~/components/admin/new-record-link";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { ListFilters } from "~/components/admin/list-filters";
import { requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { PlanFiguresPanel } from "~/features/plans/components/plan-figures";
import { PlansTable } from "~/features/plans/components/plans-table";
import { planFigures } from "~/features/plans/figures.server";
import { listPlans, type PlanStatusFilter } from "~/features/plans/plan-views.server";
import { planStatuses } from "~/features/plans/statuses";
import { listSearch } from "~/lib/list-search";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/plans";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Maintenance plans");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "plans.view");
  const asked = new URL(request.url).searchParams.get("status") ?? "";
  const status: PlanStatusFilter = planStatuses.is(asked) ? (asked as PlanStatusFilter) : "all";
  const q = listSearch(new URL(request.url).searchParams);
  const db = getDb();
  const [rows, figures] = await Promise.all([listPlans(db, { status, q }), planFigures(db)]);
  return { rows, figures, status, q, canChange: can(staff, "plans.change") };
}

export default function PlansPage({ loaderData }: Route.ComponentProps) {
  const { rows, status, q, canChange } = loaderData;
  return (
    <AdminPage
      title="Maintenance plans"
      description="Recurring work for a customer's site: lawns, gutters, cleaning. Each plan books its visits ahead on the schedule, like any visit."
      actions={canChange ? <NewRecordLink to="/admin/plans/new">New plan</NewRecordLink> : null}
    >
      <PlanFiguresPanel figures={loaderData.figures} />
      <ListFilters
        q={q}
        searchHint="Customer, suburb or plan"
        clearTo="/admin/plans"
        selects={[
          {
            name: "status",
            label: "Status",
            value: status === "all" ? "" : status,
            options: [
              { value: "", label: "Every plan" },
              { value: "active", label: "Active" },
              { value: "paused", label: "Paused" },
              { value: "ended", label: "Ended" },
            ],
          },
        ]}
      />
      <PlansTable rows={rows} />
    </AdminPage>
  );
}
