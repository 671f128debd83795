import { NewRecordLink } from "~/components/admin/new-record-link";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { listAllAreas } from "~/features/catalogue/areas-admin.server";
import { AreasTable } from "~/features/catalogue/components/areas-table";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/areas-management";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Areas");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "areas.view");
  const areas = (await listAllAreas(getDb())).map(({ id, name, path, suburbs }) => ({ id, name, path, suburbs: suburbs.length }));
  return { areas, canEdit: can(staff, "areas.edit") };
}

export default function AreasManagementPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Areas"
      description="The service areas: each has its own page, its suburbs and its words. Leads, tradies and the finder are filed by these suburbs."
      actions={loaderData.canEdit ? <NewRecordLink to="/admin/areas-management/new">Add an area</NewRecordLink> : null}
    >
      <AreasTable areas={loaderData.areas} />
    </AdminPage>
  );
}
