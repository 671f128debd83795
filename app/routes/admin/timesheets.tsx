import { Form } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { TextInput } from "~/components/form/fields";
import { FormAlert, ResultAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { approvalIntents } from "~/features/timesheets/approval-intents.server";
import { WeekTimesheets } from "~/features/timesheets/components/week-timesheets";
import { weekTimesheets } from "~/features/timesheets/timesheet.server";
import { weekFromQuery } from "~/features/timesheets/week";
import { formAction } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/timesheets";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Timesheets");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "timesheets.view");
  const asked = new URL(request.url).searchParams.get("week");
  const monday = weekFromQuery(asked);
  if (!monday) return { error: "That week is not valid: choose a day.", week: asked ?? "", tradies: [] };
  return { error: null, week: monday, tradies: await weekTimesheets(getDb(), monday) };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "timesheets.approve",
    intents: () => approvalIntents(getDb()),
  });
}

export default function TimesheetsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { error, week, tradies } = loaderData;
  return (
    <AdminPage
      title="Timesheets"
      description="Tradies' time on the job by week (Monday to Sunday, Auckland time): approve each week, then export it for payroll."
    >
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <TextInput scope="week" compact name="week" label="Week including" type="date" defaultValue={week} />
        <Button type="submit" size="sm">
          Show
        </Button>
        {error ? null : (
          <a className="text-sm font-semibold text-brand-700 underline" href={`/admin/timesheets/export.csv?week=${week}`} download>
            Download the week as CSV
          </a>
        )}
      </Form>
      <ResultAlert result={actionData} />
      {error ? <FormAlert tone="error">{error}</FormAlert> : <WeekTimesheets week={week} tradies={tradies} />}
    </AdminPage>
  );
}
