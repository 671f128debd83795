import { ResultAlert } from "~/components/form/form-alert";
import { DeviceList } from "~/features/crew/components/device-list";
import { crewDeviceIntents } from "~/features/crew/devices-action.server";
import { listDevices } from "~/features/crew/devices.server";
import { authoriseTradie, requireTradie } from "~/features/crew/session.server";
import { getSettings } from "~/features/settings/settings.server";
import { formAction } from "~/lib/form-action";
import { CrewFrame } from "~/layout/crew/crew-frame";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/devices";

/** The tradie's signed-in devices (docs/decisions/0206): a lost phone is signed out here, or by the office. */
export const handle = { ownFrame: true, crewApp: true };

export const meta: Route.MetaFunction = () => [{ title: "My devices" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  const tradie = await requireTradie(request, "crew.enter");
  const [{ businessName, crew }, devices] = await Promise.all([getSettings(), listDevices(getDb(), tradie.id)]);
  return { tradie: { id: tradie.id, name: tradie.name }, current: tradie.deviceId, businessName, sessionDays: crew.sessionDays, devices };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseTradie(request),
    permission: "crew.enter",
    intents: (tradie) => crewDeviceIntents(getDb(), tradie),
  });
}

export default function CrewDevices({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrewFrame businessName={loaderData.businessName} tradie={loaderData.tradie}>
      <h1 className="mb-2 text-2xl font-bold text-ink">My devices</h1>
      <p className="mb-6 text-muted">
        {`Each phone or computer you open your jobs on stays signed in for ${loaderData.sessionDays} days after you last use it. Lost a phone? Sign it out here.`}
      </p>
      <ResultAlert result={actionData} className="mb-6" />
      <section className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm">
        <DeviceList devices={loaderData.devices} intent="sign-out-device" current={loaderData.current} />
      </section>
    </CrewFrame>
  );
}
