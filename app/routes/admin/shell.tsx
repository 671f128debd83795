import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { EmailTroubleBanner } from "~/features/mail/components/email-trouble-banner";
import { emailTrouble } from "~/features/mail/email-admin.server";
import { unreadReplies } from "~/features/texts/inbox.server";
import { getDb } from "~/platform/db/client.server";
import { AdminError } from "~/layout/admin/admin-error";
import { AdminShell } from "~/layout/admin/admin-shell";
import { PendingPage } from "~/layout/admin/pending-page";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/shell";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "admin.enter");
  const [trouble, unreadTexts] = await Promise.all([
    can(staff, "email.view") ? emailTrouble(getDb()) : null,
    can(staff, "messages.view") ? unreadReplies(getDb()) : 0,
  ]);
  return { emailTrouble: trouble, counts: { "/admin/messages": unreadTexts } };
}

/** Besides after a change, the unread count is fresh when Messages is opened or left. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || [currentUrl, nextUrl].some((url) => url.pathname.startsWith("/admin/messages"));

export default function Shell({ loaderData }: Route.ComponentProps) {
  const { settings } = useRootData();
  return (
    <AdminShell businessName={settings.businessName} counts={loaderData.counts}>
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
