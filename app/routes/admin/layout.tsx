import { Outlet } from "react-router";
import { readAccess } from "~/features/auth/access.server";
import { AuthProvider } from "~/features/auth/auth-context";
import { getAuthRuntime } from "~/features/auth/auth.server";
import { AdminError } from "~/layout/admin/admin-error";
import type { Route } from "./+types/layout";

/** Tells the root layout to leave out the public header and footer. */
export const handle = { adminArea: true };

/**
 * The whole admin area, sign-in pages included: provides the auth state. It only reports
 * the session; every page below checks it for itself (requireStaff).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const access = await readAccess(request);
  return {
    session: access.kind === "signed-out" ? null : access.view,
    renewAfterMs: getAuthRuntime().settings.auth.sessionRenewAfterSeconds * 1000,
  };
}

/** The session can change on any navigation (signed out elsewhere, role changed); always ask. */
export const shouldRevalidate = () => true;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AuthProvider initialSession={loaderData.session} renewAfterMs={loaderData.renewAfterMs}>
      <Outlet />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-brand-50 focus:outline-none">
      <AdminError error={error} />
    </main>
  );
}
