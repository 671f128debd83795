import type { Database } from "~/platform/db/database";
import type { Permission } from "~/features/auth/permissions";
import type { BusinessSettings } from "~/features/settings/schema";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { scheduleBookSchema, scheduleMoveSchema } from "./schedule-schema";
import { addVisit, moveVisitOnSchedule } from "./visits.server";

type Result = { warnings?: string[] };

/** The schedule's changes: a visit dragged (or moved by keyboard), and a job dropped from the "to schedule" list. */
export function scheduleIntents(db: Database, settings: BusinessSettings): FormIntents<StaffActor, Permission, Result> {
  return {
    "move-visit": intent(scheduleMoveSchema, async (move, { actor }) => {
      const { warnings } = await moveVisitOnSchedule(db, actor, move, settings);
      return { message: warnings.length ? "The visit is moved. Check the warnings." : "The visit is moved.", warnings };
    }),
    "book-job": intent(scheduleBookSchema, async (book, { actor }) => {
      const { warnings } = await addVisit(
        db,
        actor,
        { jobId: book.jobId },
        {
          day: book.day,
          timing: "fixed",
          start: book.start,
          end: book.end,
          tradieIds: book.toTradieId ? [book.toTradieId] : [],
          instructions: "",
        },
        settings,
      );
      return { message: warnings.length ? "The visit is booked. Check the warnings." : "The visit is booked.", warnings };
    }),
  };
}
