import { getSettings } from "~/features/settings/settings.server";
import type { BusinessSettings } from "~/features/settings/schema";

/** Long enough to spare the database a read per quote under load, short enough that staff edits show up quickly. */
const TTL_MS = 15_000;

let cached: { value: Promise<BusinessSettings>; expires: number } | undefined;

/** The business settings, read at most once every 15 seconds. */
export function recentSettings(): Promise<BusinessSettings> {
  const now = Date.now();
  if (!cached || cached.expires <= now) {
    const value = getSettings();
    cached = { value, expires: now + TTL_MS };
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
  }
  return cached.value;
}
