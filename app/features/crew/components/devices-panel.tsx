import { Panel } from "~/components/admin/panel";
import { IntentForm } from "~/components/form/intent-form";
import { DeviceList, type DeviceRow } from "./device-list";

/** On a tradie's admin page: their devices signed in to the portal, to sign out one or all, and a sign-in link to email them. */
export function DevicesPanel({
  name,
  active,
  hasEmail,
  devices,
}: {
  name: string;
  active: boolean;
  hasEmail: boolean;
  devices: DeviceRow[];
}) {
  const first = name.split(" ")[0];
  return (
    <Panel
      id="devices-heading"
      title="Signed-in devices"
      description={`A lost or shared phone is signed out here: it stops opening ${first}'s jobs at once.`}
    >
      <DeviceList devices={devices} intent="device-sign-out" />
      {devices.length > 1 ? <IntentForm intent="devices-sign-out-all" submit="Sign out all devices" variant="outline" /> : null}
      {active && hasEmail ? <IntentForm intent="portal-link-email" submit={`Email ${first} a sign-in link`} variant="outline" /> : null}
    </Panel>
  );
}
