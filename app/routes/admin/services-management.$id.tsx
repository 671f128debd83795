import { data, redirect } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { BackLink } from "~/components/admin/back-link";
import { DeleteServicePanel } from "~/features/catalogue/components/delete-service-panel";
import { ServiceForm } from "~/features/catalogue/components/service-form";
import { serviceFormValues } from "~/features/catalogue/service-form";
import { serviceAddedMessage } from "~/features/catalogue/service-notices.server";
import { serviceIntents } from "~/features/catalogue/services-action.server";
import { findService } from "~/features/catalogue/services-admin.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import type { Route } from "./+types/services-management.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? `Edit ${loaderData.name}` : "Service");

const NOT_FOUND = "There is no service with that id.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "services.view");
  const service = await findService(getDb(), routeId(params.id, NOT_FOUND));
  if (!service) throw data({ message: NOT_FOUND }, { status: 404 });
  // Set by the add-a-service page's redirect.
  const added = new URL(request.url).searchParams.get("notice") === "created" ? serviceAddedMessage(service) : null;
  return { name: service.name, path: service.path, values: serviceFormValues(service), canEdit: can(staff, "services.edit"), added };
}

/** Only administrators change or delete services (docs/decisions/0021). */
export async function action({ request, params }: Route.ActionArgs) {
  const authorise = authoriseStaff(request);
  // Signed in and allowed before a 404 says whether the service exists.
  await authorise("services.edit");
  const id = routeId(params.id, NOT_FOUND);
  const result = await formAction(request, {
    authorise,
    permission: "services.edit",
    intents: serviceIntents<Permission>(getDb(), id),
    defaultIntent: "update",
  });
  if (result.data.ok && result.data.intent === "delete") throw redirect(`/admin/services-management?deleted=${id}`);
  return result;
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
      actions={<BackLink to="/admin/services-management">All services</BackLink>}
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
