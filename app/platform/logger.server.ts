import pino from "pino";
import pretty from "pino-pretty";
import { getConfig } from "./config.server";

/*
 * One JSON line per event, for log collectors and the tests that read them. On a terminal (a
 * person ran `npm start`) the same events are printed as plain lines instead, so the first
 * admin's sign-in and the demo tradie's link read as sentences, not JSON. Request lines carry
 * method, path, status and timing only: never query strings, bodies or headers, which may hold
 * a customer's details.
 */
const options: pino.LoggerOptions = {
  level: getConfig().logLevel,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ["*.email", "*.phone", "*.password", "*.name", "*.address"], censor: "[redacted]" },
};

export const logger = process.stdout.isTTY
  ? pino(options, pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true, sync: true }))
  : pino(options);
