import { getConfig } from "~/platform/config.server";
import { captureProvider, type TextProvider } from "./provider";
import { twilioProvider } from "./twilio-provider.server";

/** Whether texts are sent ("twilio") or only captured in the outbox ("off": no TWILIO_* settings). */
export function textingState(): "twilio" | "off" {
  return getConfig().twilio ? "twilio" : "off";
}

/** This process's provider: Twilio with its settings, else the capture provider (docs/decisions/0173). */
export function textProvider(): TextProvider {
  const config = getConfig();
  return config.twilio ? twilioProvider(config.twilio, config.publicUrl) : captureProvider;
}
