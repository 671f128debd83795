import pino from "pino";
import { getConfig } from "./config.server";

/**
 * One JSON line per event. Request lines carry method, path, status and timing only:
 * never query strings, bodies or headers, which may hold a customer's details.
 */
export const logger = pino({
  level: getConfig().logLevel,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ["*.email", "*.phone", "*.password", "*.name", "*.address"], censor: "[redacted]" },
});
