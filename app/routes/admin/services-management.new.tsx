import { data, redirect } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import type { Permission } from "~/features/auth/permissions";
import { BackLink } from "~/components/admin/back-link";
import { ServiceForm } from "~/features/catalogue/components/service-form";
import { addServiceIntents } from "~/features/catalogue/services-action.server";
import { formAction } from "~/lib/form-action";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import type { Route } from "./+types/services-management.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add a service");

/** Only administrators add services (docs/decisions/0021); managers get a 403 even for the empty form. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "services.edit");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const result = await formAction(request, {
    authorise: authoriseStaff(request),
    permission: "services.edit",
    intents: addServiceIntents<Permission>(getDb()),
    defaultIntent: "create",
  });
  if (result.data.ok) throw redirect(`/admin/services-management/${result.data.id}?notice=created`);
  // Only a refused form stays on this page.
  return data(result.data, result.init ?? undefined);
}

export default function NewServicePage({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Add a service"
      description="It goes last in the list; move it up from there. Tick Published when it is ready for visitors."
      actions={<BackLink to="/admin/services-management">All services</BackLink>}
    >
      {actionData && !actionData.errors ? <FormAlert className="mb-5">{actionData.message}</FormAlert> : null}
      <ServiceForm values={actionData?.values ?? {}} errors={actionData?.errors ?? {}} submitLabel="Add service" />
    </AdminPage>
  );
}
