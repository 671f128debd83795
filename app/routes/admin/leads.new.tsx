import { data, Link, redirect } from "react-router";
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
      actions={
        <Link to="/admin/leads" className="text-sm font-semibold text-brand-700 hover:underline">
          ← All leads
        </Link>
      }
    >
      {failed && !failed.errors ? <FormAlert className="mb-5">{failed.message}</FormAlert> : null}
      <StaffLeadForm values={failed?.values ?? {}} errors={failed?.errors ?? {}} today={loaderData.today} />
    </AdminPage>
  );
}
