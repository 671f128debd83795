import { Link } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { buttonClasses } from "~/components/ui/button-classes";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { SettingsForm } from "~/features/settings/components/settings-form";
import { cardPaymentsState } from "~/features/payments/stripe-client.server";
import { settingsFormValues } from "~/features/settings/form";
import { settingsIntents } from "~/features/settings/settings-action.server";
import { formAction } from "~/lib/form-action";
import { readSettings } from "~/features/settings/settings.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Settings");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "settings.view");
  return { values: settingsFormValues(await readSettings()), canEdit: can(staff, "settings.edit"), cardPayments: cardPaymentsState() };
}

/** Only administrators change settings (docs/decisions/0021). */
export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "settings.edit",
    intents: settingsIntents<Permission>(getDb()),
    defaultIntent: "save",
  });
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AdminPage
      title="Settings"
      description="The business facts shown across the website. A saved change shows on every page at once."
      actions={
        <Link to="/admin/settings/messages" className={buttonClasses("outline", "sm")}>
          Customer messages
        </Link>
      }
    >
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
      <SettingsForm
        key={JSON.stringify(failed?.values ?? loaderData.values)}
        values={failed?.values ?? loaderData.values}
        errors={failed?.errors ?? {}}
        readOnly={!loaderData.canEdit}
        cardPayments={loaderData.cardPayments}
      />
    </AdminPage>
  );
}
