import { data, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { BackLink } from "~/components/admin/back-link";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import type { Permission } from "~/features/auth/permissions";
import { addAreaIntents } from "~/features/catalogue/areas-action.server";
import { AreaForm } from "~/features/catalogue/components/area-form";
import { formAction } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/areas-management.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add an area");

/** Only administrators add areas, as with services (docs/decisions/0086). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "areas.edit");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const result = await formAction(request, {
    authorise: authoriseStaff(request),
    permission: "areas.edit",
    intents: addAreaIntents<Permission>(getDb()),
    defaultIntent: "create",
  });
  if (result.data.ok) throw redirect(`/admin/areas-management/${result.data.id}?notice=created`);
  return data(result.data, result.init ?? undefined);
}

export default function NewAreaPage({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Add an area"
      description="Its page goes live as soon as it is saved, and it joins the footer, the finder and the lead filters."
      actions={<BackLink to="/admin/areas-management">All areas</BackLink>}
    >
      {actionData && !actionData.errors ? <FormAlert className="mb-5">{actionData.message}</FormAlert> : null}
      <AreaForm values={actionData?.values ?? {}} errors={actionData?.errors ?? {}} submitLabel="Add area" />
    </AdminPage>
  );
}
