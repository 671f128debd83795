import { getDb } from "~/platform/db/client.server";
import { ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { adminMeta } from "~/components/admin/admin-meta";
import { AddStaffForm } from "~/features/staff/components/add-staff-form";
import { AdminPage } from "~/components/admin/admin-page";
import { StaffTable } from "~/features/staff/components/staff-table";
import { staffIntents } from "~/features/staff/staff-action.server";
import { formAction } from "~/lib/form-action";
import { listStaff } from "~/features/staff/staff.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Staff");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "staff.view");
  return { staff: await listStaff(getDb()), me: staff.id, canManage: can(staff, "staff.manage") };
}

/** Only administrators change staff accounts (docs/decisions/0021). */
export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "staff.manage",
    intents: staffIntents(getDb()),
  });
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, me, canManage } = loaderData;
  return (
    <AdminPage title="Staff" description="Who can sign in to the admin area, and what they can do.">
      <ResultAlert result={actionData} />
      <div className="space-y-8">
        <StaffTable staff={staff} me={me} canManage={canManage} />
        {canManage ? (
          <AddStaffForm errors={(actionData?.ok === false && actionData.intent === "create" && actionData.errors) || {}} />
        ) : null}
        <section aria-labelledby="roles-heading" className="rounded-xl bg-brand-50 p-5 text-sm text-ink">
          <h2 id="roles-heading" className="font-semibold">
            What each role can do
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>
              <strong>Administrators</strong> can do everything, including changing settings, services and staff accounts.
            </li>
            <li>
              <strong>Managers</strong> work the leads, tradies and applications. They can see settings, services and staff, but not change
              them.
            </li>
          </ul>
          {canManage ? null : <p className="mt-3">Ask an administrator to add, change or deactivate staff accounts.</p>}
        </section>
      </div>
    </AdminPage>
  );
}
