import { createRequire } from "node:module";
import type TwilioSdk from "twilio";

let sdk: typeof TwilioSdk | undefined;

/**
 * The Twilio SDK, loaded the first time texting is used rather than at every start: it is some
 * 300 modules (axios, jsonwebtoken, semver, …) that a server without Twilio keys never needs, and
 * resolving them was a tenth of each start (decision 0214). A CommonJS package, so it loads
 * synchronously, and callers stay as they were.
 */
export function twilioSdk(): typeof TwilioSdk {
  sdk ??= createRequire(import.meta.url)("twilio") as typeof TwilioSdk;
  return sdk;
}
