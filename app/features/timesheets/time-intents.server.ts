import type { Database } from "~/platform/db/database";
import type { Permission } from "~/features/auth/permissions";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import { correctToday } from "./corrections.server";
import { PAUSE_REASONS } from "./hours";
import { endPause, startPause } from "./pauses.server";
import { pauseVisitForm, timeCorrectionForm } from "./time-intents-schema";

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
      pauseVisitForm,
      async ({ reason }) => {
        await startPause(db, tradie.id, visitId, reason, at);
        return `Paused: ${PAUSE_REASONS[reason].toLowerCase()}. Tap “Back to work” when you are.`;
      },
      { permission: "visits.work" },
    ),
    resume: intent(
      noFieldsForm,
      async () => {
        await endPause(db, tradie.id, visitId, at);
        return "Back to work: the pause has ended.";
      },
      { permission: "visits.work" },
    ),
    "correct-time": intent(
      timeCorrectionForm,
      async (change) => {
        await correctToday(db, tradie, visitId, change, at);
        return "Your times are corrected; the office sees the reason and what was recorded.";
      },
      { permission: "visits.work" },
    ),
  };
}
