import { adminMeta } from "~/components/admin/admin-meta";
import { NewRecordPage } from "~/components/admin/new-record-page";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { StaffLeadForm } from "~/features/quote-requests/components/staff-lead-form";
import { staffLeadIntents } from "~/features/quote-requests/staff-lead.server";
import { todayInAuckland } from "~/lib/clock";
import { newRecordAction } from "~/lib/new-record-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/leads.new";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "New lead");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "leads.create");
  return { today: todayInAuckland() };
}

export async function action({ request }: Route.ActionArgs) {
  return newRecordAction(request, {
    authorise: authoriseStaff(request),
    permission: "leads.create",
    intents: () => staffLeadIntents(getDb()),
    savedTo: "/admin/leads",
  });
}

export default function NewLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      title="New lead"
      description="For an enquiry by phone, in person or by email. The same checks as the website's quote form; the team is not emailed."
      back={{ to: "/admin/leads", label: "All leads" }}
      refused={actionData}
    >
      <StaffLeadForm values={actionData?.values ?? {}} errors={actionData?.errors ?? {}} today={loaderData.today} />
    </NewRecordPage>
  );
}
