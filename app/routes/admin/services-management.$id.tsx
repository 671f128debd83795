import { data, Link } from "react-router";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/auth/components/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { canChange, ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { ServiceForm } from "~/features/catalogue/components/service-form";
import { serviceFormValues } from "~/features/catalogue/service-form";
import { runEditAction } from "~/features/catalogue/services-action.server";
import { findService } from "~/features/catalogue/services-admin.server";
import { adminMeta } from "~/features/staff/admin-meta";
import { AdminPage } from "~/features/staff/components/admin-page";
import type { Route } from "./+types/services-management.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? `Edit ${loaderData.name}` : "Service");

function serviceId(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: "There is no service with that id." }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const service = await findService(getDb(), serviceId(params.id));
  if (!service) throw data({ message: "There is no service with that id." }, { status: 404 });
  return { name: service.name, path: service.path, values: serviceFormValues(service), canEdit: canChange(staff.role, "services") };
}

/** Only administrators change services (docs/decisions/0021). */
export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request, { role: ROLE_FOR_CHANGES.services });
  const result = await runEditAction(getDb(), actor, serviceId(params.id), await request.formData());
  return result.ok ? result : data(result, { status: result.status });
}

export default function EditServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values ?? loaderData.values;
  return (
    <AdminPage
      title={loaderData.name}
      description={loaderData.path ? `Its page is at ${loaderData.path}.` : "This service has no page of its own."}
      actions={
        <Link to="/admin/services-management" className="text-sm font-semibold text-brand-700 hover:underline">
          ← All services
        </Link>
      }
    >
      {actionData?.ok ? (
        <FormAlert tone="success" className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : null}
      {failed && !failed.errors ? <FormAlert className="mb-5">{failed.message}</FormAlert> : null}
      {loaderData.canEdit ? null : (
        <FormAlert tone="info" className="mb-5">
          You can view this service. Only an administrator can change it.
        </FormAlert>
      )}
      <ServiceForm key={JSON.stringify(values)} values={values} errors={failed?.errors ?? {}} readOnly={!loaderData.canEdit} />
    </AdminPage>
  );
}
