import { formatTimeOfDay } from "~/lib/clock";
import { durationInWords } from "./durations";

/** "Too many failed sign-in attempts. Please wait 15 minutes and try again (after 3:45 pm)." */
export function throttledMessage(retryAt: Date, options: { what?: string; now?: Date } = {}): string {
  const { what = "failed sign-in attempts", now = new Date() } = options;
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const wait = seconds >= 60 ? durationInWords(Math.ceil(seconds / 60) * 60) : durationInWords(seconds);
  return `Too many ${what}. Please wait ${wait} and try again (after ${formatTimeOfDay(retryAt)}).`;
}
