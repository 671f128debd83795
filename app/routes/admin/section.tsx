import { Construction } from "lucide-react";
import { requireStaff } from "~/features/auth/guard.server";
import { canChange } from "~/features/auth/roles";
import { adminMeta } from "~/features/staff/admin-meta";
import { AdminPage, ComingSoon } from "~/features/staff/components/admin-page";
import { adminSection } from "~/features/staff/sections";
import type { Route } from "./+types/section";

/*
 * One module for the working areas whose own pages arrive in later updates (leads, tradies,
 * applications, services, settings); each is its own route in app/routes.ts.
 */
export const meta: Route.MetaFunction = ({ matches, location }) => adminMeta(matches, adminSection(location.pathname).title);

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const section = adminSection(new URL(request.url).pathname);
  return { path: section.path, canChange: canChange(staff.role, section.area) };
}

export default function AdminSectionPage({ loaderData }: Route.ComponentProps) {
  const section = adminSection(loaderData.path);
  return (
    <AdminPage title={section.title} description={section.description}>
      {loaderData.canChange ? null : (
        <p className="mb-4 rounded-md bg-brand-50 px-4 py-3 text-sm text-ink">You can view this area. Only an administrator can change it.</p>
      )}
      <ComingSoon icon={<Construction aria-hidden="true" className="size-6" />} title="Coming in a later update">
        {section.upcoming}
      </ComingSoon>
    </AdminPage>
  );
}
