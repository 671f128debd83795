import { Outlet } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { AdminError } from "~/features/staff/components/admin-error";
import { AdminShell } from "~/features/staff/components/admin-shell";
import { PendingPage } from "~/features/staff/components/pending-page";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/shell";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
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
