import { Plus } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/auth/components/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { canChange, ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { ServicesTable } from "~/features/catalogue/components/services-table";
import { runMoveAction } from "~/features/catalogue/services-action.server";
import { serviceDeletedMessage } from "~/features/catalogue/service-notices.server";
import { findDeletedService, listAllServices } from "~/features/catalogue/services-admin.server";
import { adminMeta } from "~/features/staff/admin-meta";
import { AdminPage } from "~/features/staff/components/admin-page";
import type { Route } from "./+types/services-management";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Services");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const db = getDb();
  // A service's page sends the browser here with ?deleted=<id>; the message comes from the record of that deletion.
  const deletedId = Number(new URL(request.url).searchParams.get("deleted"));
  const [all, deleted] = await Promise.all([listAllServices(db), Number.isSafeInteger(deletedId) && deletedId > 0 ? findDeletedService(db, deletedId) : undefined]);
  const services = all.map(({ id, name, path, icon, featured, inMoreDialog, published }) => ({ id, name, path, icon, featured, inMoreDialog, published }));
  return { services, canEdit: canChange(staff.role, "services"), deleted: deleted ? serviceDeletedMessage(deleted) : null };
}

/** Only administrators change services (docs/decisions/0021). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request, { role: ROLE_FOR_CHANGES.services });
  const result = await runMoveAction(getDb(), actor, await request.formData());
  return result.ok ? result : data(result, { status: result.status });
}

export default function ServicesManagementPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Services"
      description="The services behind the home page grid, the More dialog, the quick icons and the service pages, in display order."
      actions={
        loaderData.canEdit ? (
          <Button asChild size="sm">
            <Link to="/admin/services-management/new">
              <Plus aria-hidden="true" className="size-4" /> Add a service
            </Link>
          </Button>
        ) : null
      }
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
