import { isIsoDay } from "~/lib/clock";
import { z } from "~/lib/zod";

/* The office approving a tradie's week of time (isomorphic). */

export const approveWeekForm = z.object({
  tradieId: z.coerce
    .number({ error: "Choose a tradie" })
    .int("Choose a tradie")
    .min(1, "Choose a tradie")
    .max(2_147_483_647, "Choose a tradie"),
  week: z.string({ error: "Choose a week" }).refine(isIsoDay, "Choose a week"),
});
