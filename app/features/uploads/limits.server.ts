import { loadConfig, type AppConfig } from "~/server/config.server";

let cached: AppConfig["uploads"] | undefined;

/** UPLOAD_MAX_BYTES and UPLOAD_MAX_PIXELS, read once. */
export function uploadLimits(): AppConfig["uploads"] {
  cached ??= loadConfig().uploads;
  return cached;
}
