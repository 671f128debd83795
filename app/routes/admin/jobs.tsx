import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { PageLinks } from "~/components/admin/page-links";
import { ListFilters, statusFilter } from "~/components/admin/list-filters";
import { requireStaff } from "~/features/auth/guard.server";
import { JobTable } from "~/features/jobs/components/job-table";
import { jobListQuery } from "~/features/jobs/list-query";
import { listJobs } from "~/features/jobs/list.server";
import { jobStatuses } from "~/features/jobs/statuses";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Jobs");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "jobs.view");
  const query = jobListQuery.read(new URL(request.url).searchParams);
  return { ...(await listJobs(getDb(), query)), query };
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, query } = loaderData;
  const pages = jobListQuery.pages(total);
  return (
    <AdminPage
      title="Jobs"
      description="Work won: from accepted quotes, or made from a lead for small work."
      actions={
        <Link to="/admin/schedule" className="font-semibold text-brand-700 underline">
          Open the schedule
        </Link>
      }
    >
      <ListFilters
        q={query.q}
        searchHint="Job number, work or customer"
        clearTo="/admin/jobs"
        selects={[statusFilter(jobStatuses, query.status, { extra: [{ value: "to_review", label: "Done, to review" }] })]}
      />
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {total} {total === 1 ? "job" : "jobs"}
      </p>
      <JobTable jobs={rows} />
      <PageLinks page={query.page} pages={pages} href={(page) => jobListQuery.href(query, { page })} />
    </AdminPage>
  );
}
