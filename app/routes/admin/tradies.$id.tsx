import { data, Link } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { getDb } from "~/platform/db/client.server";
import { FormAlert } from "~/components/form/form-alert";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { can } from "~/features/auth/permissions";
import { DevicesPanel } from "~/features/crew/components/devices-panel";
import { PortalLinkPanel } from "~/features/crew/components/portal-link-panel";
import { staffDeviceIntents } from "~/features/crew/devices-action.server";
import { listDevices } from "~/features/crew/devices.server";
import { getSettings } from "~/features/settings/settings.server";
import { portalLinkIntent } from "~/features/crew/staff-link.server";
import { todayInAuckland } from "~/lib/clock";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { CostRatePanel } from "~/features/job-costing/components/cost-rate-panel";
import { costRateIntents } from "~/features/job-costing/cost-action.server";
import { costRateOf } from "~/features/job-costing/rates.server";
import { intentErrors } from "~/lib/field-errors";
import { getTradie } from "~/features/tradies/admin.server";
import { TradieControls } from "~/features/tradies/components/tradie-controls";
import { TradieForm, tradieFormValuesOf } from "~/features/tradies/components/tradie-form";
import { TradieHistory } from "~/features/tradies/components/tradie-history";
import { useResetKey } from "~/components/form/use-reset-key";
import { listTradieEvents } from "~/features/tradies/events.server";
import { publishProblems } from "~/features/tradies/publish-rules";
import { photoTooLarge, tradieIntents } from "~/features/tradies/tradie-action.server";
import { findPublicTradie } from "~/features/tradies/tradies.server";
import { getConfig } from "~/platform/config.server";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/tradies.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData?.tradie.name ?? "Tradie");

const NOT_FOUND = "There is no tradie with that number.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "tradies.view");
  const db = getDb();
  const tradie = await getTradie(db, routeId(params.id, NOT_FOUND));
  if (!tradie) throw data({ message: NOT_FOUND }, { status: 404 });
  const canMakePortalLink = can(staff, "tradies.link");
  const [events, listed, devices, costRate] = await Promise.all([
    listTradieEvents(db, tradie.id),
    findPublicTradie(tradie.id),
    canMakePortalLink ? listDevices(db, tradie.id) : [],
    can(staff, "costs.view") ? costRateOf(db, tradie.id) : null,
  ]);
  const created = new URL(request.url).searchParams.get("notice") === "created";
  return {
    tradie,
    events,
    listed: listed !== undefined,
    problems: publishProblems(tradie, todayInAuckland()),
    maxPhotoBytes: getConfig().uploads.maxBytes,
    created,
    canMakePortalLink,
    devices,
    costRate,
    canSeeCostRate: can(staff, "costs.view"),
    canSetCostRate: can(staff, "costs.rates"),
  };
}

/** The photo upload: the server's body guard allows a multipart post up to the upload limit here. */
export const handle = { takesUploads: true };

export async function action({ request, params }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "tradies.change",
    intents: async () => {
      const id = routeId(params.id, NOT_FOUND);
      return {
        ...(await tradieIntents(getDb(), id)),
        "portal-link": portalLinkIntent(getDb(), id),
        ...staffDeviceIntents(getDb(), id, await getSettings()),
        ...costRateIntents(getDb(), id),
      };
    },
    unreadable: photoTooLarge,
  });
}

export default function TradiePage({ loaderData, actionData }: Route.ComponentProps) {
  const { tradie, events, listed, problems, maxPhotoBytes, created, canMakePortalLink, devices, costRate, canSeeCostRate, canSetCostRate } =
    loaderData;
  const portalLink = actionData?.ok && "portalLink" in actionData ? String(actionData.portalLink) : undefined;
  const { areas } = useRootData();
  const resetKey = useResetKey(actionData);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const profileFailed = failed?.intent === "update" ? failed : undefined;
  return (
    <AdminPage
      title={tradie.name}
      description={tradie.businessName ?? undefined}
      actions={<BackLink to="/admin/tradies">All tradies</BackLink>}
    >
      {actionData ? (
        <FormAlert tone={actionData.ok ? "success" : "error"} className="mb-5">
          {actionData.message}
        </FormAlert>
      ) : created ? (
        <FormAlert tone="success" className="mb-5">
          {tradie.name} has been added as a draft.
        </FormAlert>
      ) : null}
      {tradie.applicationId ? (
        <p className="mb-5 text-sm text-muted">
          From{" "}
          <Link to={`/admin/applications/${tradie.applicationId}`} className="font-semibold text-brand-700 underline">
            application #{tradie.applicationId}
          </Link>
          .
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <TradieForm
            key={resetKey}
            intent="update"
            areas={areas}
            values={profileFailed?.values ?? tradieFormValuesOf(tradie)}
            errors={profileFailed?.errors ?? {}}
            submitLabel="Save profile"
          />
          <TradieHistory events={events} />
        </div>
        <div className="space-y-5">
          <TradieControls
            tradie={tradie}
            listed={listed}
            problems={problems}
            errors={failed && failed.intent !== "update" ? (failed.errors ?? {}) : {}}
            maxPhotoBytes={maxPhotoBytes}
            resetKey={resetKey}
          />
          {canSeeCostRate ? (
            <CostRatePanel rate={costRate} canChange={canSetCostRate} error={intentErrors(actionData, "cost-rate").rate} />
          ) : null}
          {canMakePortalLink ? <PortalLinkPanel name={tradie.name} active={tradie.status === "active"} link={portalLink} /> : null}
          {canMakePortalLink ? (
            <DevicesPanel name={tradie.name} active={tradie.status === "active"} hasEmail={Boolean(tradie.email)} devices={devices} />
          ) : null}
        </div>
      </div>
    </AdminPage>
  );
}
