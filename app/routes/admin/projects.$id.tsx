import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { listPublishedServices } from "~/features/catalogue/catalogue.server";
import { ProjectEditor, ProjectStatusPanel } from "~/features/projects/components/project-editor";
import { projectIntents } from "~/features/projects/project-action.server";
import { loadProjectForStaff, NO_PROJECT } from "~/features/projects/projects.server";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/projects.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? loaderData.project.title : "Project");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "projects.view");
  const project = await loadProjectForStaff(getDb(), routeId(params.id, NO_PROJECT));
  if (!project) throw data({ message: NO_PROJECT }, { status: 404 });
  const services = (await listPublishedServices()).map((s) => s.quoteService);
  return { project, services };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = routeId(params.id, NO_PROJECT);
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "projects.change",
    intents: () => projectIntents(getDb(), id),
  });
}

export default function ProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { project, services } = loaderData;
  return (
    <AdminPage
      title={project.title}
      description={`${project.service} · ${project.suburb}`}
      actions={<BackLink to="/admin/projects">All projects</BackLink>}
    >
      <ResultAlert result={actionData} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <ProjectEditor project={project} services={services} result={actionData} />
        </div>
        <div className="space-y-5">
          <ProjectStatusPanel project={project} result={actionData} />
        </div>
      </div>
    </AdminPage>
  );
}
