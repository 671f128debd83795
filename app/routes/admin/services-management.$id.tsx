import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/auth/components/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { canChange, ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { AllServicesLink } from "~/features/catalogue/components/all-services-link";
import { DeleteServicePanel } from "~/features/catalogue/components/delete-service-panel";
import { ServiceForm } from "~/features/catalogue/components/service-form";
import { serviceFormValues } from "~/features/catalogue/service-form";
import { serviceAddedMessage } from "~/features/catalogue/service-notices.server";
import { runDeleteAction, runEditAction } from "~/features/catalogue/services-action.server";
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
  // Set by the add-a-service page's redirect.
  const added = new URL(request.url).searchParams.get("notice") === "created" ? serviceAddedMessage(service) : null;
  return { name: service.name, path: service.path, values: serviceFormValues(service), canEdit: canChange(staff.role, "services"), added };
}

/** Only administrators change or delete services (docs/decisions/0021). */
export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request, { role: ROLE_FOR_CHANGES.services });
  const id = serviceId(params.id);
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    const result = await runDeleteAction(getDb(), actor, id, form);
    if (result.ok) throw redirect(`/admin/services-management?deleted=${id}`);
    return data(result, { status: result.status });
  }
  const result = await runEditAction(getDb(), actor, id, form);
  return result.ok ? result : data(result, { status: result.status });
}

export default function EditServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const failedEdit = failed?.intent === "delete" ? undefined : failed;
  const failedDelete = failed?.intent === "delete" ? failed : undefined;
  const values = failedEdit?.values ?? loaderData.values;
  const success = actionData?.ok ? actionData.message : actionData ? null : loaderData.added;
  return (
    <AdminPage
      title={loaderData.name}
      description={loaderData.path ? `Its page is at ${loaderData.path}.` : "This service has no page of its own."}
      actions={<AllServicesLink />}
    >
      {success ? (
        <FormAlert tone="success" className="mb-5">
          {success}
        </FormAlert>
      ) : null}
      {failedEdit && !failedEdit.errors ? <FormAlert className="mb-5">{failedEdit.message}</FormAlert> : null}
      {loaderData.canEdit ? null : (
        <FormAlert tone="info" className="mb-5">
          You can view this service. Only an administrator can change it.
        </FormAlert>
      )}
      <ServiceForm key={JSON.stringify(values)} values={values} errors={failedEdit?.errors ?? {}} readOnly={!loaderData.canEdit} />
      {loaderData.canEdit ? (
        <DeleteServicePanel
          name={loaderData.name}
          path={loaderData.path}
          error={failedDelete?.errors?.confirm}
          message={failedDelete && !failedDelete.errors ? failedDelete.message : undefined}
        />
      ) : null}
    </AdminPage>
  );
}
