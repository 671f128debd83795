import { data, Link } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { VisitTouches } from "~/components/admin/visit-touches";
import { getDb } from "~/platform/db/client.server";
import { ApplicationDetails } from "~/features/applications/components/application-details";
import { ApplicationHistory } from "~/features/applications/components/application-history";
import { ApplicationStatusBadge } from "~/features/applications/components/application-status-badge";
import { ReviewPanel } from "~/features/applications/components/review-panel";
import { listApplicationEvents } from "~/features/applications/events.server";
import { reviewIntents } from "~/features/applications/review-action.server";
import { getApplication } from "~/features/applications/review.server";
import type { ApplicationStatus } from "~/features/applications/statuses";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { findTradieForApplication } from "~/features/tradies/admin.server";
import { useResetKey } from "~/components/form/use-reset-key";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import type { Route } from "./+types/applications.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? `Application from ${loaderData.application.fullName}` : "Application");

const NOT_FOUND = "There is no application with that number.";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "applications.view");
  const db = getDb();
  const application = await getApplication(db, routeId(params.id, NOT_FOUND));
  if (!application) throw data({ message: NOT_FOUND }, { status: 404 });
  const [events, tradie] = await Promise.all([listApplicationEvents(db, application.id), findTradieForApplication(db, application.id)]);
  return { application, events, tradie };
}

export async function action({ request, params }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "applications.review",
    intents: () => reviewIntents(getDb(), routeId(params.id, NOT_FOUND)),
  });
}

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application, events, tradie } = loaderData;
  const resetKey = useResetKey(actionData);
  return (
    <AdminPage
      title={`Application #${application.id}: ${application.fullName}`}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          {application.businessName} <ApplicationStatusBadge status={application.status} />
        </span>
      }
      actions={<BackLink to="/admin/applications">All applications</BackLink>}
    >
      {actionData ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-5">
          {actionData.message}
          {actionData.ok && actionData.tradieId ? (
            <>
              {" "}
              <Link to={`/admin/tradies/${actionData.tradieId}`} className="font-semibold underline">
                Open the draft profile
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <ApplicationDetails application={application} />
          <VisitTouches first={application.firstTouch} last={application.lastTouch} />
          <ApplicationHistory events={events} />
        </div>
        <div className="lg:col-span-2">
          <ReviewPanel status={application.status as ApplicationStatus} result={actionData} tradie={tradie} resetKey={resetKey} />
        </div>
      </div>
    </AdminPage>
  );
}
