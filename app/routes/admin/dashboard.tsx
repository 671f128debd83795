import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { ResultAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import type { Permission } from "~/features/auth/permissions";
import { emailIntents } from "~/features/mail/email-action.server";
import { textIntents } from "~/features/texts/text-action.server";
import { formAction } from "~/lib/form-action";
import { getSettings } from "~/features/settings/settings.server";
import { DayVisits } from "~/features/today/components/day-visits";
import { MoneyCards } from "~/features/today/components/money-cards";
import { OfficeWaiting } from "~/features/today/components/office-waiting";
import { boardStamp, todayBoard } from "~/features/today/today.server";
import { useBoardChanges } from "~/features/today/components/use-board-changes";
import { formatIsoDayShort } from "~/lib/clock";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/dashboard";

/** Often enough that a new lead shows within seconds while the page is open (docs/decisions/0179, 0189). */
const REFRESH_MS = 3_000;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Today");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "admin.enter");
  const board = await todayBoard(getDb(), await getSettings());
  return { name: staff.name, board, etag: boardStamp(board) };
}

/**
 * "Send again" in place on a failing email's or text's line (issue 45, item 5): the emails' and
 * texts' own resend, each with the permission its own page asks.
 */
export async function action({ request }: Route.ActionArgs) {
  const db = getDb();
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "admin.enter",
    intents: {
      "resend-email": { ...emailIntents<Permission>(db).resend, permission: "email.resend" },
      "resend-text": { ...textIntents<Permission>(db)["resend-text"], permission: "messages.send" },
    },
  });
}

/** /admin opens here: what has to happen today, for a manager running the day from a phone (issue 45). */
export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { board } = loaderData;
  useBoardChanges("/admin/dashboard/stamp", loaderData.etag, REFRESH_MS);
  const firstName = loaderData.name.split(/\s+/)[0];
  return (
    <AdminPage title="Today" description={`Kia ora ${firstName}. ${formatIsoDayShort(board.today)}: what has to happen today.`}>
      <ResultAlert result={actionData} />
      <h2 className="sr-only">Money</h2>
      <MoneyCards money={board.money} />
      <div className="mt-5 grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <DayVisits id="visits-today" title="Today's visits" tradies={board.visits.today} empty="No visits today." />
          <DayVisits
            id="visits-tomorrow"
            title={`Tomorrow, ${formatIsoDayShort(board.tomorrow)}`}
            tradies={board.visits.tomorrow}
            empty="No visits tomorrow."
          />
        </div>
        <OfficeWaiting waiting={board.waiting} now={board.now} quoteChaseDays={board.quoteChaseDays} />
      </div>
      <p className="mt-6 text-sm">
        <Link to="/admin/figures" className="text-brand-700 underline">
          Leads, quotes and marketing figures
        </Link>
      </p>
    </AdminPage>
  );
}
