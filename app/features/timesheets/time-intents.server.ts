import type { Database } from "~/platform/db/database";
import type { Permission } from "~/features/auth/permissions";
import { intent, type FormIntents } from "~/lib/form-action";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { correctToday } from "./corrections.server";
import { PAUSE_REASONS, type PauseReason } from "./hours";
import { endPause, startPause } from "./pauses.server";

const clockTime = (label: string) =>
  z
    .string({ error: `Give the ${label} time` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Give the ${label} time as hours and minutes, like 07:30`);

const pauseSchema = z.object({
  reason: z.enum(Object.keys(PAUSE_REASONS) as [PauseReason, ...PauseReason[]], { error: "Say what the pause is for" }),
});

const correctionSchema = z.object({
  start: clockTime("start"),
  end: clockTime("finish"),
  reason: safeText("The reason")
    .trim()
    .min(1, "Say why the times were wrong, so the office can see it")
    .max(300, "Keep the reason to 300 characters or fewer"),
});

/**
 * The tradie's own time on a visit (docs/decisions/0209): pause, back to work, and correct
 * today's times. `at` is when the tradie tapped, for a tap replayed from the phone's queue
 * (docs/decisions/0229); now otherwise.
 */
export function timeIntents<T extends { id: number; name: string }>(
  db: Database,
  tradie: T,
  visitId: number,
  at?: Date,
): FormIntents<T, Permission> {
  return {
    pause: intent(
      pauseSchema,
      async ({ reason }) => {
        await startPause(db, tradie.id, visitId, reason, at);
        return `Paused: ${PAUSE_REASONS[reason].toLowerCase()}. Tap “Back to work” when you are.`;
      },
      { permission: "visits.work" },
    ),
    resume: intent(
      z.object({}),
      async () => {
        await endPause(db, tradie.id, visitId, at);
        return "Back to work: the pause has ended.";
      },
      { permission: "visits.work" },
    ),
    "correct-time": intent(
      correctionSchema,
      async (change) => {
        await correctToday(db, tradie, visitId, change, at);
        return "Your times are corrected; the office sees the reason and what was recorded.";
      },
      { permission: "visits.work" },
    ),
  };
}
