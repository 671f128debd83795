import { loadConfig, type AppConfig } from "~/server/config.server";

let cached: AppConfig["applications"] | undefined;

/** The application form's rate limit and minimum fill time, read once. */
export function applicationLimits(): AppConfig["applications"] {
  cached ??= loadConfig().applications;
  return cached;
}
