import { NewRecordLink } from "~/components/admin/new-record-link";
import { getDb } from "~/platform/db/client.server";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { ServicesTable } from "~/features/catalogue/components/services-table";
import { moveIntents } from "~/features/catalogue/services-action.server";
import { serviceDeletedMessage } from "~/features/catalogue/service-notices.server";
import { findDeletedService, listAllServices } from "~/features/catalogue/services-admin.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { formAction } from "~/lib/form-action";
import { parseRecordId } from "~/lib/record-id";
import type { Route } from "./+types/services-management";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Services");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "services.view");
  const db = getDb();
  // A service's page sends the browser here with ?deleted=<id>; the message comes from the record of that deletion.
  const deletedId = parseRecordId(new URL(request.url).searchParams.get("deleted"));
  const [all, deleted] = await Promise.all([listAllServices(db), deletedId ? findDeletedService(db, deletedId) : undefined]);
  const services = all.map(({ id, name, path, icon, featured, inMoreDialog, published }) => ({
    id,
    name,
    path,
    icon,
    featured,
    inMoreDialog,
    published,
  }));
  return { services, canEdit: can(staff, "services.edit"), deleted: deleted ? serviceDeletedMessage(deleted) : null };
}

/** Only administrators change services (docs/decisions/0021). */
export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "services.edit",
    intents: moveIntents<Permission>(getDb()),
  });
}

export default function ServicesManagementPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Services"
      description="The services behind the home page grid, the More dialog, the quick icons and the service pages, in display order."
      actions={loaderData.canEdit ? <NewRecordLink to="/admin/services-management/new">Add a service</NewRecordLink> : null}
    >
      {actionData ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : loaderData.deleted ? (
        <FormAlert tone="success" className="mb-5">
          {loaderData.deleted}
        </FormAlert>
      ) : null}
      {loaderData.canEdit ? null : (
        <FormAlert tone="info" className="mb-5">
          You can view the services. Only an administrator can change them.
        </FormAlert>
      )}
      <ServicesTable services={loaderData.services} canEdit={loaderData.canEdit} />
    </AdminPage>
  );
}
