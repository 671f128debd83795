import { getDb } from "~/platform/db/client.server";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import type { Permission } from "~/features/auth/permissions";
import { ServiceForm } from "~/features/catalogue/components/service-form";
import { addServiceIntents } from "~/features/catalogue/services-action.server";
import { newRecordAction } from "~/lib/new-record-action";
import { adminMeta } from "~/components/admin/admin-meta";
import { NewRecordPage } from "~/components/admin/new-record-page";
import type { Route } from "./+types/services-management.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Add a service");

/** Only administrators add services (docs/decisions/0021); managers get a 403 even for the empty form. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "services.edit");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(request, {
    authorise: authoriseStaff(request),
    permission: "services.edit",
    intents: addServiceIntents<Permission>(getDb()),
    savedTo: "/admin/services-management",
  });
}

export default function NewServicePage({ actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      title="Add a service"
      description="It goes last in the list; move it up from there. Tick Published when it is ready for visitors."
      back={{ to: "/admin/services-management", label: "All services" }}
      refused={actionData}
    >
      <ServiceForm values={actionData?.values ?? {}} errors={actionData?.errors ?? {}} submitLabel="Add service" />
    </NewRecordPage>
  );
}
