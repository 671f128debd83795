import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { ROLE_LABELS } from "~/features/auth/roles";
import { adminMeta } from "~/features/staff/admin-meta";
import { ADMIN_NAV } from "~/features/staff/admin-nav";
import { AdminPage } from "~/features/staff/components/admin-page";
import { ADMIN_SECTIONS } from "~/features/staff/sections";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { name: staff.name, role: staff.role };
}

const ICONS = new Map(ADMIN_NAV.map((item) => [item.to, item.icon]));

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const firstName = loaderData.name.split(/\s+/)[0];
  return (
    <AdminPage title="Dashboard" description={`Kia ora ${firstName}. You are signed in as ${ROLE_LABELS[loaderData.role].toLowerCase()}.`}>
      <h2 className="sr-only">Areas</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => {
          const Icon = ICONS.get(section.path);
          return (
            <li key={section.path}>
              <Link
                to={section.path}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="flex items-center gap-3">
                  {Icon ? (
                    <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                  ) : null}
                  <span className="text-lg font-semibold text-ink">{section.title}</span>
                </span>
                <span className="mt-3 flex-1 text-sm text-muted">{section.description}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Open {section.title.toLowerCase()}
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
