import type { Database } from "~/platform/db/database";
import type { Permission } from "~/features/auth/permissions";
import { intent, type FormIntents } from "~/lib/form-action";
import { approveWeek } from "./approvals.server";
import { weekStartOf } from "./week";
import { approveWeekForm } from "./approval-intents-schema";

/** The office approves a tradie's week (docs/decisions/0209). */
export function approvalIntents<S extends { id: string; name: string }>(db: Database): FormIntents<S, Permission> {
  return {
    approve: intent(approveWeekForm, async ({ tradieId, week }, { actor }) => {
      await approveWeek(db, { id: actor.id, name: actor.name }, tradieId, weekStartOf(week));
      return "Approved: that week's times are locked.";
    }),
  };
}
