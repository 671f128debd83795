import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { FormAlert } from "~/features/auth/components/form-alert";
import { requireStaff } from "~/features/auth/guard.server";
import { canChange, ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { SettingsForm } from "~/features/settings/components/settings-form";
import { settingsFormValues } from "~/features/settings/form";
import { runSettingsAction } from "~/features/settings/settings-action.server";
import { readSettings } from "~/features/settings/settings.server";
import { adminMeta } from "~/features/staff/admin-meta";
import { AdminPage } from "~/features/staff/components/admin-page";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Settings");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { values: settingsFormValues(await readSettings()), canEdit: canChange(staff.role, "settings") };
}

/** Only administrators change settings (docs/decisions/0021). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request, { role: ROLE_FOR_CHANGES.settings });
  const result = await runSettingsAction(getDb(), actor, await request.formData());
  return result.ok ? result : data(result, { status: result.status });
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AdminPage title="Settings" description="The business facts shown across the website. A saved change shows on every page at once.">
      {actionData?.ok ? (
        <FormAlert tone="success" className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : null}
      {loaderData.canEdit ? null : (
        <FormAlert tone="info" className="mb-5">
          You can view the settings. Only an administrator can change them.
        </FormAlert>
      )}
      {/* Keyed by the values, so the fields show what was saved (phone numbers tidied) after each save. */}
      <SettingsForm key={JSON.stringify(failed?.values ?? loaderData.values)} values={failed?.values ?? loaderData.values} errors={failed?.errors ?? {}} readOnly={!loaderData.canEdit} />
    </AdminPage>
  );
}
