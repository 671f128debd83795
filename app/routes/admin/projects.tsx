import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { DataTable } from "~/components/admin/data-table";
import { PageLinks } from "~/components/admin/page-links";
import { StatusBadge } from "~/components/admin/status-badge";
import { FormAlert } from "~/components/form/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { describePhotoConsent } from "~/features/jobs/photo-consent";
import { PROJECT_STATUS_LABELS, STAFF_PROJECTS_PER_PAGE } from "~/features/projects/project-schema";
import { listProjectsForStaff } from "~/features/projects/projects.server";
import { formatWhen } from "~/lib/clock";
import { listPage } from "~/lib/list-search";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Gallery");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "projects.view");
  const params = new URL(request.url).searchParams;
  const page = listPage(params);
  return { ...(await listProjectsForStaff(getDb(), page)), page, deleted: params.get("deleted") === "1" };
}

type Row = Awaited<ReturnType<typeof loader>>["projects"][number];

export default function ProjectsAdminPage({ loaderData }: Route.ComponentProps) {
  const { projects, total, page, deleted } = loaderData;
  return (
    <AdminPage
      title="Gallery"
      description="Projects made from done jobs' before and after photos. The site shows a project while it is published and its customer's answer about photos is yes. Make one from a done job's page."
    >
      {deleted ? (
        <FormAlert tone="success" className="mb-5">
          The project is deleted. The job keeps its photos.
        </FormAlert>
      ) : null}
      <p className="mb-3 text-sm text-muted" aria-live="polite">{`${total} ${total === 1 ? "project" : "projects"}`}</p>
      <DataTable<Row>
        caption="Gallery projects"
        rows={projects}
        empty="No projects yet. Open a done job with photos and choose “Make a gallery project”."
        columns={[
          {
            header: "Project",
            cell: (p) => (
              <Link to={`/admin/projects/${p.id}`} className="font-semibold text-brand-700 underline">
                {p.title}
              </Link>
            ),
          },
          { header: "Job", cell: (p) => p.job, nowrap: true },
          { header: "Service", cell: (p) => p.service },
          { header: "Suburb", cell: (p) => p.suburb },
          { header: "Photos", cell: (p) => p.photos },
          {
            header: "On the site",
            cell: (p) => (
              <StatusBadge
                label={p.shown ? "Shown" : p.status === "published" ? "Waiting for the customer's yes" : PROJECT_STATUS_LABELS[p.status]}
                tone={p.shown ? "green" : p.status === "published" ? "amber" : "grey"}
              />
            ),
          },
          { header: "Customer's answer", cell: (p) => describePhotoConsent(p.consent) },
          { header: "Changed", cell: (p) => formatWhen(p.updatedAt), nowrap: true },
        ]}
      />
      <PageLinks page={page} pages={Math.max(1, Math.ceil(total / STAFF_PROJECTS_PER_PAGE))} href={(n) => `/admin/projects?page=${n}`} />
    </AdminPage>
  );
}
