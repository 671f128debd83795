import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { EditPageAlerts, editPageState } from "~/components/admin/edit-page-alerts";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { renameApplicationsArea } from "~/features/applications/review.server";
import { areaFormValues, SPEC_AREA_PATHS } from "~/features/catalogue/area-form";
import type { AreaRenamed } from "~/features/catalogue/area-rename.server";
import { areaIntents } from "~/features/catalogue/areas-action.server";
import { findArea } from "~/features/catalogue/areas-admin.server";
import { AreaForm } from "~/features/catalogue/components/area-form";
import { renameTradiesArea } from "~/features/tradies/admin.server";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/areas-management.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? `Edit ${loaderData.name}` : "Area");

const NOT_FOUND = "There is no area with that id.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "areas.view");
  const area = await findArea(getDb(), routeId(params.id, NOT_FOUND));
  if (!area) throw data({ message: NOT_FOUND }, { status: 404 });
  const added =
    new URL(request.url).searchParams.get("notice") === "created" ? `${area.name} has been added. Its page is at ${area.path}.` : null;
  return {
    name: area.name,
    path: area.path,
    values: areaFormValues(area),
    pathFixed: SPEC_AREA_PATHS.includes(area.path),
    canEdit: can(staff, "areas.edit"),
    added,
  };
}

/** A renamed area keeps its tradies and applications; each feature renames its own rows. */
const renameCoverage: AreaRenamed = async (tx, from, to) => {
  await renameTradiesArea(tx, from, to);
  await renameApplicationsArea(tx, from, to);
};

export async function action({ request, params }: Route.ActionArgs) {
  const authorise = authoriseStaff(request);
  await authorise("areas.edit");
  return formAction(request, {
    authorise,
    permission: "areas.edit",
    intents: areaIntents<Permission>(getDb(), routeId(params.id, NOT_FOUND), renameCoverage),
    defaultIntent: "update",
  });
}

export default function EditAreaPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = editPageState(actionData, loaderData.values, loaderData.added);
  return (
    <AdminPage
      title={loaderData.name}
      description={`Its page is at ${loaderData.path}.`}
      actions={<BackLink to="/admin/areas-management">All areas</BackLink>}
    >
      <EditPageAlerts
        success={state.success}
        failure={state.failure}
        readOnly={loaderData.canEdit ? null : "You can view this area. Only an administrator can change it."}
      />
      <AreaForm
        key={JSON.stringify(state.values)}
        values={state.values}
        errors={state.errors}
        readOnly={!loaderData.canEdit}
        pathFixed={loaderData.pathFixed}
      />
    </AdminPage>
  );
}
