import { adminMeta } from "~/components/admin/admin-meta";
import { NewRecordPage } from "~/components/admin/new-record-page";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import type { Permission } from "~/features/auth/permissions";
import { addAreaIntents } from "~/features/catalogue/areas-action.server";
import { AreaForm } from "~/features/catalogue/components/area-form";
import { newRecordAction } from "~/lib/new-record-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/areas-management.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add an area");

/** Only administrators add areas, as with services (docs/decisions/0086). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "areas.edit");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(request, {
    authorise: authoriseStaff(request),
    permission: "areas.edit",
    intents: addAreaIntents<Permission>(getDb()),
    savedTo: "/admin/areas-management",
  });
}

export default function NewAreaPage({ actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      title="Add an area"
      description="Its page goes live as soon as it is saved, and it joins the footer, the finder and the lead filters."
      back={{ to: "/admin/areas-management", label: "All areas" }}
      refused={actionData}
    >
      <AreaForm values={actionData?.values ?? {}} errors={actionData?.errors ?? {}} submitLabel="Add area" />
    </NewRecordPage>
  );
}
