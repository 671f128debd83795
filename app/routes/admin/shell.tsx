import { Outlet } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { AdminError } from "~/layout/admin/admin-error";
import { AdminShell } from "~/layout/admin/admin-shell";
import { PendingPage } from "~/layout/admin/pending-page";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/shell";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "admin.enter");
  return null;
}

export default function Shell() {
  const { settings } = useRootData();
  return (
    <AdminShell businessName={settings.businessName}>
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
