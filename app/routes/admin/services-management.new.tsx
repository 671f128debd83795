import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/auth/components/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { AllServicesLink } from "~/features/catalogue/components/all-services-link";
import { ServiceForm } from "~/features/catalogue/components/service-form";
import { runCreateAction } from "~/features/catalogue/services-action.server";
import { adminMeta } from "~/features/staff/admin-meta";
import { AdminPage } from "~/features/staff/components/admin-page";
import type { Route } from "./+types/services-management.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add a service");

/** Only administrators add services (docs/decisions/0021); managers get a 403 even for the empty form. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: ROLE_FOR_CHANGES.services });
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request, { role: ROLE_FOR_CHANGES.services });
  const result = await runCreateAction(getDb(), actor, await request.formData());
  if (result.ok) throw redirect(`/admin/services-management/${result.id}?notice=created`);
  return data(result, { status: result.status });
}

export default function NewServicePage({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Add a service"
      description="It goes last in the list; move it up from there. Tick Published when it is ready for visitors."
      actions={<AllServicesLink />}
    >
      {actionData && !actionData.errors ? <FormAlert className="mb-5">{actionData.message}</FormAlert> : null}
      <ServiceForm values={actionData?.values ?? {}} errors={actionData?.errors ?? {}} submitLabel="Add service" />
    </AdminPage>
  );
}
