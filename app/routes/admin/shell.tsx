import { Outlet } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { EmailTroubleBanner } from "~/features/mail/components/email-trouble-banner";
import { emailTrouble } from "~/features/mail/email-admin.server";
import { getDb } from "~/platform/db/client.server";
import { AdminError } from "~/layout/admin/admin-error";
import { AdminShell } from "~/layout/admin/admin-shell";
import { PendingPage } from "~/layout/admin/pending-page";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/shell";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "admin.enter");
  return { emailTrouble: can(staff, "email.view") ? await emailTrouble(getDb()) : null };
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  const { settings } = useRootData();
  return (
    <AdminShell businessName={settings.businessName}>
      {loaderData.emailTrouble ? <EmailTroubleBanner trouble={loaderData.emailTrouble} /> : null}
      <PendingPage>
        <Outlet />
      </PendingPage>
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { settings } = useRootData();
  return (
    <AdminShell businessName={settings.businessName}>
      <AdminError error={error} />
    </AdminShell>
  );
}
