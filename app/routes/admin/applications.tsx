import { getDb } from "~/platform/db/client.server";
import { ApplicationTable } from "~/features/applications/components/application-table";
import { countApplicationsByStatus, listApplications } from "~/features/applications/review.server";
import { applicationStatuses } from "~/features/applications/statuses";
import { requireStaff } from "~/features/auth/guard.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { listSearch } from "~/lib/list-search";
import { AdminPage } from "~/components/admin/admin-page";
import { ListFilters, statusFilter } from "~/components/admin/list-filters";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Applications");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "applications.view");
  const url = new URL(request.url);
  const q = listSearch(url.searchParams);
  const requested = url.searchParams.get("status") ?? "";
  const status = applicationStatuses.is(requested) ? requested : undefined;
  const db = getDb();
  const [applications, counts] = await Promise.all([listApplications(db, { status, q }), countApplicationsByStatus(db)]);
  return { applications, counts, q, status };
}

export default function ApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { applications, counts, q, status } = loaderData;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <AdminPage
      title="Applications"
      description="Tradies who have applied to join through the website. Open one to review it, ask for more information, approve or reject it."
    >
      <ListFilters
        q={q}
        searchHint="Name, business, email, phone or trade"
        clearTo="/admin/applications"
        selects={[
          statusFilter(applicationStatuses, status ?? "", {
            any: `Any status (${total})`,
            labelOf: (s) => `${applicationStatuses.labels[s]} (${counts[s]})`,
          }),
        ]}
      />
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {applications.length} {applications.length === 1 ? "application" : "applications"}
        {status ? `, ${applicationStatuses.labels[status].toLowerCase()}` : ""}
        {q ? ` matching "${q}"` : ""}
      </p>
      <ApplicationTable applications={applications} />
    </AdminPage>
  );
}
