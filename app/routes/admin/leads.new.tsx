import { data, redirect } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { StaffLeadForm } from "~/features/quote-requests/components/staff-lead-form";
import { staffLeadIntents } from "~/features/quote-requests/staff-lead.server";
import { todayInAuckland } from "~/lib/clock";
import { formAction } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/leads.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "New lead");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "leads.create");
  return { today: todayInAuckland() };
}

export async function action({ request }: Route.ActionArgs) {
  const result = await formAction(request, {
    authorise: authoriseStaff(request),
    permission: "leads.create",
    intents: () => staffLeadIntents(getDb()),
    defaultIntent: "create",
  });
  if (result.data.ok) throw redirect(`/admin/leads/${result.data.id}?notice=created`);
  // Only a refused form stays on this page.
  return data(result.data, result.init ?? undefined);
}

export default function NewLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AdminPage
      title="New lead"
      description="For an enquiry by phone, in person or by email. The same checks as the website's quote form; the team is not emailed."
      actions={<BackLink to="/admin/leads">All leads</BackLink>}
    >
      {failed && !failed.errors ? <FormAlert className="mb-5">{failed.message}</FormAlert> : null}
      <StaffLeadForm values={failed?.values ?? {}} errors={failed?.errors ?? {}} today={loaderData.today} />
    </AdminPage>
  );
}
