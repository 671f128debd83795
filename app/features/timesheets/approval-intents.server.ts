import type { Database } from "~/platform/db/database";
import type { Permission } from "~/features/auth/permissions";
import { isIsoDay } from "~/lib/clock";
import { intent, type FormIntents } from "~/lib/form-action";
import { z } from "~/lib/zod";
import { approveWeek } from "./approvals.server";
import { weekStartOf } from "./week";

const approveSchema = z.object({
  tradieId: z.coerce
    .number({ error: "Choose a tradie" })
    .int("Choose a tradie")
    .min(1, "Choose a tradie")
    .max(2_147_483_647, "Choose a tradie"),
  week: z.string({ error: "Choose a week" }).refine(isIsoDay, "Choose a week"),
});

/** The office approves a tradie's week (docs/decisions/0209). */
export function approvalIntents<S extends { id: string; name: string }>(db: Database): FormIntents<S, Permission> {
  return {
    approve: intent(approveSchema, async ({ tradieId, week }, { actor }) => {
      await approveWeek(db, { id: actor.id, name: actor.name }, tradieId, weekStartOf(week));
      return "Approved: that week's times are locked.";
    }),
  };
}
