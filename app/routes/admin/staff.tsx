import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/auth/components/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { canChange, ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { adminMeta } from "~/features/staff/admin-meta";
import { AddStaffForm } from "~/features/staff/components/add-staff-form";
import { AdminPage } from "~/features/staff/components/admin-page";
import { StaffTable } from "~/features/staff/components/staff-table";
import { runStaffAction } from "~/features/staff/staff-action.server";
import { listStaff } from "~/features/staff/staff.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Staff");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { staff: await listStaff(getDb()), me: staff.id, canManage: canChange(staff.role, "staff") };
}

/** Only administrators change staff accounts (docs/decisions/0021). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request, { role: ROLE_FOR_CHANGES.staff });
  const result = await runStaffAction(getDb(), actor, await request.formData());
  return result.ok ? result : data(result, { status: result.status });
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, me, canManage } = loaderData;
  return (
    <AdminPage title="Staff" description="Who can sign in to the admin area, and what they can do.">
      {actionData ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : null}
      <div className="space-y-8">
        <StaffTable staff={staff} me={me} canManage={canManage} />
        {canManage ? <AddStaffForm errors={(!actionData?.ok && actionData?.errors) || {}} /> : null}
        <section aria-labelledby="roles-heading" className="rounded-xl bg-brand-50 p-5 text-sm text-ink">
          <h2 id="roles-heading" className="font-semibold">
            What each role can do
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>
              <strong>Administrators</strong> can do everything, including changing settings, services and staff accounts.
            </li>
            <li>
              <strong>Managers</strong> work the leads, tradies and applications. They can see settings, services and staff, but not change them.
            </li>
          </ul>
          {canManage ? null : <p className="mt-3">Ask an administrator to add, change or deactivate staff accounts.</p>}
        </section>
      </div>
    </AdminPage>
  );
}
