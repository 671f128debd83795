import { IntentForm } from "~/components/form/intent-form";
import { formatWhen } from "~/lib/clock";

export interface DeviceRow {
  id: number;
  name: string;
  lastUsedAt: Date | string;
  createdAt: Date | string;
}

/**
 * The devices signed in to a tradie's portal, each with its last use and a button to sign it
 * out (docs/decisions/0206): on the tradie's own /crew/devices and on their admin page.
 */
export function DeviceList({ devices, intent, current }: { devices: DeviceRow[]; intent: string; current?: number }) {
  if (devices.length === 0) return <p className="text-muted">No device is signed in.</p>;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Signed-in devices">
      {devices.map((device) => (
        <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="device">
          <div className="min-w-0">
            <p className="font-semibold text-ink">
              {device.name}
              {device.id === current ? <span className="ml-2 text-sm font-normal text-muted">(this device)</span> : null}
            </p>
            <p className="text-sm text-muted">
              Last used {formatWhen(device.lastUsedAt)} · signed in {formatWhen(device.createdAt)}
            </p>
          </div>
          <IntentForm
            intent={intent}
            submit={
              <>
                Sign out<span className="sr-only">{` ${device.name}`}</span>
              </>
            }
            variant="outline"
          >
            <input type="hidden" name="device" value={device.id} />
          </IntentForm>
        </li>
      ))}
    </ul>
  );
}
